import { formatDate } from '../shared/calendar.js';
import type { ImportColumn, ImportKind } from './kinds.js';

/**
 * One field an update row changes (issue 28 §3), as the edit's event names it: its value on file and the row's.
 * Crews (the 201 profile edit) and master kinds (the settings or vessel edit) alike.
 */
export interface RowChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** The changed fields of an edit's event (`changes` with their `previous` values), in the order it names them. */
export const rowChanges = (e: { changes: Record<string, unknown>; previous: Record<string, unknown> }): RowChange[] =>
  Object.entries(e.changes).map(([field, to]) => ({ field, from: e.previous[field] ?? null, to }));

/** A change as the user reads it: the field's label, and both values as the forms show them. */
export interface ShownChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** How a key of a list reads (its name, found by the server's key resolver); undefined when it is not found. */
export type KeyNameOf = (list: string, id: number) => string | undefined;

/** What an empty value reads as (the history screens' dash). */
export const EMPTY_VALUE = '—';

/** A value as the column's form shows it: a key's name, a date DD MMM YYYY, a flag's words. */
function shownValue(column: ImportColumn | undefined, value: unknown, name: KeyNameOf): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (column?.type) {
    case 'key':
      return (typeof value === 'number' && column.list ? name(column.list, value) : undefined) ?? String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value) || value : String(value);
    case 'flag': {
      const yes = value === true || value === 1;
      return yes ? (column.flag?.yes ?? 'YES') : (column.flag?.no ?? 'NO');
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** An update row's changes as the user reads them, by the kind's column labels. */
export function shownChanges(kind: ImportKind, changes: readonly RowChange[], name: KeyNameOf): ShownChange[] {
  const columns = new Map(kind.columns.map((c) => [c.field, c]));
  return changes.map((c) => {
    const column = columns.get(c.field);
    const [from, to] = [shownValue(column, c.from, name), shownValue(column, c.to, name)];
    return { field: c.field, label: column?.label ?? c.field, from, to };
  });
}

/** The keys an update's values name (on file and in the row), to be read by name at once: list -> ids. */
export function changedKeys(kind: ImportKind, changes: Iterable<RowChange>): Map<string, Set<number>> {
  const lists = new Map(kind.columns.flatMap((c) => (c.type === 'key' && c.list ? [[c.field, c.list] as const] : [])));
  const out = new Map<string, Set<number>>();
  for (const c of changes) {
    const list = lists.get(c.field);
    if (!list) continue;
    for (const v of [c.from, c.to])
      if (typeof v === 'number') (out.get(list) ?? out.set(list, new Set()).get(list)!).add(v);
  }
  return out;
}

/** The changes in one line (the preview's text and the result sheet's message): 'Rank: BOSUN → SECOND OFFICER'. */
export const changesText = (changes: ReadonlyArray<Pick<ShownChange, 'label' | 'from' | 'to'>>): string =>
  changes.map((c) => `${c.label}: ${c.from} → ${c.to}`).join('; ');
