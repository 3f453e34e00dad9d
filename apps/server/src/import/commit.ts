import { z } from 'zod';
import { CREW_RECORD_FAMILIES_BY_NAME, DomainError, type MasterDataKind } from '@crewing/domain';
import {
  importDecider,
  importKind,
  importStream,
  masterFamilyOf,
  type CheckedRow,
  type ImportCounts,
  type ImportKind,
} from '@crewing/domain/import/index';
import { defineJob, type JobContext } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { handleMany, streamCommands, type CommandMetadata, type Sender } from '../platform/stream-commands.js';
import { crews, registerCrew, updateCrewProfile } from '../crew/commands.js';
import { fileFacts, gatherFacts, readAhead, type FactsSource } from '../records/facts.js';
import { createMasterEntry } from '../master-data/commands.js';
import { nextIds } from '../shared/ids.js';
import { tableXlsx } from '../reports/render/xlsx.js';
import { letterhead } from '../company-profile/query.js';
import { checkImport } from './preview.js';
import type { Scans } from './scans.js';

export const IMPORT_JOB = 'import-commit';
/** Rows committed at once by one import job. */
const COMMIT_WRITERS = 4;
/** The import streams (`import-7`), sent through the one handler. */
export const imports = streamCommands(importDecider, importStream);

type Outcome = 'CREATED' | 'UPDATED' | 'UNCHANGED' | 'SKIPPED' | 'FAILED';
interface RowOutcome {
  rowNo: number;
  outcome: Outcome;
  crewId: number | null;
  message: string;
}

const sentence = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => (field === '_row' ? messages.join(', ') : `${field}: ${messages.join(', ')}`))
    .join('; ');

/**
 * One row through the command handler as its form would send it (issue 28 §4): Add Crew's command
 * for a new crew, the 201 profile edit for an update; the import and the row in the events' metadata;
 * a command id per import and row, so a retried job appends each row once. A refusal is the row's outcome.
 */
/** What a record sheet's rows share: the facts of their keys read once ahead, and their record ids taken at once. */
interface RecordAhead {
  facts: FactsSource;
  ids: Map<number, number>;
}

/** The keys every new record row names (one query per key list) and an id per row, before the first is sent. */
async function recordsAhead(job: JobContext, kind: ImportKind, rows: readonly CheckedRow[]): Promise<RecordAhead> {
  const family = CREW_RECORD_FAMILIES_BY_NAME[kind.family!]!;
  const fresh = rows.filter((r) => r.status === 'new');
  const ahead = await readAhead(
    job.db,
    fresh.map((r) => ({ family, fields: r.values })),
  );
  const ids = await nextIds(job, 'crew_record', fresh.length);
  return {
    // A scan is stored while its row is sent: the files store is asked then.
    facts: { keys: ahead.keys, files: (fileIds) => fileFacts(job.db, fileIds) },
    ids: new Map(fresh.map((r, i) => [r.rowNo, ids[i]!])),
  };
}

/** A record row's Add command on the crew's stream, with the facts its form's add gathers and its scans stored. */
async function recordItem(
  job: JobContext,
  kind: ImportKind,
  row: CheckedRow,
  p: { requestedBy: number; scans: Scans | null; ahead: RecordAhead | null },
) {
  const family = CREW_RECORD_FAMILIES_BY_NAME[kind.family!]!;
  const fields = { ...row.values };
  // Each scan the row names, stored as the user's attachment (the store checks it again) and attached as the form does.
  for (const [field, fileName] of Object.entries(row.scans ?? {})) {
    const bytes = await p.scans!.bytes(fileName);
    const file = await saveFile(job.db, { bytes, fileName, kind: 'attachment', uploadedBy: p.requestedBy, field });
    fields[field] = [{ fileId: file.id }];
  }
  const facts = await gatherFacts(job.db, family, fields, p.requestedBy, {}, p.ahead!.facts);
  const recordId = p.ahead!.ids.get(row.rowNo)!;
  const crewId = row.crewId!;
  const data = { crewId, family: family.name, recordId, fields, facts, at: job.clock().toISOString() };
  return { crewId, command: { type: 'AddCrewRecord' as const, data } };
}

/** A record row: the family's Add command on the crew's stream. */
async function addRecord(
  job: JobContext,
  kind: ImportKind,
  row: CheckedRow,
  sender: Sender,
  p: { requestedBy: number; scans: Scans | null; ahead: RecordAhead | null },
) {
  const { crewId, command } = await recordItem(job, kind, row, p);
  await crews.handle(job, crewId, command, sender);
}

