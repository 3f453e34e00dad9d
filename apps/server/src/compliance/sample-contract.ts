/** A contract the tests record: departed 10 Jan 2026 for 9 months (it ends 9 Oct 2026), sign-on no. 1, in dollars. */
export const SAMPLE_CONTRACT = {
  signOnNo: 1,
  departure: '2026-01-10',
  months: 9,
  currency: 'USD',
  basicPay: '1000.00',
  overtimePay: '400.00',
  leavePay: '200.00',
};
