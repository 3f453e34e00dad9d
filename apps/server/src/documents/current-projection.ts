import { sql } from 'kysely';
import { EXPIRING_FAMILIES } from '@crewing/domain';
import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
import { currentVersionRows } from './current.js';

const EXPIRING: ReadonlySet<string> = new Set(EXPIRING_FAMILIES.map((f) => f.family));

/**
 * Inline, after the crew records (features.ts order: the crew area's `crew-records` projection has
 * written the records of the same events): the current version of each document a crew holds, in
 * the families that expire (`current_documents`, migration 0056). An added, edited or deleted record
 * works out again the current versions of its crew's family from the records, so the Expiring
 * documents list reads current documents by expiry date on their own index (issue 32).
 */
export const currentDocumentsProjection: Projection = {
  name: 'current-documents',
  mode: 'inline',
  eventTypes: ['CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted'],
  tables: ['current_documents'],
  reads: ['crew_records'],
  apply(trx: AnyTrx, event: StoredEvent) {
    return currentDocumentsProjection.applyBatch!(trx, [event]) as Promise<void>;
  },
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    const touched = events
      .map((e) => e.data as { crewId?: number; family?: string })
      .filter((d) => typeof d.crewId === 'number' && EXPIRING.has(d.family ?? ''));
    if (touched.length === 0) return;
    const crews = [...new Set(touched.map((d) => d.crewId!))];
    const families = [...new Set(touched.map((d) => d.family!))];
    // Every pair of these crews and families is worked out again (a few more than touched: the same answer).
    await sql`delete from current_documents
      where crew_id = any(${sql.val(crews)}::int[]) and family = any(${sql.val(families)}::text[])`.execute(trx);
    await sql`insert into current_documents (record_id, crew_id, family, group_id, expiry_date)
      select id, crew_id, family, group_id, fields->>'expiryDate'
      from (${currentVersionRows(sql`crew_id = any(${sql.val(crews)}::int[])`, families)}) v`.execute(trx);
  },
  /** A rebuild: every crew's current versions worked out at once from the records, 5,000 crews a page. */
  async derive(trx: AnyTrx) {
    const families = [...EXPIRING];
    const { rows } = await sql<{ max: number | null }>`select max(crew_id) as max from crew_records`.execute(trx);
    for (let from = 0; from <= (rows[0]?.max ?? -1); from += 5000)
      await sql`insert into current_documents (record_id, crew_id, family, group_id, expiry_date)
        select id, crew_id, family, group_id, fields->>'expiryDate'
        from (${currentVersionRows(sql`crew_id >= ${from} and crew_id < ${from + 5000}`, families)}) v`.execute(trx);
  },
};
