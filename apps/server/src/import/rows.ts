import { CREW_RECORD_FAMILIES_BY_NAME, DomainError, type MasterDataKind } from '@crewing/domain';
import { masterFamilyOf, type CheckedRow, type ImportKind } from '@crewing/domain/import/index';
import type { JobContext } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { handleMany, type CommandMetadata, type Sender } from '../platform/stream-commands.js';
import { crews, registerCrew, updateCrewProfile } from '../crew/commands.js';
import { fileFacts, gatherFacts, readAhead, type FactsSource } from '../records/facts.js';
import { createMasterEntry, updateMasterEntry } from '../master-data/commands.js';
import { nextIds } from '../shared/ids.js';
import type { Scans } from './scans.js';

/** An import's rows through the command handler, each as its form would send it (issue 28 §4). */

export type Outcome = 'CREATED' | 'UPDATED' | 'UNCHANGED' | 'SKIPPED' | 'FAILED';
export interface RowOutcome {
  rowNo: number;
  outcome: Outcome;
  crewId: number | null;
  message: string;
}

export const sentence = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => (field === '_row' ? messages.join(', ') : `${field}: ${messages.join(', ')}`))
    .join('; ');

/** What a record sheet's rows share: the facts of their keys read once ahead, and their record ids taken at once. */
/** What every row of a job's sheet is sent with. */
export interface RowContext {
  importId: number;
  requestedBy: number;
  scans: Scans | null;
  ahead: RecordAhead | null;
  /** A master sheet's entries created so far, by row number: a later row naming one (a category's parent) gets its id. */
  created: Map<number, number>;
}

export interface RecordAhead {
  facts: FactsSource;
  ids: Map<number, number>;
}

/** The keys every new record row names (one query per key list) and an id per row, before the first is sent. */
export async function recordsAhead(
  job: JobContext,
  kind: ImportKind,
  rows: readonly CheckedRow[],
): Promise<RecordAhead> {
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
export async function recordItem(
  job: JobContext,
  kind: ImportKind,
  row: CheckedRow,
  p: { requestedBy: number; scans: Scans | null; ahead: RecordAhead | null },
) {
  const family = CREW_RECORD_FAMILIES_BY_NAME[kind.family!]!;
  const fields = { ...row.values };
  // Each scan the row names, stored as the user's upload of its field's kind (the store checks it again) and
  // attached as the form does.
  for (const [field, fileName] of Object.entries(row.scans ?? {})) {
    const bytes = await p.scans!.bytes(fileName);
    const kindOfFile = family.fields[field]?.files?.kind ?? 'attachment';
    const file = await saveFile(job.db, { bytes, fileName, kind: kindOfFile, uploadedBy: p.requestedBy, field });
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
export async function addRecordsAtOnce(
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
export function lanesOf(rows: readonly CheckedRow[], kind: ImportKind): number[][] {
  const lanes = new Map<string, number[]>();
  const laneOfRow = new Map<number, string>();
  rows.forEach((r, i) => {
    // A master row naming an entry a row above creates (a category's parent) goes after it, in its lane.
    const after = Object.values(r.fromRows ?? {}).map((n) => laneOfRow.get(n));
    const key =
      kind.target !== 'master' && r.crewId != null
        ? `crew-${r.crewId}`
        : (after.find((k) => k !== undefined) ?? `row-${r.rowNo}`);
    laneOfRow.set(r.rowNo, key);
    const lane = lanes.get(key);
    if (lane) lane.push(i);
    else lanes.set(key, [i]);
  });
  return [...lanes.values()];
}

/**
 * One row through the command handler as its form would send it (issue 28 §4): Add Crew's command
 * for a new crew, the 201 profile edit for an update; the import and the row in the events' metadata;
 * a command id per import and row, so a retried job appends each row once. A refusal is the row's outcome.
 */
export async function commitRow(
  job: JobContext,
  kind: ImportKind,
  row: CheckedRow,
  metadata: CommandMetadata,
  p: RowContext,
): Promise<RowOutcome> {
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
  if (row.status === 'unchanged') return { ...base, outcome: 'UNCHANGED' as const, message: 'Nothing changed' };
  try {
    if (kind.target === 'master') return await commitMasterRow(job, kind, row, { metadata, commandId }, p);
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
    return refusalOf(e, base);
  }
}

/**
 * A settings entry or a vessel, as its form's create or (a row chosen to update the entry on file) its edit: the
 * same facts, the same decider, the same command. A field naming an entry a row above created gets its id.
 */
async function commitMasterRow(
  job: JobContext,
  kind: ImportKind,
  row: CheckedRow,
  sender: Sender,
  p: RowContext,
): Promise<RowOutcome> {
  const base = { rowNo: row.rowNo, crewId: null };
  const sent = { ...row.values };
  for (const [field, rowNo] of Object.entries(row.fromRows ?? {})) {
    const id = p.created.get(rowNo);
    const label = kind.columns.find((c) => c.field === field)?.label ?? field;
    if (id === undefined) return { ...base, outcome: 'FAILED', message: `${label}: row ${rowNo} was not imported` };
    sent[field] = id;
  }
  const e = { kind: kind.master as MasterDataKind, family: masterFamilyOf(kind), sent };
  if (row.status === 'update') {
    await updateMasterEntry(job, p.requestedBy, sender, { ...e, id: row.entryId! });
    return { ...base, outcome: 'UPDATED', message: '' };
  }
  const { id } = await createMasterEntry(job, p.requestedBy, sender, e);
  p.created.set(row.rowNo, id);
  return { ...base, outcome: 'CREATED', message: '' };
}

/** A row's refusal as its outcome (its message per field); anything but a DomainError is the job's failure. */
export function refusalOf(e: unknown, base: { rowNo: number; crewId: number | null }): RowOutcome {
  if (!(e instanceof DomainError)) throw e;
  if (e.message === 'Nothing changed') return { ...base, outcome: 'UNCHANGED', message: e.message };
  const fields = e.fieldErrors ?? {};
  return { ...base, outcome: 'FAILED', message: Object.keys(fields).length ? sentence(fields) : e.message };
}
