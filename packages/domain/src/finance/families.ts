import { defineRecordFamily, errorIf, type Fields } from '../records/family.js';
import { field } from '../records/fields.js';
import { centavosOf as cents, choices, order, rule } from '../records/rules.js';
import { formatPeso } from './money.js';
import { loanPosition, paymentsOf } from './loan.js';

const read = 'finance.read' as const;
const manage = 'finance.manage' as const;
/**
 * The years a money record's date falls in (issue 25: a loan dated 9999-12-31 or 1900-01-01 was
 * taken): no advance, loan or payment of a crew on our books predates 1990; past 2099 is a typo.
 */
export const FINANCE_YEARS = [1990, 2099] as const;
const money = { years: FINANCE_YEARS };

/** 002 §7 cash advances: an amount advanced to the crew, typed from the cash advance type keys. */
export const cashAdvanceFamily = defineRecordFamily({
  name: 'cash-advance',
  title: 'Cash Advance',
  singular: 'Cash Advance',
  permissions: { read, manage },
  fields: {
    advanceDate: field.date('Date', { required: true, column: true, ...money }),
    cashAdvanceTypeId: field.key('Type', 'cash-advance-type', { required: true, column: true }),
    amount: field.money('Amount (PHP)', { required: true, column: true }),
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    remarks: field.textarea('Remarks', { column: true }),
    attachments: field.files('Attachments', 'attachment'),
  },
  sort: order.newest('advanceDate'),
});

/**
 * 002 §3 cash loan. Its balance, schedule and months left are worked out from its payments (the
 * records' events) by finance/loan.ts; the principal may not drop below what is already paid.
 */
export const cashLoanFamily = defineRecordFamily({
  name: 'cash-loan',
  title: 'Cash Loan',
  singular: 'Cash Loan',
  permissions: { read, manage },
  fields: {
    amount: field.money('Amount (PHP)', { required: true, column: true }),
    startDate: field.date('Start Date', { required: true, column: true, ...money }),
    approvedDate: field.date('Approved Date', { column: true, ...money }),
    monthPayable: field.number('Months Payable', { required: true, int: true, min: 1, max: 60, column: true }),
    paymentDay: field.number('Payment Day', { required: true, int: true, min: 1, max: 31 }),
    status: field.choice('Status', choices('FOR APPROVAL', 'APPROVED', 'DISAPPROVED', 'CANCELLED'), {
      required: true,
      column: true,
    }),
    verified: field.flag('Verified', { column: true }),
    remarks: field.textarea('Remarks'),
    attachments: field.files('Attachments', 'attachment'),
  },
  rules: rule.all(
    rule.positive('amount'),
    (r, { recordId, collections }) => {
      const paid = loanPosition(r, paymentsOf(collections, recordId)).paid;
      return errorIf(
        cents(r.amount) < paid,
        'amount',
        `The amount cannot be less than what is already paid (${formatPeso(paid)})`,
      );
    },
    rule.needs('approvedDate', (r) => r.status === 'APPROVED', 'An approved loan needs its approved date'),
  ),
  sort: order.newest('startDate'),
  // Its balance, instalment and months left in the list, from its payments (exact centavos).
  derived: {
    from: ['cash-loan-payment'],
    values: (loan, { recordId, collections }) => {
      const pos = loanPosition(loan, paymentsOf(collections, recordId));
      return {
        paid: formatPeso(pos.paid),
        balance: formatPeso(pos.balance),
        instalment: formatPeso(pos.instalment),
        monthsLeft: pos.monthsLeft,
      };
    },
  },
});

/** 002 §3 cash loan payment: never more than the loan's balance. */
export const cashLoanPaymentFamily = defineRecordFamily({
  name: 'cash-loan-payment',
  title: 'Cash Loan Payments',
  singular: 'Loan Payment',
  permissions: { read, manage },
  fields: {
    cashLoanId: field.record('Cash Loan', 'cash-loan', { required: true, column: true }),
    amount: field.money('Amount (PHP)', { required: true, column: true }),
    paymentDate: field.date('Payment Date', { required: true, column: true, ...money }),
    remarks: field.textarea('Remarks', { column: true }),
    attachments: field.files('Attachments', 'attachment'),
  },
  rules: (r, ctx) => {
    const loan = ctx.collections['cash-loan']?.[r.cashLoanId as number];
    if (!loan) return {};
    const { balance } = loanPosition(loan, paymentsOf(ctx.collections, r.cashLoanId as number, ctx.recordId));
    return {
      ...rule.positive('amount')(r, ctx),
      ...errorIf(cents(r.amount) > balance, 'amount', `The payment exceeds the balance (${formatPeso(balance)})`),
      ...errorIf(loan.status !== 'APPROVED', 'cashLoanId', 'Only an approved loan takes payments'),
      ...errorIf(
        typeof r.paymentDate === 'string' && r.paymentDate < String(loan.startDate),
        'paymentDate',
        'The payment date cannot be before the loan starts',
      ),
    };
  },
  sort: order.newest('paymentDate'),
});

/** 002 §3 crew withdrawal: the crew leaves the pool; NFR (not for rehire) until lifted. */
export const withdrawalFamily = defineRecordFamily({
  name: 'withdrawal',
  title: 'Withdrawal',
  singular: 'Withdrawal',
  permissions: { read: 'crew-change.read', manage: 'withdrawal.manage' },
  fields: {
    fillupDate: field.date('Fill-up Date', { required: true, column: true }),
    effectiveDate: field.date('Effective Date', { required: true, column: true }),
    withdrawalReasonId: field.key('Reason', 'withdrawal-reason', { required: true, column: true }),
    manningId: field.key('Manning', 'manning', { column: true }),
    salaryOffered: field.money('Salary Offered (PHP)'),
    nfr: field.flag('NFR (Not For Rehire)', { column: true }),
    liftedDate: field.date('NFR Lifted Date', { column: true }),
    attachments: field.files('Attachments', 'attachment'),
  },
  rules: rule.all(
    rule.inOrder('fillupDate', 'effectiveDate', 'The effective date cannot be before the fill-up date'),
    rule.inOrder('effectiveDate', 'liftedDate', 'The NFR cannot be lifted before the withdrawal is effective'),
    rule.when((r) => r.liftedDate != null && r.nfr !== true, 'liftedDate', 'Only an NFR is lifted'),
  ),
  sort: order.newest('effectiveDate'),
});

/** 002 §7 withdrawal remarks (with attachments), each on one withdrawal. */
export const withdrawalRemarkFamily = defineRecordFamily({
  name: 'withdrawal-remark',
  title: 'Withdrawal Remarks',
  singular: 'Withdrawal Remark',
  permissions: { read: 'crew-change.read', manage: 'withdrawal.manage' },
  fields: {
    withdrawalId: field.record('Withdrawal', 'withdrawal', { required: true, column: true }),
    remarkDate: field.date('Date', { required: true, column: true }),
    remarks: field.textarea('Remarks', { required: true, column: true }),
    attachments: field.files('Attachments', 'attachment', { column: true }),
  },
  sort: order.newest('remarkDate'),
});

/** An NFR not lifted: the crew is refused on a line-up until then. */
export const isOpenNfr = (w: Fields) => w.nfr === true && w.liftedDate == null;