/**
 * A crew's new record rows (no scans) in one transaction, each event with its own row number in its metadata:
 * a legacy sheet's ten documents of a crew cost one commit, not ten. Refused as a whole (a row the preview could
 * not see refused, as a second version of a document the crew holds), it answers false and the rows go one by one,
 * each with its own outcome. Its command id names the import and its first row (a lane's rows are its crew's alone), so a retried job
 * appends them once.
 */
async function addRecordsAtOnce(
  job: JobContext,
  kind: ImportKind,
  rows: CheckedRow[],
  metadata: CommandMetadata,
  p: { importId: number; requestedBy: number; scans: Scans | null; ahead: RecordAhead | null },
): Promise<boolean> {
  const built = await Promise.all(rows.map((row) => recordItem(job, kind, row, p)));
  const items = built.map(({ crewId, command }, k) => ({
    ...crews.item(crewId, command),
    metadata: { importRow: rows[k]!.rowNo },
  }));
  const commandId = `import-${p.importId}-rows-from-${rows[0]!.rowNo}`;
  try {
    await handleMany(job, items, { metadata, commandId });
    return true;
  } catch (e) {
    if (e instanceof DomainError) return false;
    throw e;
  }
}

/**
 * The rows in lanes, one lane per stream they write (a record sheet's rows of one crew, in sheet order),
 * so the job's writers never send two commands to one stream at once: a legacy sheet lists a crew's
 * documents one under the other, and four writers on his stream would only fail each other's version check.
 */
function lanesOf(rows: readonly CheckedRow[], kind: ImportKind): number[][] {
  const lanes = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const key = kind.target !== 'master' && r.crewId != null ? `crew-${r.crewId}` : `row-${r.rowNo}`;
    const lane = lanes.get(key);
    if (lane) lane.push(i);
    else lanes.set(key, [i]);
  });
  return [...lanes.values()];
}

async function commitRow(
  job: JobContext,
  kind: ImportKind,
  row: CheckedRow,
  metadata: CommandMetadata,
  p: { importId: number; requestedBy: number; scans: Scans | null; ahead: RecordAhead | null },
) {
  const importId = p.importId;
  const base = { rowNo: row.rowNo, crewId: row.crewId ?? null };
  const commandId = `import-${importId}-row-${row.rowNo}`;
  if (row.status === 'error') return { ...base, outcome: 'FAILED' as const, message: sentence(row.errors) };
  if (row.status === 'duplicate') {
    const on = (x: CheckedRow['matches'][number]) =>
      x.crewId ? `crew ${x.crewId}` : x.entryId ? `entry ${x.entryId} on file` : `row ${x.rowNo}`;
    const m = row.matches.map((x) => `${on(x)} (same ${x.on})`);
    return { ...base, outcome: 'SKIPPED' as const, message: `Possible duplicate of ${m.join(', ')}` };
  }
  try {
    if (row.status === 'new' && kind.target === 'master') {
      // A settings entry or a vessel, as its form's create: the same facts, the same decider.
      const e = { kind: kind.master as MasterDataKind, family: masterFamilyOf(kind), sent: row.values };
      await createMasterEntry(job, p.requestedBy, { metadata, commandId }, e);
      return { ...base, outcome: 'CREATED' as const, message: '' };
    }
    if (row.status === 'new' && kind.target === 'crew-record') {
      await addRecord(job, kind, row, { metadata, commandId }, p);
      return { ...base, outcome: 'CREATED' as const, message: '' };
    }
    if (row.status === 'new') {
      const { crewId } = await registerCrew(job, { profile: row.values as never, metadata, commandId });
      return { ...base, crewId, outcome: 'CREATED' as const, message: '' };
    }
    await updateCrewProfile(job, { crewId: row.crewId!, changes: row.values, metadata, commandId });
    return { ...base, outcome: 'UPDATED' as const, message: '' };
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    if (e.message === 'Nothing changed') return { ...base, outcome: 'UNCHANGED' as const, message: e.message };
    const fields = e.fieldErrors ?? {};
    return { ...base, outcome: 'FAILED' as const, message: Object.keys(fields).length ? sentence(fields) : e.message };
  }
}

const payload = z.object({
  importId: z.number().int().positive(),
  kind: z.string(),
  fileId: z.uuid(),
  fileName: z.string(),
  scansFileId: z.uuid().optional(),
  choices: z.record(z.string(), z.enum(['SKIP', 'UPDATE'])),
  requestedBy: z.number().int(),
  /** The confirming request's metadata (user, device, browser, IP): every row's events carry it. */
  metadata: z.record(z.string(), z.unknown()),
});

