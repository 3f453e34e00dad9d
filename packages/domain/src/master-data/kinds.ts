import { defineRecordFamily, type RecordFamily } from '../records/family.js';
import { field } from '../records/fields.js';

/** Rank types of the rank master data (the legacy's getRankTypeKeys): 1 deck, 2 engine, 3 ratings. */
export const RANK_TYPES = [
  { id: 1, name: 'DECK' },
  { id: 2, name: 'ENGINE' },
  { id: 3, name: 'RATINGS' },
] as const;

const perm = { read: 'master-data.read', manage: 'master-data.manage' } as const;
const def = (name: string, title: string, singular: string, fields: RecordFamily['fields']) =>
  defineRecordFamily({ name, title, singular, permissions: perm, fields, sort: { field: 'name', direction: 'asc' } });
const name = (label = 'Name', max = 150) => field.text(label, { required: true, column: true, max });
const code = (o: { required?: boolean } = {}) => field.text('Code', { column: true, max: 20, ...o });

/**
 * The master data kinds issue 10 brings (002 §3 lookup key lists, 000 §3 Vessel's keys), each
 * declared with the record pattern's field builders: the settings screens draw their forms from
 * these fields and the server validates with their schemas. Kept in the `key_items` read model
 * (name and code as columns, the other fields in its `details`).
 */
export const VESSEL_MASTER_FAMILIES = {
  principal: def('principal', 'Principals', 'Principal', {
    name: name(),
    code: code({ required: true }),
    address: field.text('Address', { column: true, max: 300 }),
    country: field.text('Country', { column: true, max: 60 }),
    email: field.email('Email'),
    // Issue 30 §2: only a reliever he approved may be lined up on his vessels.
    requiresApproval: field.flag('Requires approval of relievers'),
  }),
  'shipping-management': def('shipping-management', 'Shipping Managements', 'Shipping Management', {
    name: name(),
    alias: field.text('Alias', { required: true, column: true, max: 40 }),
    address: field.text('Address', { column: true, max: 300 }),
  }),
  'vessel-owner': def('vessel-owner', 'Vessel Owners', 'Vessel Owner', {
    name: name(),
    code: code(),
    address: field.text('Address', { column: true, max: 300 }),
    country: field.text('Country', { column: true, max: 60 }),
  }),
  'salary-type': def('salary-type', 'Salary Types', 'Salary Type', { name: name(), code: code() }),
  'vessel-size': def('vessel-size', 'Vessel Sizes', 'Vessel Size', { name: name(), code: code() }),
  division: def('division', 'Divisions', 'Division', { name: name(), code: code({ required: true }) }),
  // The certificates a vessel carries (registry, safety construction, class...): the vessel documents' key list.
  'vessel-document': def('vessel-document', 'Vessel Documents', 'Vessel Document', { name: name(), code: code() }),
  ecdis: def('ecdis', 'ECDIS Types', 'ECDIS Type', { name: name('Maker / Model'), code: code() }),
  'life-boat': def('life-boat', 'Life Boats', 'Life Boat', {
    name: name(),
    code: code(),
    capacity: field.number('Capacity (persons)', { column: true, int: true, max: 1000 }),
    remarks: field.text('Remarks', { max: 300 }),
  }),
  'fleet-signatory': def('fleet-signatory', 'Fleet Signatories', 'Fleet Signatory', {
    // The signatory's title (002 §6: nine company officer titles, each paired with a person).
    name: name('Title', 100),
    fleetId: field.key('Fleet', 'fleet', { required: true, column: true }),
    signatoryUserId: field.key('Signatory In-Charge', 'signatory-user', { required: true, column: true }),
    crewingOfficerId: field.key('Crewing Officer', 'crewing-officer', { column: true }),
    docStaffId: field.key('Documentation Staff', 'doc-staff', { column: true }),
  }),
} as const satisfies Record<string, RecordFamily>;

export type VesselMasterKind = keyof typeof VESSEL_MASTER_FAMILIES;
export const VESSEL_MASTER_KINDS = Object.keys(VESSEL_MASTER_FAMILIES) as VesselMasterKind[];
/** Their field schemas, for `masterDataSchemas`. */
export const VESSEL_MASTER_SCHEMAS = Object.fromEntries(
  VESSEL_MASTER_KINDS.map((k) => [k, VESSEL_MASTER_FAMILIES[k].addSchema]),
) as {
  [K in VesselMasterKind]: (typeof VESSEL_MASTER_FAMILIES)[K]['addSchema'];
};
