import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  DomainError,
  EDITED_SINCE_IMPORT,
  crewStream,
  type Fields,
  type ImportedStep,
  type MasterDataKind,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { defineJob } from '../platform/jobs/definition.js';
import { handleMany, type CommandMetadata, type Sender } from '../platform/stream-commands.js';
import { crews } from '../crew/commands.js';
import { masterEntries } from '../master-data/commands.js';
import { MASTER_TABLES } from '../master-data/projection.js';
import { imports } from './commit.js';

export const IMPORT_UNDO_JOB = 'import-undo';
/** Crews taken back at once by one undo job (each its own stream, as the commit's writers). */
const UNDO_WRITERS = 4;

/** What one import wrote on one crew's stream: its steps, and the version its undo expects the stream at. */
export interface ImportedStream {
  crewId: number;
  rowNo: number | null;
  /** The stream's version after the import's last event on it, or after later imports on it that were undone since. */
  untouchedVersion: number;
  steps: ImportedStep[];
}

/**
 * A settings entry or a vessel an import created (issue 28 §1 master kinds): its undo deletes it from its list;
 * or one it updated (`previous`: the fields its edit changed, as they were): its undo edits them back.
 */
export interface ImportedEntry {
  kind: MasterDataKind;
  id: number;
  name: string;
  rowNo: number | null;
  untouchedVersion: number;
  previous?: Fields;
}

type Row = { stream_id: string; stream_version: number; event_type: string; data: unknown; row_no: number | null };

function stepOf(type: string, data: Record<string, unknown>): ImportedStep {
  if (type === 'CrewRegistered') return { type: 'registered' };
  if (type === 'CrewProfileUpdated')
    return { type: 'profileUpdated', changes: data.changes as never, previous: data.previous as never };
  if (type === 'CrewRecordAdded')
    return { type: 'recordAdded', family: String(data.family), recordId: Number(data.recordId) };
  // Every kind an import writes today lands as one of the above (commit.ts); a new one adds its compensation here.
  throw new Error(`No compensation for an imported ${type}`);
}

/** One stream an import wrote, and what has happened on it since the import's last event there. */
interface Since {
  stream_id: string;
  row_no: number | null;
  kind: string | null;
  name: string | null;
  /** The stream's version after the last event that is not an edit: the import's own, or an undone later import's. */
  untouched_version: number;
  /** Someone (not an import) has written on the stream since. */
  edited: boolean;
  /** Later imports, not undone, that wrote on the stream: their undo comes first. */
  later: { id: number; file: string | null }[];
}

/**
 * Issue 28 §4: each stream an import wrote and what came after on it. An event since is an edit unless an
 * import wrote it and that import's undo has taken it back on this stream (the pair changes nothing), or it
 * is an undo's compensating event; a later import not undone is named apart, to be undone first.
 */
async function sinceImport(db: Kysely<DB>, importId: number): Promise<Since[]> {
  const { rows } = await sql<Since>`
    with mine as (
      select stream_id, max(stream_version) as version, min((metadata->>'importRow')::int) as row_no,
        max(data->>'kind') filter (where event_type in ('MasterRecordCreated', 'MasterRecordUpdated')) as kind,
        coalesce(max(data->'fields'->>'name') filter (where event_type = 'MasterRecordCreated'),
          max(data->'changes'->>'name') filter (where event_type = 'MasterRecordUpdated')) as name
      from events where metadata ? 'importId' and (metadata->>'importId')::int = ${importId}
      group by stream_id),
    later as (
      select e.stream_id, e.stream_version,
        case when e.metadata ? 'importId' then (e.metadata->>'importId')::int end as by_import,
        e.metadata ? 'importUndo' or (e.metadata ? 'importId' and exists (
          select 1 from events u where u.stream_id = e.stream_id and u.stream_version > e.stream_version
            and u.metadata ? 'importUndo' and u.metadata->>'importUndo' = e.metadata->>'importId')) as neutral
      from mine m join events e on e.stream_id = m.stream_id and e.stream_version > m.version)
    select m.stream_id, m.row_no, m.kind, m.name,
      coalesce(max(l.stream_version), m.version)::int as untouched_version,
      coalesce(bool_or(not l.neutral and l.by_import is null), false) as edited,
      coalesce(json_agg(distinct jsonb_build_object('id', l.by_import, 'file', i.file_name))
        filter (where not l.neutral and l.by_import is not null), '[]') as later
    from mine m
    left join later l on l.stream_id = m.stream_id
    left join imports i on i.id = l.by_import
    group by m.stream_id, m.row_no, m.kind, m.name, m.version
    order by m.row_no, m.stream_id`.execute(db);
  return rows;
}

