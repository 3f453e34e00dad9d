import { DomainError } from '../shared/errors.js';
import { matchHeaders, type HeaderMatch } from './columns.js';
import { MATCH_LABELS, type IdentityIndex } from './duplicates.js';
import type { ImportKind } from './kinds.js';
import { cellText, readCell, type Cell, type KeyLookup } from './values.js';
import { standIns, SheetEntries } from './sheet-entries.js';
import type { RowChange } from './changes.js';

/**
 * Issue 28 §3: what a row will do when committed ('unchanged': chosen to update a crew or an entry on file that
 * already reads as the row does).
 */
export type RowStatus = 'new' | 'update' | 'unchanged' | 'duplicate' | 'error';
/** A duplicate's choice: leave the crew (or settings entry) on file as it is, or update it with the row. */
export type DuplicateChoice = 'SKIP' | 'UPDATE';

export interface CheckedRow {
  /** The sheet's row number (the header is row 1), as the user sees it in his spreadsheet. */
  rowNo: number;
  status: RowStatus;
  /** The command's fields read from the row (only the cells that were given). */
  values: Record<string, unknown>;
  /** The row's cells as typed, by field: what the preview table shows. */
  cells: Record<string, string>;
  /** Our sentences per field (a cell's column), and '_row' for the row as a whole. */
  errors: Record<string, string[]>;
  /** Crews on file (crewId), entries on file of a master kind (entryId) or rows above (rowNo) this row matches, and on what. */
  matches: Array<{ crewId?: number; entryId?: number; rowNo?: number; on: string }>;
  /** The crew an 'update' or 'unchanged' row updates (a crews row), or the crew a record row belongs to. */
  crewId?: number;
  /** The entry on file (a master kind) an 'update' or 'unchanged' row updates. */
  entryId?: number;
  /** The fields an 'update' row changes on the crew or entry on file, with their values on file ([] when unchanged). */
  changes?: RowChange[];
  /**
   * Key fields naming an entry a row above in the same sheet creates (a category's parent): field -> that row's
   * number. The field is left out of `values`; the commit puts in the id once that row's entry is created.
   */
  fromRows?: Record<string, number>;
  /** What the preview says under a cell besides errors (a parent created by a row above), by field. */
  notes?: Record<string, string[]>;
  /** The file name of the row's scan in the zip beside the sheet, by field (the server attaches it). */
  scans?: Record<string, string>;
}

export interface CheckContext {
  keys: KeyLookup;
  /**
   * The crews on file, indexed by the duplicate rule's keys (by crew id): a crews row is matched on
   * them; a record row names its crew by them (crew code, applicant no. or IPN).
   */
  existing: IdentityIndex;
  /** The decider's check of a row's fields: our sentences by field, empty when it passes. */
  decide: (values: Record<string, unknown>) => Record<string, string[]>;
  /** A scan named by a row, by its file name: our refusal (not in the zip, not a file we take), or null when fine. */
  scan?: (fileName: string) => string | null;
  /** The user's choice per duplicate row (by row number); a duplicate not named is skipped. */
  choices?: Readonly<Record<number, DuplicateChoice>>;
  /**
   * The edit's decision of a row chosen to update the crew (crews) or entry (a master kind) on file it matches, by
   * its id: the fields it would change with their values on file ([] when none), or its refusals by field.
   */
  decideUpdate?: (
    id: number,
    values: Record<string, unknown>,
  ) => { changes: RowChange[] } | { errors: Record<string, string[]> };
}

export interface CheckedSheet {
  header: HeaderMatch;
  rows: CheckedRow[];
  totals: Record<RowStatus, number> & { rows: number };
}

const push = (errors: Record<string, string[]>, field: string, message: string) => (errors[field] ??= []).push(message);

/** A decision's refusal as errors by field: a ValidationError's own, or its sentence on the row. */
export function refusalErrors(e: unknown, root = '_row'): Record<string, string[]> {
  if (e instanceof DomainError) {
    const fields = e.fieldErrors ?? {};
    return Object.keys(fields).length > 0 ? { ...fields } : { [root]: [e.message] };
  }
  throw e;
}

