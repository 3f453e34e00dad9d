import { sql, type Kysely } from 'kysely';
import { formatDate } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/** The board's crew changes (`b`) with their vessel (`v`) and rank (`r`): what a debriefing names them by. */
export function crewChangesWithNames(db: Kysely<DB>) {
  return db
    .selectFrom('crew_change_board as b')
    .leftJoin('vessels as v', 'v.id', 'b.vessel_id')
    .leftJoin('ranks as r', 'r.id', 'b.rank_id');
}

/**
 * The key list source 'crew-experience': a crew's sea experiences as a debriefing record names them
 * (000 §2 "a choice of the crew's sea experiences, stored as crew_change_id"): the crew changes that
 * relieved him, each read as 'VESSEL — RANK — DISEMBARKED DD MMM YYYY'.
 */
export function experiences(db: Kysely<DB>) {
  return crewChangesWithNames(db).select([
    'b.id',
    'b.off_signer_crew_id',
    'b.disembark_date',
    'b.arrive_manila',
    'b.rank_cancelled',
    sql<string>`coalesce(v.name, '')`.as('vessel_name'),
    sql<string>`coalesce(r.alias, '')`.as('rank_alias'),
  ]);
}

type Row = {
  id: number;
  vessel_name: string;
  rank_alias: string;
  disembark_date: string | null;
  arrive_manila: string | null;
};
export const experienceLabel = (r: Row) =>
  [
    r.vessel_name,
    r.rank_alias,
    r.disembark_date ? `DISEMBARKED ${formatDate(r.disembark_date)}` : 'NOT YET DISEMBARKED',
  ]
    .filter(Boolean)
    .join(' — ');

/** Names for the records pattern's labels (resolve.ts). */
export async function experienceEntries(db: Kysely<DB>, ids: number[]) {
  const rows = await experiences(db).where('b.id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { name: experienceLabel(r), active: true }]));
}
