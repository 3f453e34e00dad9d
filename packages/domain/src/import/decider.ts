import type { Decider } from '../decider.js';
import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';

/** One stream per import (`import-7`): started when the user confirms, finished by the job with its counts. */
export const importStream = streamType('import');

/** What became of the rows (issue 28 §4): crews added, updated, left as they were, refused. */
export interface ImportCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
}

export type ImportEvent =
  | {
      type: 'ImportStarted';
      data: { importId: number; kind: string; fileId: string; fileName: string; at: string };
    }
  | {
      type: 'ImportFinished';
      data: { importId: number; counts: ImportCounts; resultFileId: string | null; at: string };
    }
  /** Issue 28 §4: the undo of the whole import confirmed; a job sends the compensating events. */
  | { type: 'ImportUndoStarted'; data: { importId: number; records: number; at: string } }
  /** The undo's end: records taken back, and those edited in the moment between the check and the job (kept). */
  | { type: 'ImportUndone'; data: { importId: number; undone: number; kept: number; at: string } };

/** The records an import wrote that someone has changed since, as the refusal names them ('crew 12 DELA CRUZ, JUAN'). */
export const EDITED_SHOWN = 10;

export type ImportCommand =
  | { type: 'StartImport'; data: Extract<ImportEvent, { type: 'ImportStarted' }>['data'] }
  | { type: 'FinishImport'; data: Extract<ImportEvent, { type: 'ImportFinished' }>['data'] }
  /**
   * `edited`: the records of the import changed since by anyone; `later`: its records later imports wrote to
   * that are not undone (each naming that import). The server's facts, named in the refusal.
   */
  | { type: 'UndoImport'; data: { importId: number; records: number; edited: string[]; later: string[]; at: string } }
  | { type: 'FinishImportUndo'; data: Extract<ImportEvent, { type: 'ImportUndone' }>['data'] };

export interface ImportState {
  status: 'NONE' | 'RUNNING' | 'DONE' | 'UNDOING' | 'UNDONE';
}

export function evolveImport(s: ImportState, e: ImportEvent): ImportState {
  switch (e.type) {
    case 'ImportStarted':
      return { status: 'RUNNING' };
    case 'ImportFinished':
      return { status: 'DONE' };
    case 'ImportUndoStarted':
      return { status: 'UNDOING' };
    case 'ImportUndone':
      return { status: 'UNDONE' };
    default:
      return assertNever(e);
  }
}

export function decideImport(c: ImportCommand, s: ImportState): ImportEvent[] {
  switch (c.type) {
    case 'StartImport':
      if (s.status !== 'NONE') throw new DomainError('CONFLICT', 'This import has started already');
      return [{ type: 'ImportStarted', data: c.data }];
    case 'FinishImport':
      // A job retried after its finish appends nothing more.
      if (s.status === 'DONE') return [];
      if (s.status === 'NONE') throw new NotFoundError('No such import');
      return [{ type: 'ImportFinished', data: c.data }];
    case 'UndoImport': {
      if (s.status === 'NONE') throw new NotFoundError('No such import');
      if (s.status === 'RUNNING')
        throw ValidationError.field('importId', 'This import is still running: undo it once done');
      if (s.status !== 'DONE') throw ValidationError.field('importId', 'This import has been undone already');
      const { edited, later, records } = c.data;
      const listed = (xs: string[]) =>
        xs.slice(0, EDITED_SHOWN).join('; ') +
        (xs.length > EDITED_SHOWN ? ` and ${xs.length - EDITED_SHOWN} more` : '');
      // Issue 28 §4: imports are undone newest first; an edit by anyone else keeps the import for good.
      const refusals = [
        ...(edited.length > 0 ? [`This import cannot be undone: edited since the import: ${listed(edited)}`] : []),
        ...(later.length > 0
          ? [
              'This import cannot be undone before the later imports that wrote to its records: ' +
                `${listed(later)}. Undo those first.`,
            ]
          : []),
      ];
      if (refusals.length > 0) throw ValidationError.field('importId', refusals.join('. '));
      if (records === 0) throw ValidationError.field('importId', 'This import wrote nothing to undo');
      return [{ type: 'ImportUndoStarted', data: { importId: c.data.importId, records, at: c.data.at } }];
    }
    case 'FinishImportUndo':
      if (s.status === 'UNDONE') return [];
      if (s.status !== 'UNDOING') throw new DomainError('CONFLICT', 'This import is not being undone');
      return [{ type: 'ImportUndone', data: c.data }];
    default:
      return assertNever(c);
  }
}

export const importDecider: Decider<ImportCommand, ImportEvent, ImportState> = {
  streamType: importStream.type,
  initialState: () => ({ status: 'NONE' }),
  evolve: evolveImport,
  decide: decideImport,
  commandFields: () => ({}),
  eventFields: () => ({}),
};