/**
 * Issue 28 §4: the streams an import wrote, read from its events (found by their metadata's importId,
 * migration 0047's index): its crews' streams with their steps, and the master entries it created.
 * The undo is a command: it reads the store for its facts as the handler does.
 */
export async function importedStreams(
  db: Kysely<DB>,
  importId: number,
): Promise<{ crews: ImportedStream[]; entries: ImportedEntry[]; count: number }> {
  const [rows, since] = await Promise.all([
    db
      .selectFrom('events')
      .select(['stream_id', 'stream_version', 'event_type', 'data'])
      .select(sql<number | null>`(metadata->>'importRow')::int`.as('row_no'))
      .where(sql<boolean>`metadata ? 'importId'`)
      .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
      .orderBy('stream_id')
      .orderBy('stream_version')
      .execute() as Promise<Row[]>,
    sinceImport(db, importId),
  ]);
  const untouched = new Map(since.map((s) => [s.stream_id, s.untouched_version]));
  const byStream = new Map<string, ImportedStream>();
  const entries: ImportedEntry[] = [];
  for (const r of rows) {
    const data = r.data as Record<string, unknown>;
    const untouchedVersion = untouched.get(r.stream_id) ?? r.stream_version;
    if (r.event_type === 'MasterRecordCreated') {
      const name = String((data.fields as Record<string, unknown> | undefined)?.name ?? '');
      entries.push({ kind: data.kind as MasterDataKind, id: Number(data.id), name, rowNo: r.row_no, untouchedVersion });
      continue;
    }
    if (r.event_type === 'MasterRecordUpdated') {
      const name = String((data.changes as Record<string, unknown> | undefined)?.name ?? '');
      const previous = data.previous as Fields;
      const entry = { kind: data.kind as MasterDataKind, id: Number(data.id), name, rowNo: r.row_no, untouchedVersion };
      entries.push({ ...entry, previous });
      continue;
    }
    const crewId = crewStream.numberOf(r.stream_id);
    if (crewId === null || crewId === undefined) throw new Error(`No undo for an imported ${r.stream_id}`);
    const s = byStream.get(r.stream_id) ?? { crewId, rowNo: r.row_no, untouchedVersion, steps: [] };
    s.steps.push(stepOf(r.event_type, data));
    byStream.set(r.stream_id, s);
  }
  const crews = [...byStream.values()];
  return { crews, entries, count: crews.length + entries.length };
}

/**
 * The import's records someone changed since (`edited`), and those later imports wrote to that are not undone
 * (`later`, each with the import to undo first), as the refusal names them.
 */
export async function editedSinceImport(
  db: Kysely<DB>,
  importId: number,
): Promise<{ edited: string[]; later: string[] }> {
  const rows = (await sinceImport(db, importId)).filter((r) => r.edited || r.later.length > 0);
  if (rows.length === 0) return { edited: [], later: [] };
  const ids = rows.flatMap((r) => (r.kind ? [] : [crewStream.numberOf(r.stream_id)!]));
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('crews').select(['id', 'last_name', 'first_name']).where('id', 'in', ids).execute()).map(
          (c) => [c.id, `${c.last_name}, ${c.first_name}`],
        ),
  );
  const entryNames = await namesOnFile(db, rows);
  const record = (r: Since) => {
    const row = `(row ${r.row_no ?? '?'})`;
    if (r.kind) {
      const name = r.name ?? entryNames.get(r.stream_id) ?? '';
      return `${r.kind} ${r.stream_id.slice(r.kind.length + 1)} ${name} ${row}`.replace('  ', ' ');
    }
    const id = crewStream.numberOf(r.stream_id)!;
    return `crew ${id} ${names.get(id) ?? ''} ${row}`.replace('  ', ' ');
  };
  const laterOf = (r: Since) =>
    [...r.later]
      .sort((a, b) => a.id - b.id)
      .map((l) => `${l.file ?? 'a sheet'} (import ${l.id})`)
      .join(', ');
  return {
    edited: rows.filter((r) => r.edited).map(record),
    later: rows.filter((r) => r.later.length > 0).map((r) => `${laterOf(r)} on ${record(r)}`),
  };
}

