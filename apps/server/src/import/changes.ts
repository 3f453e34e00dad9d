import type { Kysely } from 'kysely';
import {
  changedKeys,
  shownChanges,
  type CheckedRow,
  type ImportKind,
  type ShownChange,
} from '@crewing/domain/import/index';
import type { DB } from '../platform/db/schema.js';
import { keyEntriesByList } from '../key-lists/resolve.js';

/**
 * The fields each update row changes as the user reads them (issue 28 §3), for the preview and the result sheet:
 * labels, a key's name (on file and in the row, read at once through the one key resolver; an inactive or deleted
 * entry keeps its name), dates as the forms show them. Crews and master kinds alike.
 */
export async function changesShown(
  db: Kysely<DB>,
  kind: ImportKind,
  rows: readonly CheckedRow[],
): Promise<(row: CheckedRow) => ShownChange[]> {
  const keys = changedKeys(
    kind,
    rows.flatMap((r) => r.changes ?? []),
  );
  const wanted = [...keys].flatMap(([list, ids]) => [...ids].map((id) => ({ list, id })));
  const names = wanted.length > 0 ? await keyEntriesByList(db, wanted) : new Map();
  const nameOf = (list: string, id: number) => names.get(list)?.get(id)?.name;
  return (row) => shownChanges(kind, row.changes ?? [], nameOf);
}
