import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { can, ForbiddenError, NotFoundError, type Actor, type MasterDataKind, type Permission } from '@crewing/domain';
import {
  checkSheet,
  decideCrewRow,
  decideCrewUpdate,
  decideMasterRow,
  decideMasterUpdate,
  decideRecordRow,
  importKind,
  masterFamilyOf,
  type ImportKind,
  type CheckedRow,
  type CheckedSheet,
  type ShownChange,
  type importPreviewInput,
  type DuplicateChoice,
  type IdentityIndex,
  type KeyLookup,
} from '@crewing/domain/import/index';
import { CREW_RECORD_FAMILIES_BY_NAME } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { readFile } from '../platform/files/store.js';
import { crewsOnFile, crewsToUpdate, entriesOnFile, keyLookupFor, type CrewOnFile, type EntryOnFile } from './facts.js';
import { editOthers } from '../master-data/commands.js';
import { readSheet, type ReadSheet } from './sheet.js';
import { changesShown } from './changes.js';
import { readScans, scanKindOf, type Scans } from './scans.js';
import { checkPsgcChain } from '../psgc/data.js';

export const UPLOAD_AGAIN = 'Upload the sheet again';
/** Rows with an error shown at most: the rest are counted (the result sheet of a commit lists them all). */
export const MAX_ERROR_ROWS = 2000;

/** The uploaded sheet of this user (kind 'import'): anyone else's, or another kind of file, is "not found". */
export async function importFile(db: Kysely<DB>, fileId: string, userId: number) {
  const file = await readFile(db, fileId);
  if (!file || file.kind !== 'import' || file.uploaded_by !== userId) throw new NotFoundError(UPLOAD_AGAIN);
  return file;
}

/**
 * Importing vessels or a settings list also takes the permission its form needs (vessel.manage,
 * master-data.manage): the import grant alone adds crews and their records, not master data, nor the
 * records of a form kept by fewer users (covid vaccines: DSS only; `kind.permission`).
 */
export const mayImportKind = (actor: Actor, kind: ImportKind): boolean =>
  kind.target === 'master'
    ? can(actor, masterFamilyOf(kind).permissions.manage as Permission)
    : !kind.permission || can(actor, kind.permission as Permission);

export function mayImport(actor: Actor, kind: ImportKind): void {
  if (!mayImportKind(actor, kind)) throw new ForbiddenError();
}

/** The decision a kind's rows meet: Add Crew's for crews, the family's Add for a record kind. */
function decisionOf(kind: ImportKind): (values: Record<string, unknown>) => Record<string, string[]> {
  if (kind.target === 'crew') return decideCrewRow;
  if (kind.target === 'master') return (values) => decideMasterRow(kind, values);
  const family = CREW_RECORD_FAMILIES_BY_NAME[kind.family!]!;
  const psgc = Object.entries(family.fields).filter(([, f]) => f.input === 'psgc');
  if (psgc.length === 0) return (values) => decideRecordRow(family, values);
  // The PSGC chain as the form's facts check it (records/facts.ts): each code given, consistent with the one above it.
  return (values) => {
    const code = (f: string) => (values[f] as string | undefined) ?? null;
    const chain = checkPsgcChain({
      regionCode: code('regionCode'),
      provinceCode: code('provinceCode'),
      municipalityCode: code('municipalityCode'),
      barangayCode: code('barangayCode'),
    });
    const known = Object.fromEntries(psgc.map(([f]) => [f, typeof values[f] === 'string' && !chain[f]]));
    return decideRecordRow(family, values, known);
  };
}

/**
 * The crews the crews rows chosen to update may update, as the profile edit reads them: those rows alone checked
 * first (a row that matches only his crew among them may still match a row above in the whole sheet: one more
 * crew read, never one less).
 */
async function chosenCrews(
  db: Kysely<DB>,
  kind: ImportKind,
  sheet: ReadSheet,
  ctx: { keys: KeyLookup; existing: IdentityIndex; choices: Record<number, DuplicateChoice> },
): Promise<Map<number, CrewOnFile>> {
  const chosen = sheet.rows.filter((r) => ctx.choices[r.rowNo] === 'UPDATE');
  if (chosen.length === 0) return new Map();
  const first = checkSheet(kind, sheet.headers, chosen, { ...ctx, decide: decideCrewRow });
  return crewsToUpdate(
    db,
    kind,
    first.rows.flatMap((r) => (r.status === 'update' ? [r.crewId!] : [])),
  );
}

/** What a row chosen to update names on file: a crew (crews) or an entry (a master kind), with its name. */
type OnFile = { crews: Map<number, CrewOnFile> } | { entries: Map<number, EntryOnFile> };

