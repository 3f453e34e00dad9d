import { sql, type Kysely } from 'kysely';
import { formatPeso, toCentavos, ValidationError, type CashAdvanceFilter } from '@crewing/domain';
import { dateRangeErrors } from '@crewing/domain/reports/date-range';
import type { DB } from '../platform/db/schema.js';
import { keyNames } from '../key-lists/resolve.js';

/** A crew's cash advances filtered by type and date range, newest first, with their total in PHP (exact centavos). */
export async function cashAdvances(db: Kysely<DB>, f: CashAdvanceFilter, today: string) {
  if (f.dateFrom || f.dateTo) {
    const errors = dateRangeErrors(f, today);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }
  let q = db
    .selectFrom('crew_records')
    .select(['id', 'fields'])
    .where('crew_id', '=', f.crewId)
    .where('family', '=', 'cash-advance');
  if (f.cashAdvanceTypeId) q = q.where(sql<boolean>`(fields->>'cashAdvanceTypeId')::int = ${f.cashAdvanceTypeId}`);
  if (f.dateFrom && f.dateTo) q = q.where(sql<boolean>`fields->>'advanceDate' between ${f.dateFrom} and ${f.dateTo}`);
  const rows = await q
    .orderBy(sql`fields->>'advanceDate'`, 'desc')
    .orderBy('id', 'desc')
    .execute();
  const fields = rows.map((r) => ({ id: r.id, f: r.fields as Record<string, unknown> }));
  const types = await keyNames(db, 'cash-advance-type', [...new Set(fields.map((r) => Number(r.f.cashAdvanceTypeId)))]);
  const items = fields.map(({ id, f: x }) => ({
    id,
    advanceDate: String(x.advanceDate),
    type: types.get(Number(x.cashAdvanceTypeId)) ?? '',
    centavos: toCentavos(String(x.amount ?? '0')) ?? 0,
    remarks: (x.remarks as string | undefined) ?? null,
  }));
  const total = items.reduce((s, i) => s + i.centavos, 0);
  return { items, count: items.length, total: formatPeso(total) };
}
