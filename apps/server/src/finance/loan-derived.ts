import type { Kysely } from 'kysely';
import { formatPeso, loanPosition, type Fields } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { StoredRow } from '../records/owner.js';

/**
 * A cash loan's list columns worked out from its payments (the records the events folded): paid,
 * balance, the monthly instalment and the months left, in PHP (finance/loan.ts, exact centavos).
 */
export async function loanDerived(
  db: Kysely<DB>,
  crewId: number,
  rows: StoredRow[],
): Promise<Map<number, Record<string, string | number>>> {
  const payments = await db
    .selectFrom('crew_records')
    .select('fields')
    .where('crew_id', '=', crewId)
    .where('family', '=', 'cash-loan-payment')
    .execute();
  const out = new Map<number, Record<string, string | number>>();
  for (const r of rows) {
    const mine = payments.map((p) => p.fields as Fields).filter((p) => p.cashLoanId === r.id);
    const pos = loanPosition(r.fields, mine);
    out.set(r.id, {
      paid: formatPeso(pos.paid),
      balance: formatPeso(pos.balance),
      instalment: formatPeso(pos.instalment),
      monthsLeft: pos.monthsLeft,
    });
  }
  return out;
}
