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
  return db
    .selectFrom('holidays')
    .select(['date', 'name', 'kind', 'updated_by as updatedBy', 'updated_at as updatedAt'])
    .$narrowType<{ kind: HolidayKind }>()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

export const holidaysOfYear = (db: Kysely<DB>, year: number) => holidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
