import { sql } from 'kysely';
import { CREW_RECORD_FAMILIES_BY_NAME, topics } from '@crewing/domain';
import { recordsProjection } from '../../records/projection.js';
import type { RecordOwner } from '../../records/owner.js';
import { loanDerived } from '../../finance/loan-derived.js';

/**
 * The record pattern (apps/server/src/records) bound to crews: the crew 201 file's families kept
 * on the crew's stream, read from `crew_records`. A P&I case lists its total days: the sum of its
 * checkups' days (002 §4).
 */
export const crewOwner: RecordOwner = {
  table: 'crew_records',
  filesTable: 'crew_record_files',
  column: 'crew_id',
  families: CREW_RECORD_FAMILIES_BY_NAME,
  async derived(db, family, crewId, rows) {
    if (family.name === 'cash-loan') return loanDerived(db, crewId, rows);
    const out = new Map<number, Record<string, number | string>>();
    if (family.name !== 'pandi') return out;
    const sums = await db
      .selectFrom('crew_records')
      .select([
        sql<number>`(fields->>'pandiId')::int`.as('pandi_id'),
        sql<string>`sum((fields->>'days')::int)`.as('days'),
      ])
      .where('family', '=', 'pandi-checkup')
      .where('crew_id', '=', crewId)
      .groupBy(sql`fields->>'pandiId'`)
      .execute();
    const byCase = new Map(sums.map((s) => [Number(s.pandi_id), Number(s.days)]));
    for (const r of rows) out.set(r.id, { totalDays: byCase.get(r.id) ?? 0 });
    return out;
  },
};

/** Inline: the crew 201 file's records and the files they carry (download rights), read back at once. */
export const crewRecordsProjection = recordsProjection({
  name: 'crew-records',
  owner: crewOwner,
  events: { added: 'CrewRecordAdded', updated: 'CrewRecordUpdated', deleted: 'CrewRecordDeleted' },
  ownerIdOf: (d) => d.crewId as number,
  topics: (crewId, family) => [{ topic: topics.crew(crewId), payload: { family } }],
});
