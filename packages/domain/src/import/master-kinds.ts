import type { RecordFamily } from '../records/family.js';
import type { RecordFacts } from '../records/collection.js';
import { masterDataDecider } from '../master-data/decider.js';
import { MASTER_SETTINGS } from '../master-data/settings.js';
import type { MasterDataKind } from '../master-data/schemas.js';
import { vesselDecider } from '../vessel/decider.js';
import { DomainError } from '../shared/errors.js';
import { vesselFamily } from '../vessel/vessel-fields.js';
import type { ImportColumn, ImportKind } from './kinds.js';
import { fieldColumn } from './record-kinds.js';
import { rowRefusal } from './rows.js';
import { rowChanges, type RowChange } from './changes.js';

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/-/g, '_');

/**
 * A master field's column: read under its label and field name, and under the legacy's spellings
 * (000 §3, 002 §3): the key without its `_id` (`rank_type`, `fleet`, `principal`) and the field
 * prefixed with the table's name (`vessel_name`, `port_name`, `rank_code`).
 */
function masterColumn(kind: string, field: string, f: RecordFamily['fields'][string]): ImportColumn | null {
  const bare = field.endsWith('Id') ? [snake(field.slice(0, -2))] : [];
  const prefixed = [`${snake(kind)}_${snake(field)}`, ...(field === 'name' ? [`${snake(kind)}name`] : [])];
  return fieldColumn(field, f, [...bare, ...prefixed]);
}

/** What a row of a master kind is matched on (issue 28 §3 duplicates): its name, and its code or alias if it has one. */
const MATCH_FIELDS = ['name', 'code', 'alias'];

function masterKind(name: string, label: string, kind: MasterDataKind, family: RecordFamily): ImportKind {
  const columns = Object.entries(family.fields).flatMap(([field, f]) => {
    const c = masterColumn(kind, field, f);
    return c ? [c] : [];
  });
  const matchOn = MATCH_FIELDS.filter((f) => f in family.fields);
  return { name, label, target: 'master', master: kind, family: family.name, columns, matchOn };
}

/**
 * Vessels and each list of the settings screens (issue 28 §1), one kind each: the columns are the
 * fields of the form that adds one (MASTER_SETTINGS, vesselFamily), so a row is what the form sends.
 */
export const MASTER_IMPORT_KINDS: readonly ImportKind[] = [
  masterKind('vessels', 'Vessels', 'vessel', vesselFamily),
  ...Object.values(MASTER_SETTINGS).map((s) =>
    masterKind(`settings-${s.kind}`, `Settings › ${s.family.title}`, s.kind, s.family),
  ),
];

/** The family of a master kind (the form's fields the decider checks a row against). */
export function masterFamilyOf(kind: ImportKind): RecordFamily {
  if (kind.master === 'vessel') return vesselFamily;
  const s = Object.values(MASTER_SETTINGS).find((x) => x.kind === kind.master);
  if (!s) throw new Error(`No settings list ${String(kind.master)}`);
  return s.family;
}

/** A master row's kind and the form's facts it is decided on: its keys, resolved through the key lists, exist and are active. */
function formFacts(kind: ImportKind, values: Record<string, unknown>) {
  const known: RecordFacts['known'] = {};
  for (const [field, f] of Object.entries(masterFamilyOf(kind).fields))
    if (f.input === 'key' && field in values) known[field] = true;
  return { master: kind.master as MasterDataKind, known };
}

/**
 * A master row checked by the decision the settings (or vessel) form's create meets: the master data
 * decider's CreateMasterRecord with the form's facts (its keys, resolved through the key lists, exist
 * and are active). Its refusals by field; nothing when it would create.
 */
export function decideMasterRow(kind: ImportKind, values: Record<string, unknown>): Record<string, string[]> {
  const { master, known } = formFacts(kind, values);
  const data = {
    kind: master,
    id: 1,
    fields: values,
    at: new Date(0).toISOString(),
    facts: { known, files: {}, actorId: null },
  };
  try {
    if (master === 'vessel') vesselDecider.decide({ type: 'CreateMasterRecord', data }, vesselDecider.initialState());
    else masterDataDecider.decide({ type: 'CreateMasterRecord', data }, masterDataDecider.initialState());
    return {};
  } catch (e) {
    return rowRefusal(e);
  }
}

/**
 * A master row chosen to update the entry on file it matches: the decision the settings (or vessel) form's edit
 * meets (the master data decider's UpdateMasterRecord with the form's facts, `others` as the edit gathers them),
 * on the entry's fields as they are. The fields it would change with their values on file ([] when none: the row is
 * unchanged), or its refusals by field.
 */
export function decideMasterUpdate(
  kind: ImportKind,
  entry: { id: number; fields: Record<string, unknown>; active: boolean },
  values: Record<string, unknown>,
  others: Record<number, Record<string, unknown>> = {},
): { changes: RowChange[] } | { errors: Record<string, string[]> } {
  const { master, known } = formFacts(kind, values);
  const data = {
    kind: master,
    id: entry.id,
    changes: values,
    at: new Date(0).toISOString(),
    facts: { known, files: {}, actorId: null, others },
  };
  const state = { exists: true, fields: entry.fields, active: entry.active };
  try {
    // A vessel's master commands go to this decider too (vessel/decider.ts decides them on its `master` state).
    const [event] = masterDataDecider.decide({ type: 'UpdateMasterRecord', data }, state);
    return { changes: event?.type === 'MasterRecordUpdated' ? rowChanges(event.data) : [] };
  } catch (e) {
    if (e instanceof DomainError && e.message === 'Nothing changed') return { changes: [] };
    return { errors: rowRefusal(e) };
  }
}
