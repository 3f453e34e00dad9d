import { CREWS_KIND, type ImportKind } from './kinds.js';
import { RECORD_KINDS } from './record-kinds.js';
import { MASTER_IMPORT_KINDS } from './master-kinds.js';

/** Every kind by name (issue 28 §1): crews, the 201 file's record families, vessels and each settings list. */
export const IMPORT_KINDS: Readonly<Record<string, ImportKind>> = Object.fromEntries(
  [CREWS_KIND, ...RECORD_KINDS, ...MASTER_IMPORT_KINDS].map((k) => [k.name, k]),
);
export const IMPORT_KIND_NAMES = Object.keys(IMPORT_KINDS) as readonly string[];

export function importKind(name: string): ImportKind | undefined {
  return Object.hasOwn(IMPORT_KINDS, name) ? IMPORT_KINDS[name] : undefined;
}