/** Issue 28 §3: the uploaded sheet read and every row checked as the form's command would be; nothing written. */
export async function checkImport(
  db: Kysely<DB>,
  userId: number,
  input: Pick<z.output<typeof importPreviewInput>, 'kind' | 'fileId' | 'choices' | 'scansFileId'>,
): Promise<CheckedSheet & { fileName: string; scans: Scans | null; onFile: OnFile | null }> {
  const kind = importKind(input.kind)!;
  const file = await importFile(db, input.fileId, userId);
  const master = kind.target === 'master';
  const [sheet, keys, existing, scans, onFile, others] = await Promise.all([
    readSheet(Buffer.from(file.content), file.mime_type),
    keyLookupFor(db, kind),
    master ? null : crewsOnFile(db),
    input.scansFileId ? importFile(db, input.scansFileId, userId).then((f) => readScans(f, scanKindOf(kind))) : null,
    master ? entriesOnFile(db, kind) : null,
    master ? editOthers(db, kind.master as MasterDataKind) : {},
  ]);
  const choices = Object.fromEntries(Object.entries(input.choices).map(([row, c]) => [Number(row), c]));
  const crews =
    kind.target === 'crew' ? await chosenCrews(db, kind, sheet, { keys, existing: existing!, choices }) : null;
  // A row chosen to update the crew or entry it matches: decided as his 201 profile edit's, or as that entry's
  // edit form's (its facts, `others`).
  const decideUpdate = (id: number, values: Record<string, unknown>) =>
    onFile
      ? decideMasterUpdate(kind, { id, ...onFile.entries.get(id)! }, values, others)
      : decideCrewUpdate({ id, profile: crews?.get(id)?.fields ?? {} }, values);
  const checked = checkSheet(kind, sheet.headers, sheet.rows, {
    keys,
    existing: onFile ? onFile.index : existing!,
    decide: decisionOf(kind),
    choices,
    ...(onFile || crews ? { decideUpdate } : {}),
    ...(scans ? { scan: (name: string) => scans.refusal(name) } : {}),
  });
  const found = onFile ? { entries: onFile.entries } : crews ? { crews } : null;
  return { ...checked, fileName: file.file_name, scans, onFile: found };
}

/** The name of the crew or entry on file a row updates ('SANTOS, PEDRO', 'MANILA'). */
function nameOnFile(r: CheckedRow, onFile: OnFile | null): string {
  if (!onFile) return '';
  if ('crews' in onFile) return r.crewId !== undefined ? (onFile.crews.get(r.crewId)?.name ?? '') : '';
  return r.entryId !== undefined ? String(onFile.entries.get(r.entryId)?.fields.name ?? '') : '';
}

/**
 * A row as the preview shows it; an update of a crew or an entry on file names him (it) and the fields it changes,
 * each with its label and its value on file and in the row as the forms show them ([] when he already reads as
 * the row: unchanged).
 */
const shown = (r: CheckedRow, onFile: OnFile | null, changes: (r: CheckedRow) => ShownChange[]) => ({
  rowNo: r.rowNo,
  status: r.status,
  cells: r.cells,
  errors: r.errors,
  notes: r.notes ?? {},
  matches: r.matches,
  crewId: r.crewId ?? null,
  updates: r.changes
    ? {
        crewId: r.crewId ?? null,
        entryId: r.entryId ?? null,
        name: nameOnFile(r, onFile),
        changes: changes(r).map(({ label, from, to }) => ({ label, from, to })),
      }
    : null,
});

/** The preview screen's answer: the columns as matched, the unknown ones, totals, the first rows and every row with an error. */
export async function previewImport(db: Kysely<DB>, userId: number, input: z.output<typeof importPreviewInput>) {
  const checked = await checkImport(db, userId, input);
  const kind = importKind(input.kind)!;
  const errors = checked.rows.filter((r) => r.status === 'error');
  const first = checked.rows.slice(0, input.firstRows);
  const listed = [...new Map([...first, ...errors.slice(0, MAX_ERROR_ROWS)].map((r) => [r.rowNo, r])).values()];
  const changes = await changesShown(db, kind, listed);
  const rows = listed.sort((a, b) => a.rowNo - b.rowNo).map((r) => shown(r, checked.onFile, changes));
  return {
    kind: kind.name,
    fileName: checked.fileName,
    scans: kind.columns.some((c) => c.scan),
    columns: [...checked.header.byIndex.values()].map((c) => ({ field: c.field, label: c.label })),
    unknownColumns: checked.header.unknown,
    missingColumns: checked.header.missing,
    repeatedColumns: checked.header.repeated,
    totals: checked.totals,
    rows,
    /** Rows with an error left out of the table (over MAX_ERROR_ROWS). */
    errorRowsNotShown: Math.max(0, errors.length - MAX_ERROR_ROWS),
  };
}
