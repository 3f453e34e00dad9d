import dayjs from 'dayjs';
import type { Collection, Fields } from '../records/family.js';
import { toCentavos, type Centavos } from './money.js';

/** One instalment of a cash loan's schedule: due on the payment day of each month from the start. */
export interface Instalment {
  no: number;
  dueDate: string;
  amount: Centavos;
  /** How much of this instalment the payments so far cover. */
  paid: Centavos;
  status: 'PAID' | 'PARTIAL' | 'DUE';
}

export interface LoanPosition {
  principal: Centavos;
  paid: Centavos;
  balance: Centavos;
  instalment: Centavos;
  /** Instalments not yet fully covered. */
  monthsLeft: number;
  schedule: Instalment[];
}

/**
 * The principal split into `months` equal instalments in exact centavos; the centavos that do not
 * divide evenly go to the first instalments, one each (5,000.00 over 3: 1,666.67, 1,666.67, 1,666.66).
 */
export function instalments(principal: Centavos, months: number): Centavos[] {
  if (months < 1) return [];
  const base = Math.floor(principal / months);
  const extra = principal - base * months;
  return Array.from({ length: months }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The due date of instalment i (0 first): the payment day of the i-th month after the start, clamped to the month's end. */
export function instalmentDueDate(startDate: string, paymentDay: number, i: number): string {
  const month = dayjs(startDate).startOf('month').add(i, 'month');
  return month.date(Math.min(paymentDay, month.daysInMonth())).format('YYYY-MM-DD');
}

/**
 * A loan's position from its record and its payments (the events, folded): the balance is always
 * the principal minus the payments; payments cover the schedule in order.
 */
export function loanPosition(loan: Fields, payments: Fields[]): LoanPosition {
  const principal = toCentavos(String(loan.amount ?? '0')) ?? 0;
  const months = Number(loan.monthPayable ?? 1);
  const paid = payments.reduce((s, p) => s + (toCentavos(String(p.amount ?? '0')) ?? 0), 0);
  let left = paid;
  const schedule = instalments(principal, months).map((amount, i): Instalment => {
    const covered = Math.min(amount, left);
    left -= covered;
    return {
      no: i + 1,
      dueDate: instalmentDueDate(String(loan.startDate), Number(loan.paymentDay ?? 1), i),
      amount,
      paid: covered,
      status: covered === amount ? 'PAID' : covered > 0 ? 'PARTIAL' : 'DUE',
    };
  });
  return {
    principal,
    paid,
    balance: principal - paid,
    instalment: schedule[0]?.amount ?? 0,
    monthsLeft: schedule.filter((s) => s.status !== 'PAID').length,
    schedule,
  };
}

/** A loan's payments among the stream's collections. */
export const paymentsOf = (collections: Record<string, Collection>, loanId: number, except?: number): Fields[] =>
  Object.entries(collections['cash-loan-payment'] ?? {})
    .filter(([id, p]) => p.cashLoanId === loanId && Number(id) !== except)
    .map(([, p]) => p);