/** A row's refusal: refusalErrors, with a refusal of the whole form ('_form') put on the row. */
export function rowRefusal(e: unknown): Record<string, string[]> {
  const errors = refusalErrors(e);
  if (errors._form) {
    errors._row = [...(errors._row ?? []), ...errors._form];
    delete errors._form;
  }
  return errors;
}

/**
 * Issue 28 §3: every row of a sheet read, checked by the same decision as the form (`decide`),
 * matched against the crews on file and the rows above it by the Add Crew duplicate rule, and
 * marked new / update / duplicate / error, with the errors named per cell. Nothing is written.
 */
export function checkSheet(
  kind: ImportKind,
  headers: readonly string[],
  rows: ReadonlyArray<{ rowNo: number; cells: readonly Cell[] }>,
  ctx: CheckContext,
): CheckedSheet {
  const header = matchHeaders(kind, headers);
  const above = ctx.existing.empty();
  const totals = { rows: 0, new: 0, update: 0, unchanged: 0, duplicate: 0, error: 0 };
  const out: CheckedRow[] = [];
  const sheet = new SheetEntries(kind, ctx.keys);
  for (const { rowNo, cells } of rows) {
    const values: Record<string, unknown> = {};
    const shown: Record<string, string> = {};
    const errors: Record<string, string[]> = {};
    const fromRows: Record<string, number> = {};
    const notes: Record<string, string[]> = {};
    for (const [i, column] of header.byIndex) {
      const cell = cells[i];
      shown[column.field] = cellText(cell);
      const r = readCell(column, cell, ctx.keys);
      if (r === null) continue;
      // Not on file: an entry of the kind's own list (a category's parent) may be a row above in this sheet.
      const above = 'error' in r ? sheet.find(column, shown[column.field]!) : null;
      if (above && 'rowNo' in above) {
        fromRows[column.field] = above.rowNo;
        push(notes, column.field, `Created by row ${above.rowNo} of this sheet`);
      } else if (above && 'id' in above) values[column.field] = above.id;
      else if (above) push(errors, column.field, above.error);
      else if ('error' in r) push(errors, column.field, r.error);
      else values[column.field] = r.value;
    }
    // The decision sees a parent a row above creates as an id that exists (the commit names the created one).
    const decided = { ...commandValues(header, values), ...standIns(fromRows) };
    // A required column the sheet lacks is named once, in the header check; its cells are not repeated here.
    if (Object.keys(errors).length === 0) {
      for (const [field, messages] of Object.entries(ctx.decide(decided)))
        for (const m of messages) push(errors, field, m);
    }
    // Each scan the row names: in the zip beside the sheet, and passing the files store's checks.
    const scans = scansOf(header, shown);
    for (const [field, name] of Object.entries(scans ?? {})) {
      const refusal = ctx.scan ? ctx.scan(name) : 'Upload the zip of scans beside the sheet';
      if (refusal) push(errors, field, refusal);
    }
    const failed = Object.keys(errors).length > 0 || header.missing.length > 0;
    const row: CheckedRow = {
      rowNo,
      status: failed ? 'error' : 'new',
      values: commandValues(header, values),
      cells: shown,
      errors,
      matches: [],
    };
    if (scans) row.scans = scans;
    if (Object.keys(fromRows).length > 0) row.fromRows = fromRows;
    if (Object.keys(notes).length > 0) row.notes = notes;
    // A record row names its crew; records are not matched as duplicates (the crew's list shows them).
    if (kind.target === 'crew-record') {
      const owner = ownerOf(header, values, ctx.existing);
      if ('error' in owner) {
        push(errors, owner.field, owner.error);
        row.status = 'error';
      } else row.crewId = owner.crewId;
    } else {
      markDuplicate(row, values, decided, ctx, above, kind.target === 'master');
      above.add(rowNo, values);
      sheet.add(row, values);
    }
    totals.rows++;
    totals[row.status]++;
    out.push(row);
  }
  return { header, rows: out, totals };
}

