import type { Decider } from '../decider.js';
import { assertNever, DomainError, NotFoundError } from '../shared/errors.js';
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
    };

export type ImportCommand =
  | { type: 'StartImport'; data: Extract<ImportEvent, { type: 'ImportStarted' }>['data'] }
  | { type: 'FinishImport'; data: Extract<ImportEvent, { type: 'ImportFinished' }>['data'] };

export interface ImportState {
  status: 'NONE' | 'RUNNING' | 'DONE';
}

export function evolveImport(s: ImportState, e: ImportEvent): ImportState {
  switch (e.type) {
    case 'ImportStarted':
      return { status: 'RUNNING' };
    case 'ImportFinished':
      return { status: 'DONE' };
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
