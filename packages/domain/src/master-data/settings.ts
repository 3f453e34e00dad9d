import { DOCUMENT_CATEGORIES } from '../documents/catalog.js';
import { defineRecordFamily, type RecordFamily } from '../records/family.js';
import { field } from '../records/fields.js';
import { VESSEL_MASTER_FAMILIES } from './kinds.js';
import type { MasterDataKind } from './schemas.js';

const permissions = { read: 'master-data.read', manage: 'master-data.manage' } as const;
const def = (name: string, title: string, singular: string, fields: RecordFamily['fields']) =>
  defineRecordFamily({ name, title, singular, permissions, fields, sort: { field: 'name', direction: 'asc' } });
const name = (label = 'Name', max = 150) => field.text(label, { required: true, column: true, max });
const code = (required = false) => field.text('Code', { required, column: true, max: 20 });
const address = () => field.text('Address', { column: true, max: 300 });
const telephone = () => field.text('Telephone', { column: true, max: 60 });

/** One /v/settings list (002 §2): the kind it keeps, its fields, and what the legacy allowed on it. */
export interface MasterSetting {
  kind: MasterDataKind;
  /** The path under /v/settings. */
  path: string;
  family: RecordFamily;
  /** 002 §4: an active/inactive toggle; an inactive entry leaves the forms' key lists. */
  toggle: boolean;
  /** 002 §7 lists a delete for it. */
  deletable: boolean;
}

const V = VESSEL_MASTER_FAMILIES;

/**
 * 002 §7 the category tree: a category may sit under another (its parent). An edit may not put a
 * category under itself or under one of its own descendants; the server gives the other
 * categories as the facts (`collections.category`: id -> { parentId }).
 */
export const categoryFamily = defineRecordFamily({
  name: 'category',
  title: 'Categories',
  singular: 'Category',
  permissions,
  fields: { name: name(), code: code(), parentId: field.key('Parent Category', 'category', { column: true }) },
  rules: (r, { recordId, collections }): Record<string, string> => {
    const all = collections.category ?? {};
    const seen = new Set<number>();
    for (let p: unknown = r.parentId; typeof p === 'number' && !seen.has(p); p = all[p]?.parentId) {
      if (p === recordId) return { parentId: 'A category cannot sit under itself or under one of its own' };
      seen.add(p);
    }
    return {};
  },
  sort: { field: 'name', direction: 'asc' },
});
const s = (
  kind: MasterDataKind,
  path: string,
  family: RecordFamily,
  toggle: boolean,
  deletable: boolean,
): MasterSetting => ({ kind, path, family, toggle, deletable });

/**
 * The master data settings screens (issue 10; 002 §2 /v/settings children, §4 toggles, §7 calls).
 * The fields here are what each screen's form shows and what the server validates.
 */
export const MASTER_SETTINGS = {
  document: s(
    'document',
    'document',
    def('document', 'Documents', 'Document', {
      name: name(),
      code: code(),
      category: field.choice('Category', DOCUMENT_CATEGORIES, { required: true, column: true }),
      hasExpiry: field.flag('Has Expiry', { column: true }),
      sortOrder: field.number('Sort Order', { int: true, max: 100_000 }),
    }),
    true,
    false,
  ),
  country: s(
    'country',
    'country',
    def('country', 'Countries', 'Country', {
      name: name(),
      code: code(),
      nationality: field.text('Nationality', { column: true, max: 60 }),
    }),
    true,
    true,
  ),
  school: s(
    'school',
    'school',
    def('school', 'Schools', 'School', { name: name(), code: code(), address: address() }),
    true,
    true,
  ),
  rank: s(
    'rank',
    'rank',
    defineRecordFamily({
      name: 'rank',
      title: 'Ranks',
      singular: 'Rank',
      permissions,
      fields: {
        name: name('Rank', 100),
        alias: field.text('Alias', { required: true, column: true, max: 20 }),
        rankTypeId: field.key('Rank Type', 'rank-type', { required: true, column: true }),
        sortOrder: field.number('Sort Order', { required: true, column: true, int: true, max: 10_000 }),
      },
      sort: { field: 'sortOrder', direction: 'asc' },
    }),
    false,
    true,
  ),
  covidHospital: s(
    'covid-hospital',
    'covid-hospitals',
    def('covid-hospital', 'Covid Hospitals', 'Covid Hospital', {
      name: name(),
      code: code(),
      address: address(),
      telephone: telephone(),
    }),
    false,
    true,
  ),
  inn: s(
    'inn',
    'inn',
    def('inn', 'Inns', 'Inn', { name: name('Hotel', 100), telephone: telephone(), address: address() }),
    false,
    true,
  ),
  course: s('course', 'course', def('course', 'Courses', 'Course', { name: name(), code: code() }), true, true),
  fleet: s(
    'fleet',
    'fleet',
    def('fleet', 'Fleets', 'Fleet', {
      name: name('Fleet', 100),
      vesselTypeId: field.key('Vessel Type', 'vessel-type', { required: true, column: true }),
      officerUserId: field.key('Crewing Officer In Charge', 'crewing-officer', { column: true }),
    }),
    false,
    true,
  ),
  fleetSignatory: s('fleet-signatory', 'fleet/signatories', V['fleet-signatory'], false, true),
  port: s(
    'port',
    'port',
    def('port', 'Ports', 'Port', {
      name: name('Port', 100),
      country: field.text('Country', { required: true, column: true, max: 60 }),
    }),
    true,
    true,
  ),
  manning: s(
    'manning',
    'manning',
    def('manning', 'Manning Agencies', 'Manning Agency', { name: name(), code: code(), address: address() }),
    false,
    true,
  ),
  clinic: s(
    'clinic',
    'clinic',
    def('clinic', 'Clinics', 'Clinic', { name: name(), code: code(), address: address(), telephone: telephone() }),
    true,
    true,
  ),
  lifeBoat: s('life-boat', 'life-boat', V['life-boat'], false, true),
  category: s('category', 'category', categoryFamily, true, true),
  vesselOwner: s('vessel-owner', 'vessel-owner', V['vessel-owner'], true, true),
  program: s(
    'program',
    'program',
    def('program', 'Programs', 'Program', {
      name: name(),
      code: code(),
      special: field.flag('Special Program', { column: true }),
    }),
    true,
    true,
  ),
  principal: s('principal', 'principal', V.principal, true, true),
  shippingManagement: s('shipping-management', 'shipping-management', V['shipping-management'], true, true),
  laboratory: s(
    'laboratory',
    'laboratory',
    def('laboratory', 'Laboratories', 'Laboratory', { name: name('Laboratory', 100) }),
    true,
    false,
  ),
} as const satisfies Record<string, MasterSetting>;

export type MasterSettingKey = keyof typeof MASTER_SETTINGS;
export const MASTER_SETTING_KEYS = Object.keys(MASTER_SETTINGS) as MasterSettingKey[];
