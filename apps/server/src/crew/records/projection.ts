import { sql } from 'kysely';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { topics, type Attachment, type CrewEvent } from '@crewing/domain';

type RecordEvent = Extract<CrewEvent, { type: 'CrewRecordAdded' | 'CrewRecordUpdated' | 'CrewRecordDeleted' }>;

const fileRows = (e: { crewId: number; family: string; recordId: number }, attachments: unknown) =>
  ((attachments as Attachment[] | null | undefined) ?? []).map((a) => ({ file_id: a.fileId, record_id: e.recordId, crew_id: e.crewId, family: e.family }));

async function replaceFiles(trx: AnyTrx, d: { crewId: number; family: string; recordId: number }, attachments: unknown) {
  await trx.deleteFrom('crew_record_files').where('record_id', '=', d.recordId).execute();
  const rows = fileRows(d, attachments);
  if (rows.length > 0) await trx.insertInto('crew_record_files').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

/**
 * Inline: the crew 201 file's records, one row per record of every family, read back at once by
 * the user who saved them. `fields` is the record as the decider keeps it; the files it carries
 * are listed beside it so /files can tell who may download them.
 */
export const crewRecordsProjection: Projection = {
  name: 'crew-records',
  mode: 'inline',
  eventTypes: ['CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted'],
  tables: ['crew_records', 'crew_record_files'],
  async apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
    const e = { type: stored.type, data: stored.data } as RecordEvent;
    const d = e.data;
    const who = { at: stored.recordedAt.toISOString(), by: stored.metadata.userName ?? '' };
    switch (e.type) {
      case 'CrewRecordAdded':
        await trx
          .insertInto('crew_records')
          .values({
            id: d.recordId,
            crew_id: d.crewId,
            family: d.family,
            fields: JSON.stringify(e.data.fields),
            version: stored.streamVersion,
            created_at: who.at,
            created_by: who.by,
            updated_at: who.at,
            updated_by: who.by,
          })
          .execute();
        await replaceFiles(trx, d, e.data.fields.attachments);
        break;
      case 'CrewRecordUpdated':
        // Cleared fields (null) leave the record, as the decider's state drops them.
        await trx
          .updateTable('crew_records')
          .set({
            fields: sql`jsonb_strip_nulls(fields || ${JSON.stringify(e.data.changes)}::jsonb)`,
            version: stored.streamVersion,
            updated_at: who.at,
            updated_by: who.by,
          })
          .where('id', '=', d.recordId)
          .execute();
        if ('attachments' in e.data.changes) await replaceFiles(trx, d, e.data.changes.attachments);
        break;
      case 'CrewRecordDeleted':
        await trx.deleteFrom('crew_records').where('id', '=', d.recordId).execute();
        await trx.deleteFrom('crew_record_files').where('record_id', '=', d.recordId).execute();
        break;
    }
    return [{ topic: topics.crew(d.crewId), payload: { family: d.family } }];
  },
};
