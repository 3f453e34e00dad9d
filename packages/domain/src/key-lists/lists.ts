import { POS, VESSEL_TYPES } from '../auth/reference.js';
import { RANK_TYPES, VESSEL_MASTER_KINDS } from '../master-data/kinds.js';
import { KEY_LIST_KINDS } from '../master-data/schemas.js';

/** The master-data tables of their own (every other simple list is a kind of the `key_items` read model). */
export type KeyTable = 'fleets' | 'vessels' | 'ranks' | 'ports' | 'inns' | 'laboratories' | 'contract_reasons';

/** The field of the keys query (loaded once by the web, 002 §4) that carries a master table's entries. */
export type KeyTableLoaded = 'fleets' | 'vessels' | 'ranks' | 'ports' | 'inns' | 'laboratories' | 'contractReasons';

/** Where a key list's entries live: the read models the server resolves a key against. */
export type KeySource =
  | { from: 'table'; table: KeyTable; loaded: KeyTableLoaded }
  | { from: 'key-items'; kind: string }
  /** The document master list (issue 9), one category of it when given. */
  | { from: 'documents'; category?: string }
  /** 002 §7 the category tree (`key_items` kind 'category', the parent in its details). */
  | { from: 'category-tree' }
  /** 002 §7 programs' special keys: the programs (`key_items` kind 'program') flagged special. */
  | { from: 'special-programs' }
  | { from: 'fixed'; items: ReadonlyArray<{ id: number; name: string }> }
  /** Users who may be named, by position ids (null: any active user). */
  | { from: 'users'; positions: readonly number[] | null }
  /** Issue 13: a crew's sea experiences, the crew changes that brought him home. */
  | { from: 'crew-experience' };

/**
 * What a form offers of a list: its active entries ('active'); of a tree, the active entries
 * under active parents ('active-branch'); of the programs, the active ones flagged special
 * ('active-special'); a fixed list offers all of it ('every').
 */
export type KeyOffer = 'active' | 'active-branch' | 'active-special' | 'every';

/** One key list, declared once: the server resolves against it, the web offers and names from it. */
export interface KeyList {
  /** The one vocabulary of list names: 'inn', 'contract-reason', 'document:certificate'... */
  name: string;
  /** What one entry is called ('hotel'): "Unknown hotel", "This hotel is no longer active". */
  label: string;
  source: KeySource;
  offered: KeyOffer;
  /** How an entry reads on records, the board and histories: its name, or 'CODE — NAME'. */
  reads: 'name' | 'code-name';
  /** How a choice reads in a form when it differs: 'ALIAS — NAME' (ranks). */
  choice?: 'alias-name';
}

const list = (
  name: string,
  label: string,
  source: KeySource,
  o: { offered?: KeyOffer; reads?: KeyList['reads']; choice?: KeyList['choice'] } = {},
): KeyList => ({
  name,
  label,
  source,
  offered: o.offered ?? 'active',
  reads: o.reads ?? 'name',
  ...(o.choice ? { choice: o.choice } : {}),
});
const table = (t: KeyTable, loaded: KeyTableLoaded): KeySource => ({ from: 'table', table: t, loaded });

/** Key lists of users (issue 10 fleets and fleet signatories): who may be named, by position (002 §7 9; 8 and 11). */
export const USER_KEY_LISTS = {
  'crewing-officer': [POS.crewingOfficer],
  'doc-staff': [8, POS.docAssistant],
  'signatory-user': null,
} as const satisfies Record<string, readonly number[] | null>;

/** The lists with a declaration of their own; the simple key lists and document categories follow below. */
const DECLARED: readonly KeyList[] = [
  list('fleet', 'fleet', table('fleets', 'fleets')),
  list('vessel', 'vessel', table('vessels', 'vessels')),
  list('rank', 'rank', table('ranks', 'ranks'), { choice: 'alias-name' }),
  list('port', 'port', table('ports', 'ports')),
  list('inn', 'hotel', table('inns', 'inns')),
  list('laboratory', 'laboratory', table('laboratories', 'laboratories')),
  list('contract-reason', 'disembark reason', table('contract_reasons', 'contractReasons'), { reads: 'code-name' }),
  list('document', 'document', { from: 'documents' }),
  list('category', 'category', { from: 'category-tree' }, { offered: 'active-branch' }),
  list('special-program', 'special program', { from: 'special-programs' }, { offered: 'active-special' }),
  list('vessel-type', 'vessel type', { from: 'fixed', items: VESSEL_TYPES }, { offered: 'every' }),
  list('rank-type', 'rank type', { from: 'fixed', items: RANK_TYPES }, { offered: 'every' }),
  list('crew-experience', 'sea experience', { from: 'crew-experience' }),
  ...Object.entries(USER_KEY_LISTS).map(([name, positions]) =>
    list(name, name.replace(/-/g, ' '), { from: 'users', positions }),
  ),
];

/** Every list by name: the declared ones, then each simple key list and vessel key list of `key_items`. */
export const KEY_LISTS: Readonly<Record<string, KeyList>> = Object.fromEntries([
  ...[...KEY_LIST_KINDS, ...VESSEL_MASTER_KINDS]
    .filter((kind) => kind !== 'category')
    .map((kind) => [kind, list(kind, kind.replace(/-/g, ' '), { from: 'key-items', kind })] as const),
  ...DECLARED.map((l) => [l.name, l] as const),
]);

/**
 * A key list by name. `document:certificate` is the document master list, one category of it
 * (issue 9); any other unknown name is a kind of `key_items` (so a new simple list needs no line here).
 */
export function keyList(name: string): KeyList {
  const declared = KEY_LISTS[name];
  if (declared) return declared;
  if (name.startsWith('document:'))
    return list(name, 'document', { from: 'documents', category: name.slice('document:'.length) });
  return list(name, name.replace(/-/g, ' '), { from: 'key-items', kind: name });
}

/** One entry of a key list as a read model holds it. */
export interface KeyEntry {
  id: number;
  name: string;
  code?: string | null | undefined;
  alias?: string | null | undefined;
}

/** How an entry reads on records, the board and histories ('FC — FINISHED CONTRACT'). */
export function keyEntryName(l: KeyList, e: KeyEntry): string {
  return l.reads === 'code-name' && e.code ? `${e.code} — ${e.name}` : e.name;
}

/** How an entry reads among a form's choices ('BSN — BOSUN'). */
export function keyChoiceLabel(l: KeyList, e: KeyEntry): string {
  return l.choice === 'alias-name' && e.alias ? `${e.alias} — ${e.name}` : keyEntryName(l, e);
}
