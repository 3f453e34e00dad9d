import { writeRows, type AnyTrx, type Change, type Projection, type StoredEvent } from '@crewing/events';
import type { Attachment, Fields } from '@crewing/domain';
import type { RecordOwner } from './owner.js';
import { rowChunks } from '../platform/db/row-chunks.js';

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
  /** jsonb_strip_nulls: object fields holding null go, at every depth (inside arrays too). */
  const stripNulls = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(stripNulls);
    if (v && typeof v === 'object' && !(v instanceof Date))
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== null)
          .map(([k, x]) => [k, stripNulls(x)]),
      );
    return v;
  };
  type Row = {
    id: number;
    family: string;
    fields: Record<string, unknown>;
    version: number;
    created_at: unknown;
    created_by: string;
    updated_at: unknown;
    updated_by: string;
  } & Record<string, unknown>;
  const projection: Projection = {
    name: o.name,
    mode: 'inline',
    eventTypes: [o.events.added, o.events.updated, o.events.deleted],
    tables: [table, filesTable],
    apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
      return projection.applyBatch!(trx, [stored]) as Promise<Change[]>;
    },
    /**
     * Folded in memory: the records the events touch are read once, each event applied in order
     * (an update merges its changes and drops cleared fields, as `jsonb_strip_nulls(fields || changes)`),
     * then one upsert of the changed records, one delete of the gone ones and each touched
     * record's files replaced at once.
     */
    async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
      const added = new Set(events.filter((e) => e.type === o.events.added).map((e) => (e.data as Data).recordId));
      const elsewhere = [...new Set(events.map((e) => (e.data as Data).recordId).filter((id) => !added.has(id)))];
      const rows = new Map<number, Row | null>();
      if (elsewhere.length > 0) {
        for (const r of (await trx.selectFrom(table).selectAll().where('id', 'in', elsewhere).execute()) as Row[]) {
          rows.set(r.id, {
            ...r,
            fields: (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as Record<string, unknown>,
          });
        }
      }
      const written = new Set<number>();
      const gone = new Set<number>();
      /** Per record: the files it carries now (null: none, the record deleted). */
      const files = new Map<number, { ownerId: number; family: string; attachments: unknown } | null>();
      const changes: Change[] = [];
      for (const stored of events) {
        const d = stored.data as Data;
        const ownerId = o.ownerIdOf(stored.data as Record<string, unknown>);
        const who = { at: stored.recordedAt.toISOString(), by: stored.metadata.userName ?? '' };
        if (stored.type === o.events.added) {
          rows.set(d.recordId, {
            id: d.recordId,
            [column]: ownerId,
            family: d.family,
            fields: (d.fields ?? {}) as Record<string, unknown>,
            version: stored.streamVersion,
            created_at: who.at,
            created_by: who.by,
            updated_at: who.at,
            updated_by: who.by,
          });
          written.add(d.recordId);
          gone.delete(d.recordId);
          files.set(d.recordId, { ownerId, family: d.family, attachments: d.fields?.attachments });
        } else if (stored.type === o.events.updated) {
          const r = rows.get(d.recordId);
          if (r) {
            Object.assign(r, {
              fields: stripNulls({ ...r.fields, ...d.changes }),
              version: stored.streamVersion,
              updated_at: who.at,
              updated_by: who.by,
            });
            written.add(d.recordId);
          }
          if (d.changes && 'attachments' in d.changes)
            files.set(d.recordId, { ownerId, family: d.family, attachments: d.changes.attachments });
        } else if (stored.type === o.events.deleted) {
          rows.set(d.recordId, null);
          written.delete(d.recordId);
          gone.add(d.recordId);
          files.set(d.recordId, null);
        }
        changes.push(...o.topics(ownerId, d.family));
      }
      if (gone.size > 0)
        await trx
          .deleteFrom(table)
          .where('id', 'in', [...gone])
          .execute();
      await writeRows(
        trx,
        table,
        [...written].map((id) => rows.get(id)!),
        { key: ['id'], update: ['fields', 'version', 'updated_at', 'updated_by'] },
      );
      if (files.size > 0) {
        await trx
          .deleteFrom(filesTable)
          .where('record_id', 'in', [...files.keys()])
          .execute();
        const fileRows = [...files.entries()].flatMap(([recordId, f]) =>
          f
            ? ((f.attachments as Attachment[] | null | undefined) ?? []).map((a) => ({
                file_id: a.fileId,
                record_id: recordId,
                [column]: f.ownerId,
                family: f.family,
              }))
            : [],
        );
        for (const part of rowChunks(fileRows))
          await trx
            .insertInto(filesTable)
            .values(part)
            .onConflict((oc) => oc.doNothing())
            .execute();
      }
      return changes;
    },
  };
  return projection;
}
