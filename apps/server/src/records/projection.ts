import { sql } from 'kysely';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import type { Attachment, Fields } from '@crewing/domain';
import type { RecordOwner } from './owner.js';

type Data = { family: string; recordId: number; fields?: Fields; changes?: Fields };

/**
 * The record pattern's inline read model for one owner: one row per record of every family, read
 * back at once by the user who saved them, and the files those records carry (download rights).
 */
export function recordsProjection(o: {
  name: string;
  owner: RecordOwner;
  events: { added: string; updated: string; deleted: string };
  ownerIdOf: (data: Record<string, unknown>) => number;
  topics: (ownerId: number, family: string) => Change[];
}): Projection {
  const { table, filesTable, column } = o.owner;
  async function replaceFiles(trx: AnyTrx, ownerId: number, d: Data, attachments: unknown) {
    await trx.deleteFrom(filesTable).where('record_id', '=', d.recordId).execute();
    const rows = ((attachments as Attachment[] | null | undefined) ?? []).map((a) => ({ file_id: a.fileId, record_id: d.recordId, [column]: ownerId, family: d.family }));
    if (rows.length > 0) await trx.insertInto(filesTable).values(rows).onConflict((oc) => oc.doNothing()).execute();
  }
  return {
    name: o.name,
    mode: 'inline',
    eventTypes: [o.events.added, o.events.updated, o.events.deleted],
    tables: [table, filesTable],
    async apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
      const d = stored.data as Data;
      const ownerId = o.ownerIdOf(stored.data as Record<string, unknown>);
      const who = { at: stored.recordedAt.toISOString(), by: stored.metadata.userName ?? '' };
      if (stored.type === o.events.added) {
        await trx
          .insertInto(table)
          .values({ id: d.recordId, [column]: ownerId, family: d.family, fields: JSON.stringify(d.fields), version: stored.streamVersion, created_at: who.at, created_by: who.by, updated_at: who.at, updated_by: who.by })
          .execute();
        await replaceFiles(trx, ownerId, d, d.fields?.attachments);
      } else if (stored.type === o.events.updated) {
        // Cleared fields (null) leave the record, as the decider's state drops them.
        await trx
          .updateTable(table)
          .set({ fields: sql`jsonb_strip_nulls(fields || ${JSON.stringify(d.changes)}::jsonb)`, version: stored.streamVersion, updated_at: who.at, updated_by: who.by })
          .where('id', '=', d.recordId)
          .execute();
        if (d.changes && 'attachments' in d.changes) await replaceFiles(trx, ownerId, d, d.changes.attachments);
      } else if (stored.type === o.events.deleted) {
        await trx.deleteFrom(table).where('id', '=', d.recordId).execute();
        await trx.deleteFrom(filesTable).where('record_id', '=', d.recordId).execute();
      }
      return o.topics(ownerId, d.family);
    },
  };
}