/**
 * A crews or master row matched against the crews (entries) on file and the rows above it: a duplicate, or by
 * choice an update of the one on file it matches, decided as its edit form's (`decideUpdate`: the 201 profile's,
 * the settings or vessel edit's): 'update' with the fields it changes, 'unchanged', or the edit's refusal.
 */
function markDuplicate(
  row: CheckedRow,
  values: Record<string, unknown>,
  decided: Record<string, unknown>,
  ctx: CheckContext,
  above: IdentityIndex,
  master: boolean,
) {
  const label = (on: string) => ctx.existing.labels[on] ?? on;
  for (const [id, on] of ctx.existing.match(values))
    row.matches.push(master ? { entryId: id, on: label(on) } : { crewId: id, on: label(on) });
  for (const [r, on] of above.match(values)) row.matches.push({ rowNo: r, on: label(on) });
  if (row.status === 'error' || row.matches.length === 0) return;
  const onFile = row.matches.filter((m) => m.crewId !== undefined || m.entryId !== undefined);
  const only = onFile.length === 1 && row.matches.length === 1 ? onFile[0] : undefined;
  if (!only || ctx.choices?.[row.rowNo] !== 'UPDATE') {
    row.status = 'duplicate';
    return;
  }
  const id = only.crewId ?? only.entryId!;
  if (only.crewId !== undefined) row.crewId = id;
  else row.entryId = id;
  // Without the edit's decision every field given counts as changed (nothing on file to compare with).
  const d = ctx.decideUpdate
    ? ctx.decideUpdate(id, decided)
    : { changes: Object.entries(decided).map(([field, to]) => ({ field, from: null, to })) };
  if ('errors' in d) {
    for (const [field, messages] of Object.entries(d.errors)) for (const m of messages) push(row.errors, field, m);
    row.status = 'error';
    return;
  }
  row.changes = d.changes;
  row.status = d.changes.length > 0 ? 'update' : 'unchanged';
}

/** The row's values its command takes: the match-only (passport no.) and owner (crew code) columns left out. */
function commandValues(header: HeaderMatch, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const c of header.byIndex.values()) if (c.matchOnly || c.owner || c.scan) delete out[c.field];
  return out;
}

/** The scans a row names, by field (the cell as typed: a file name keeps its case). */
function scansOf(header: HeaderMatch, cells: Record<string, string>): Record<string, string> | undefined {
  const scans = [...header.byIndex.values()].filter((c) => c.scan && cells[c.field]?.trim());
  return scans.length ? Object.fromEntries(scans.map((c) => [c.field, cells[c.field]!.trim()])) : undefined;
}

/**
 * The crew a record row names by his crew code, applicant no. or IPN (issue 28 §3), each given one
 * matched: none found, or two crews, is our sentence under the column that named them.
 */
function ownerOf(
  header: HeaderMatch,
  values: Record<string, unknown>,
  existing: IdentityIndex,
): { crewId: number } | { field: string; error: string } {
  const named = [...header.byIndex.values()].filter((c) => c.owner && typeof values[c.field] === 'string');
  if (named.length === 0) return { field: '_row', error: 'Name the crew: his crew code, applicant no. or IPN' };
  const ids = new Set<number>();
  for (const c of named) {
    const found = [...existing.match({ [c.field]: values[c.field] as string }).keys()];
    if (found.length === 0)
      return {
        field: c.field,
        error: `No crew on file has ${MATCH_LABELS[c.field] ?? c.label} ${String(values[c.field])}`,
      };
    for (const id of found) ids.add(id);
  }
  if (ids.size > 1)
    return {
      field: named[0]!.field,
      error: `These name more than one crew: ${[...ids].sort((a, b) => a - b).join(', ')}`,
    };
  return { crewId: [...ids][0]! };
}

/** A sheet row with nothing in it (trailing blank rows of a spreadsheet) is not a row. */
export const isBlankRow = (cells: readonly Cell[]): boolean => cells.every((c) => cellText(c) === '');
