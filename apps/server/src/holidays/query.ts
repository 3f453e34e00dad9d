import type { Kysely } from 'kysely';
import type { HolidayKind } from '@crewing/domain/holidays/index';
import type { DB } from '../platform/db/schema.js';

export interface HolidayRow {
  date: string;
  name: string;
  kind: HolidayKind;
  updatedBy: string;
  updatedAt: Date;
}

/** A year's holidays (or the days between two dates, for a due date counted across a year end), by date. */
export async function holidaysBetween(db: Kysely<DB>, from: string, to: string): Promise<HolidayRow[]> {
  const rows = await db
    .selectFrom('holidays')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
  return rows.map((r) => ({
    date: r.date,
    name: r.name,
    kind: r.kind as HolidayKind,
    updatedBy: r.updated_by,
    updatedAt: r.updated_at,
  }));
}

export const holidaysOfYear = (db: Kysely<DB>, year: number) => holidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