/** The names on file of the entries an import updated without renaming them (their events do not carry it). */
async function namesOnFile(db: Kysely<DB>, rows: Since[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const r of rows) {
    if (!r.kind || r.name) continue;
    const id = Number(r.stream_id.slice(r.kind.length + 1));
    const table = MASTER_TABLES[r.kind as MasterDataKind];
    if (!table) continue;
    // The table is the kind's, chosen at run time; every master table has id and name.
    const found = await (db as unknown as Kysely<Record<string, { id: number; name: string }>>)
      .selectFrom(table)
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    if (found) out.set(r.stream_id, found.name);
  }
  return out;
}

const payload = z.object({
  importId: z.number().int().positive(),
  fileName: z.string(),
  requestedBy: z.number().int(),
  metadata: z.record(z.string(), z.unknown()),
});

/**
 * Issue 28 §4: the confirmed undo, in the report pipeline: each crew the import wrote gets the
 * compensating events of its steps (never a delete), refused on a stream someone edited in the
 * moment since the check (kept, and counted); then the import is marked undone.
 */
export const importUndoJob = defineJob({
  name: IMPORT_UNDO_JOB,
  schema: payload,
  title: (p) => `Undo of the import of ${p.fileName}`,
  async handler(p, job) {
    const { crews: streams, entries, count } = await importedStreams(job.db, p.importId);
    const metadata = { ...(p.metadata as unknown as CommandMetadata), importUndo: p.importId };
    let [undone, kept, reported] = [0, 0, 0];
    const tally = async (send: () => Promise<unknown>) => {
      try {
        await send();
        undone++;
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        kept++;
      }
      const percent = Math.floor(((undone + kept) * 100) / count);
      if (percent > reported) {
        reported = percent;
        await job.progress?.(percent);
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < streams.length) {
        const s = streams[next++]!;
        const sender: Sender = { metadata, commandId: `import-${p.importId}-undo-${s.crewId}` };
        const { crewId, untouchedVersion, steps } = s;
        const at = job.clock().toISOString();
        const item = crews.item(crewId, (attempt) => ({
          type: 'UndoImportedSteps',
          data: { crewId, importId: p.importId, untouchedVersion, version: attempt.version, steps, at },
        }));
        await tally(() => handleMany(job, [item], sender));
      }
    };
    await Promise.all(Array.from({ length: UNDO_WRITERS }, worker));
    // The settings entries and vessels it created: deleted from their lists (the settings screens' delete); those it
    // updated: edited back; unless someone has changed one since.
    for (const e of entries) {
      const sender: Sender = { metadata, commandId: `import-${p.importId}-undo-${e.kind}-${e.id}` };
      const item = masterEntries(e.kind).item(e.id, (attempt) => {
        if (attempt.version !== e.untouchedVersion) throw new DomainError('CONFLICT', EDITED_SINCE_IMPORT);
        const at = job.clock().toISOString();
        // An entry it updated: its fields as they were, written back as given (a compensation, not a form's edit).
        if (e.previous)
          return { type: 'UpdateMasterRecord', data: { kind: e.kind, id: e.id, changes: e.previous, at } };
        return { type: 'DeleteMasterRecord', data: { kind: e.kind, id: e.id, at } };
      });
      await tally(() => handleMany(job, [item], sender));
    }
    const finish = { type: 'FinishImportUndo' as const, data: { importId: p.importId, undone, kept, at: '' } };
    finish.data.at = job.clock().toISOString();
    await imports.handle(job, p.importId, finish, { metadata, commandId: `import-${p.importId}-undo-finish` });
    job.logger.info({ job: IMPORT_UNDO_JOB, importId: p.importId, undone, kept }, 'import undone');
    return { importId: p.importId, requestedBy: p.requestedBy, undone, kept };
  },
});