/**
 * Issue 28 §4: the confirmed import, run in the report pipeline with its progress: the sheet checked
 * again (the file may have moved on since the preview), each row committed on its own so a failed row
 * never blocks the others, a result xlsx of every row's outcome, and the import's counts.
 */
export const importCommitJob = defineJob({
  name: IMPORT_JOB,
  schema: payload,
  title: (p) => `Import of ${p.fileName}`,
  async handler(p, job) {
    const checked = await checkImport(job.db, p.requestedBy, p);
    const kind = importKind(p.kind)!;
    const outcomes: RowOutcome[] = new Array(checked.rows.length);
    const total = checked.rows.length;
    const ahead = kind.target === 'crew-record' ? await recordsAhead(job, kind, checked.rows) : null;
    const lanes = lanesOf(checked.rows, kind);
    let next = 0;
    let done = 0;
    let reported = 0;
    // A few lanes at a time: each writes its own stream (a row matching one above it is a duplicate, never sent),
    // so they never contend; the handler's transactions overlap their round trips.
    const base = {
      ...(p.metadata as unknown as CommandMetadata),
      importId: p.importId,
      importFile: p.fileName,
    };
    const counted = async (n: number) => {
      done += n;
      const percent = Math.floor((done * 100) / total);
      if (percent > reported) {
        reported = percent;
        await job.progress?.(percent);
      }
    };
    const worker = async () => {
      while (next < lanes.length) {
        const lane = lanes[next++]!;
        // A crew's new record rows at once when there are several (none with a scan); else row by row.
        const together = lane.filter((i) => checked.rows[i]!.status === 'new' && !checked.rows[i]!.scans);
        const rowsTogether = together.map((i) => checked.rows[i]!);
        const ctx = { ...p, scans: checked.scans, ahead };
        if (
          kind.target === 'crew-record' &&
          together.length > 1 &&
          (await addRecordsAtOnce(job, kind, rowsTogether, base, ctx))
        ) {
          for (const i of together) {
            const row = checked.rows[i]!;
            outcomes[i] = { rowNo: row.rowNo, crewId: row.crewId ?? null, outcome: 'CREATED', message: '' };
          }
          await counted(together.length);
        }
        for (const i of lane) {
          if (outcomes[i]) continue;
          const row = checked.rows[i]!;
          outcomes[i] = await commitRow(job, kind, row, { ...base, importRow: row.rowNo }, ctx);
          await counted(1);
        }
      }
    };
    await Promise.all(Array.from({ length: COMMIT_WRITERS }, worker));
    const counts: ImportCounts = { rows: total, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
    for (const o of outcomes) counts[o.outcome.toLowerCase() as Exclude<keyof ImportCounts, 'rows'>]++;
    const cellsOf = new Map(checked.rows.map((r) => [r.rowNo, r.cells]));
    const bytes = await tableXlsx({
      title: `Import ${p.importId}: ${kind.label}`,
      subtitle: [`${p.fileName}: ${counts.created} added, ${counts.updated} updated, ${counts.failed} failed`],
      columns: [
        { label: 'Row', type: 'number', width: 8 },
        { label: 'Outcome', type: 'text', width: 12 },
        { label: 'Crew ID', type: 'number', width: 10 },
        { label: 'Message', type: 'text', width: 60 },
        ...kind.columns.map((c) => ({ label: c.label, type: 'text' as const, width: 16 })),
      ],
      rows: outcomes.map((o) => [
        o.rowNo,
        o.outcome,
        o.crewId,
        o.message,
        ...kind.columns.map((c) => cellsOf.get(o.rowNo)?.[c.field] ?? ''),
      ]),
      company: await letterhead(job.db),
    });
    const file = await saveFile(job.db, {
      bytes,
      fileName: `import-${p.importId}-result.xlsx`,
      kind: 'report',
      uploadedBy: p.requestedBy,
      readPermission: 'import.manage',
    });
    const at = job.clock().toISOString();
    const finish = { type: 'FinishImport' as const, data: { importId: p.importId, counts, resultFileId: file.id, at } };
    await imports.handle(job, p.importId, finish, {
      metadata: p.metadata as unknown as CommandMetadata,
      commandId: `import-${p.importId}-finish`,
    });
    job.logger.info({ job: IMPORT_JOB, importId: p.importId, ...counts }, 'import committed');
    return { importId: p.importId, requestedBy: p.requestedBy, counts, resultFileId: file.id };
  },
});
