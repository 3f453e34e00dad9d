import type { ImportColumn, ImportKind } from './kinds.js';

/** A header as it is compared: lower case, letters and digits only ('Last Name', 'last_name', 'LASTNAME' meet). */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]+/g, '');

export interface HeaderMatch {
  /** The column of the kind each sheet column feeds, by the sheet column's index; unknown ones absent. */
  byIndex: Map<number, ImportColumn>;
  /** Headers no column of the kind answers to: listed to the user, never silently dropped (issue 28 §2). */
  unknown: string[];
  /** Required columns the sheet lacks (by our label). */
  missing: string[];
  /** Headers naming a field a column before them already feeds: the first one is read. */
  repeated: string[];
}

/** The header keys each column answers to: its field, its label (template header) and its aliases. */
function headerIndex(kind: ImportKind): Map<string, ImportColumn> {
  const index = new Map<string, ImportColumn>();
  for (const c of kind.columns) {
    for (const name of [c.field, c.label, ...c.aliases]) if (!index.has(headerKey(name))) index.set(headerKey(name), c);
  }
  return index;
}

/**
 * Matches a sheet's header row to a kind's columns (issue 28 §2): template headers, our field labels
 * and the legacy's 002 §3 names are all accepted, in any case and spacing; empty header cells are skipped.
 */
export function matchHeaders(kind: ImportKind, headers: readonly string[]): HeaderMatch {
  const index = headerIndex(kind);
  const byIndex = new Map<number, ImportColumn>();
  const seen = new Set<string>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  headers.forEach((raw, i) => {
    const header = raw.trim();
    if (!header) return;
    const column = index.get(headerKey(header));
    if (!column) unknown.push(header);
    else if (seen.has(column.field)) repeated.push(header);
    else {
      seen.add(column.field);
      byIndex.set(i, column);
    }
  });
  const missing = kind.columns.filter((c) => c.required && !seen.has(c.field)).map((c) => c.label);
  return { byIndex, unknown, missing, repeated };
}
