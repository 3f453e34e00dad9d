import { rolesOf, type Actor, type Roles } from '../auth/roles.js';
import {
  BATCH_COMPANION_FIELDS,
  BATCH_EDITABLE_FIELDS,
  type DisembarkingField,
  type EmbarkingField,
  type Side,
} from './fields.js';

// The fleet rule (001 §2.1) goes with the board's permissions: one import for server and web.
export * from './visibility.js';

type Rule = (r: Roles) => boolean;
const ops: Rule = (r) => r.isOps;
const co: Rule = (r) => r.isCrewingOfficer;
const mgmt: Rule = (r) => r.isManagement; // a system admin passes every department check

const any =
  (...rules: Rule[]): Rule =>
  (r) =>
    rules.some((f) => f(r));

/**
 * Who writes which field (001 §6), singly or in batch. AIB: hotel and transfer; crewing
 * officers and Ops: dates, flights, ports, remarks; DSS: the PCR tests and the DSS remarks;
 * MGC: the arrival hotel fields. Management (and system admins) may correct any field.
 */
export const EMBARKING_WRITERS: Record<EmbarkingField, Rule> = {
  inn_id: any((r) => r.isAib, mgmt),
  transfer_details: any((r) => r.isAib, mgmt),
  check_in: any(co, ops, mgmt),
  check_out: any(co, ops, mgmt),
  departure_manila: any(co, ops, mgmt),
  flight_details: any(co, ops, mgmt),
  embark_date: any(co, ops, mgmt),
  embark_port_id: any(co, ops, mgmt),
  remarks: any(co, ops, mgmt),
  rapid_date1: any((r) => r.isDss, ops, mgmt),
  rapid_result1: any((r) => r.isDss, ops, mgmt),
  lab1_id: any((r) => r.isDss, ops, mgmt),
  rapid_date2: any((r) => r.isDss, ops, mgmt),
  rapid_result2: any((r) => r.isDss, ops, mgmt),
  lab2_id: any((r) => r.isDss, ops, mgmt),
};

export const DISEMBARKING_WRITERS: Record<DisembarkingField, Rule> = {
  contract_reason_id: any(ops, co, mgmt),
  disembark_port_id: any(ops, co, mgmt),
  disembark_date: any(ops, co, mgmt),
  arrive_manila: any(ops, co, mgmt),
  flight_arrival: any(ops, co, mgmt),
  arrive_inn_id: any(
    (r) => r.isMgc,
    (r) => r.isAib,
    mgmt,
  ),
  transfer_arrival: any(
    (r) => r.isMgc,
    (r) => r.isAib,
    mgmt,
  ),
  hotel_remarks: any((r) => r.isMgc, mgmt),
  remarks: any((r) => r.isDss, mgmt),
};

/**
 * The batch editors (001 §6 "Embarking batch" rows and clickable headers): Ops the dates, port,
 * check-in/out, flight and remarks; AIB the hotel, the transfer and the flight (the flight header
 * is AIB's, 001 §6); Management corrects. The disembarking batch has the single editor's writers
 * (its modal is for DSS and Ops only, so DSS writes the DSS remarks and Ops the rest).
 */
export const EMBARKING_BATCH_WRITERS: Partial<Record<EmbarkingField, Rule>> = {
  inn_id: any((r) => r.isAib, mgmt),
  transfer_details: any((r) => r.isAib, mgmt),
  flight_details: any((r) => r.isAib, ops, mgmt),
  check_in: any(ops, mgmt),
  check_out: any(ops, mgmt),
  departure_manila: any(ops, mgmt),
  embark_date: any(ops, mgmt),
  embark_port_id: any(ops, mgmt),
  remarks: any(ops, mgmt),
};

/** 'single': Edit Embarking / Disembarking Crew Details; 'batch': Edit Multiple ... Crews. */
export type EditorMode = 'single' | 'batch';

function writers(side: Side, mode: EditorMode): Record<string, Rule | undefined> {
  if (mode === 'batch') {
    // A companion (the disembarking hotel remarks) goes with its lead field (001 §5).
    const offered = [
      ...(BATCH_EDITABLE_FIELDS[side] as readonly string[]),
      ...Object.keys(BATCH_COMPANION_FIELDS[side]),
    ];
    const table: Record<string, Rule | undefined> =
      side === 'embarking' ? EMBARKING_BATCH_WRITERS : DISEMBARKING_WRITERS;
    return Object.fromEntries(offered.map((f) => [f, table[f]]));
  }
  return side === 'embarking' ? EMBARKING_WRITERS : DISEMBARKING_WRITERS;
}

export function canWriteField(actor: Actor, side: Side, field: string, mode: EditorMode = 'single'): boolean {
  const rule = writers(side, mode)[field];
  return rule !== undefined && rule(rolesOf(actor));
}

export function writableFields(actor: Actor, side: Side, mode: EditorMode = 'single'): string[] {
  const roles = rolesOf(actor);
  return Object.entries(writers(side, mode))
    .filter(([, rule]) => rule?.(roles) === true)
    .map(([f]) => f);
}

/** A user gets an editor only when it has a field he may write (no "no fields to edit" modal). */
const hasFields =
  (side: Side, mode: EditorMode): Rule =>
  (r) =>
    Object.values(writers(side, mode)).some((rule) => rule?.(r) === true);

/**
 * Board-level actions (001 §2, §6). The Edit button and the batch buttons follow the fields: a
 * role sees an editor when it writes at least one of its fields (README "Who edits what"). The
 * disembarking batch modal is DSS's and Ops's only (001 §6). Confirmation is not in the spec:
 * Ops, Management and the crewing officers (on the fleets they see: the crew changes they plan,
 * issue 24) confirm; a system admin undoes.
 */
export const CREW_CHANGE_ACTIONS = {
  read: () => true,
  plan: any(ops, co, mgmt),
  editEmbarking: hasFields('embarking', 'single'),
  editDisembarking: hasFields('disembarking', 'single'),
  batchEmbarking: hasFields('embarking', 'batch'),
  batchDisembarking: (r) => (r.isDss || r.isOps) && hasFields('disembarking', 'batch')(r),
  manageBatches: any((r) => r.isDss, ops, mgmt, co),
  confirm: any(ops, mgmt, co),
  undoConfirm: (r) => r.isSystemAdmin,
} satisfies Record<string, Rule>;
export type CrewChangeAction = keyof typeof CREW_CHANGE_ACTIONS;

export function canCrewChange(actor: Actor, action: CrewChangeAction): boolean {
  return CREW_CHANGE_ACTIONS[action](rolesOf(actor));
}

/** The board's named permissions (001 §6); field-level rules are the tables above. */
export const crewChangePermissions = {
  'crew-change.read': (a: Actor) => canCrewChange(a, 'read'),
  'crew-change.plan': (a: Actor) => canCrewChange(a, 'plan'),
  'crew-change.edit-embarking': (a: Actor) => canCrewChange(a, 'editEmbarking'),
  'crew-change.edit-disembarking': (a: Actor) => canCrewChange(a, 'editDisembarking'),
  'crew-change.batch-embarking': (a: Actor) => canCrewChange(a, 'batchEmbarking'),
  'crew-change.batch-disembarking': (a: Actor) => canCrewChange(a, 'batchDisembarking'),
  'crew-change.manage-batches': (a: Actor) => canCrewChange(a, 'manageBatches'),
  'crew-change.confirm': (a: Actor) => canCrewChange(a, 'confirm'),
  'crew-change.undo-confirm': (a: Actor) => canCrewChange(a, 'undoConfirm'),
};
