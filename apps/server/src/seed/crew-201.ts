import dayjs from 'dayjs';
import { sql } from 'kysely';
import {
  CREW_RECORD_FAMILIES as F,
  KEY_LIST_KINDS,
  masterDataDecider,
  masterDataStream,
  type CrewCommand,
  type CrewIdentityInput,
  type Fields,
  type KeyListKind,
  type MasterDataCommand,
  type RecordFamily,
} from '@crewing/domain';
import type { BatchItem, EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { nextId } from '../shared/ids.js';
import { barangays, municipalities, provinces, regions, type PsgcOption } from '../psgc/data.js';
import { LAST_NAMES, MIDDLE_NAMES } from './data.js';
import * as D from './data-201.js';
import { crews } from '../crew/commands.js';
import { gatherFacts, readAhead } from '../records/facts.js';

/**
 * The demo crews' 201 files (issue 8 "Demo data and scale"): the key lists, the personal fields
 * of the profile and each crew's records (addresses, contacts, family, education, outside
 * experience, and for a minority comments, incidents, medical issues, P&I cases, trainings...),
 * all through the crew decider's AddCrewRecord. Values come from the crew id through their own
 * generator, so the seed's main generator (names, vessels, crew changes) draws as it did before.
 */
type Meta = Omit<EventMetadata, 'commandId'>;
export type Rand = () => number;
/** A key list's ids by name and by code, e.g. keys.relationship.get('SPOUSE'), keys.school.get('PMMA'). */
export type KeyLists = Record<KeyListKind, Map<string, number>>;

/** mulberry32 over a hashed seed: crews 12 and 13 get unrelated sequences (an LCG's would start alike). */
export function rand201(...parts: number[]): Rand {
  let h = 0x2010201;
  for (const p of parts) {
    h = Math.imul(h ^ p, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tools = (r: Rand) => ({
  pick: <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!,
  chance: (p: number) => r() < p,
  int: (min: number, max: number) => min + Math.floor(r() * (max - min + 1)),
  weighted: <T>(xs: ReadonlyArray<readonly [T, number]>): T => {
    let x = r() * xs.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of xs) if ((x -= w) < 0) return v;
    return xs[xs.length - 1]![0];
  },
  /** A calendar date between two others (inclusive). */
  date: (from: string, to: string) =>
    dayjs(from)
      .add(Math.floor(r() * (dayjs(to).diff(from, 'day') + 1)), 'day')
      .format('YYYY-MM-DD'),
});
const upper = (s: string) => s.toUpperCase();
const mobile = (r: Rand) => `09${Math.floor(100000000 + r() * 899999999)}`;

/** Every key list kind with its values, one transaction per kind (25 instead of ~250). */
export async function seedKeyLists(services: Services, meta: Meta): Promise<KeyLists & { commands: number }> {
  const at = services.clock().toISOString();
  const out = { commands: 0 } as KeyLists & { commands: number };
  for (const kind of KEY_LIST_KINDS) {
    const ids = new Map<string, number>();
    const items: BatchItem[] = [];
    for (const fields of D.KEY_LISTS[kind]) {
      const id = await nextId(services, 'key_item');
      ids.set(fields.name, id);
      if (fields.code) ids.set(fields.code, id);
      const command: MasterDataCommand = { type: 'CreateMasterRecord', data: { kind, id, fields, at } };
      items.push({ decider: masterDataDecider, streamId: masterDataStream(kind).id(id), command });
    }
    await services.commands.handleMany(items, { commandId: `seed-${kind}`, metadata: meta });
    out[kind] = ids;
    out.commands += items.length;
  }
  return out;
}

const keyOf = (keys: KeyLists, kind: KeyListKind, name: string): number => {
  const id = keys[kind].get(name);
  if (id === undefined) throw new Error(`seed: no ${kind} named ${name}`);
  return id;
};
/** `n` record ids from the sequence nextId uses, in one round trip instead of n. */
async function recordIds(services: Pick<Services, 'db'>, n: number): Promise<number[]> {
  const r = await sql<{ id: string }>`select nextval('crew_record_id_seq') as id from generate_series(1, ${n})`.execute(
    services.db,
  );
  return r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
}
/** Crews whose records go in one transaction: fewer commits, the same events. */
const CREWS_PER_TRANSACTION = 10;
/**
 * Transactions written at once. The time goes in round trips (each record is a command: read the
 * stream, append, inline projections), so two at a time nearly halve it; four gained no more here.
 */
const PARALLEL_TRANSACTIONS = 2;
const idsOf = (keys: KeyLists, kind: KeyListKind) => [...new Set(keys[kind].values())];

interface Place {
  regionCode: string;
  provinceCode: string | null;
  municipalityCode: string;
  barangayCode: string | null;
  /** "ILOILO CITY, ILOILO" */
  label: string;
  municipalityName: string;
}

/** A real PSGC chain: a region (weighted by where seafarers come from), a province or a city outside one, a barangay. */
function placeIn(r: Rand, regionCode?: string): Place {
  const t = tools(r);
  const region =
    regionCode ?? t.weighted(regions().map((x) => [x.code, D.REGION_WEIGHTS[x.code.slice(0, 2)] ?? 1] as const));
  const outside = municipalities({ regionCode: region });
  const provs = provinces(region);
  let province: PsgcOption | null = null;
  let list = outside;
  if (provs.length > 0 && !(outside.length > 0 && t.chance(0.25))) {
    province = t.pick(provs);
    list = municipalities({ regionCode: region, provinceCode: province.code });
  }
  const m = t.pick(list);
  const bs = barangays(m.code);
  const b = bs.length > 0 && t.chance(0.92) ? t.pick(bs) : null;
  return {
    regionCode: region,
    provinceCode: province?.code ?? null,
    municipalityCode: m.code,
    barangayCode: b?.code ?? null,
    label: upper(
      province ? `${m.name}, ${province.name}` : region.startsWith('13') ? `${m.name}, METRO MANILA` : m.name,
    ),
    municipalityName: upper(m.name),
  };
}

/** The crew's home (permanent address), the same for his profile's birthplace and his address record. */
const homeOf = (crewId: number) => placeIn(rand201(crewId, 2));
const psgcFields = (p: Place) => ({
  regionCode: p.regionCode,
  ...(p.provinceCode ? { provinceCode: p.provinceCode } : {}),
  municipalityCode: p.municipalityCode,
  ...(p.barangayCode ? { barangayCode: p.barangayCode } : {}),
});

const AREA_CODES: Readonly<Record<string, string>> = {
  '13': '02',
  '04': '049',
  '06': '033',
  '07': '032',
  '11': '082',
  '05': '054',
  '03': '045',
  '18': '034',
};

type Personal = Pick<
  CrewIdentityInput,
  | 'birthplace'
  | 'male'
  | 'civilStatusId'
  | 'religionId'
  | 'nationalityId'
  | 'height'
  | 'weight'
  | 'bloodType'
  | 'driversLicense'
  | 'telNo'
  | 'recommendedBy'
  | 'utility'
  | 'availabilityDate'
  | 'activityRemarks'
>;

/** The profile's personal fields (000 §2 Biodata 6.) for the demo crew `crewId` born in `birthYear`. */
export function crewPersonal(crewId: number, birthYear: number, keys: KeyLists): Personal {
  const r = rand201(crewId, 1);
  const t = tools(r);
  const age = 2026 - birthYear;
  const married = age < 25 ? 0.15 : age < 30 ? 0.45 : age < 40 ? 0.78 : 0.86;
  const status = t.weighted<string>([
    ['MARRIED', married],
    ['SINGLE', 1 - married],
    ['WIDOWED', age > 45 ? 0.04 : 0],
    ['SEPARATED', 0.03],
    ['ANNULLED', 0.01],
  ]);
  const height = t.int(158, 184);
  const home = homeOf(crewId);
  const out: Personal = {
    birthplace: home.label,
    // The demo names are men's: every demo crew is male (about 2% of Filipino seafarers are women).
    male: 1,
    civilStatusId: keyOf(keys, 'civil-status', status),
    religionId: keyOf(keys, 'religion', t.weighted(D.RELIGION_WEIGHTS)),
    nationalityId: keyOf(keys, 'nationality', 'FILIPINO'),
    height,
    weight: Math.round((20 + r() * 9) * (height / 100) ** 2),
    bloodType: t.weighted(D.BLOOD_TYPE_WEIGHTS) as Personal['bloodType'],
    utility: t.chance(0.08) ? 1 : 0,
  };
  if (t.chance(0.4))
    out.driversLicense = `${t.pick(['N', 'A', 'B', 'D', 'G', 'H', 'K'])}${t.int(10, 99)}-${t.int(10, 25)}-${t.int(100000, 999999)}`;
  if (t.chance(0.25))
    out.telNo = `(${AREA_CODES[home.regionCode.slice(0, 2)] ?? '02'}) ${t.int(300, 899)}-${t.int(1000, 9999)}`;
  if (t.chance(0.2)) out.recommendedBy = t.pick(D.RECOMMENDERS);
  if (t.chance(0.5)) out.availabilityDate = t.date('2026-01-05', '2026-12-20');
  if (t.chance(0.15)) out.activityRemarks = t.pick(D.ACTIVITY_REMARKS);
  return out;
}

/** The master data the records point at, read from its read models (the demo seed's and the scale seed's). */
export function recordsContext(
  keys: KeyLists,
  ranks: Array<{ id: number; name: string; rank_type_id: number }>,
  vessels: Array<{ id: number }>,
  reasons: Array<{ id: number; code: string }>,
): Context {
  return {
    keys,
    ranks: new Map(ranks.map((x) => [x.name, { id: x.id, typeId: x.rank_type_id }])),
    rankNames: new Map(ranks.map((x) => [x.id, x.name])),
    vesselIds: vessels.map((x) => x.id),
    reasons: new Map(reasons.map((x) => [x.code, x.id])),
  };
}

/** What the records are built from: the crews as registered and the master data they point at. */
export interface Context {
  keys: KeyLists;
  ranks: Map<string, { id: number; typeId: number }>;
  rankNames: Map<number, string>;
  vesselIds: number[];
  reasons: Map<string, number>;
}

export interface Crew {
  id: number;
  last_name: string;
  middle_name: string | null;
  birthdate: string | null;
  rank_id: number;
  civil_status_id: number | null;
  contact_number: string | null;
  email: string | null;
  fb_mail: string | null;
  onboard_vessel_id: number | null;
}

export type Rec = { family: RecordFamily; fields: Fields; id?: number };

/** Ranks one step down the ladder (names that are no rank of ours go under Other Rank). */
const RANK_BELOW: Readonly<Record<string, string>> = {
  MASTER: 'CHIEF OFFICER',
  'CHIEF OFFICER': 'SECOND OFFICER',
  'SECOND OFFICER': 'THIRD OFFICER',
  'THIRD OFFICER': 'DECK CADET',
  'CHIEF ENGINEER': 'FIRST ASSISTANT ENGINEER',
  'FIRST ASSISTANT ENGINEER': 'SECOND ASSISTANT ENGINEER',
  'SECOND ASSISTANT ENGINEER': 'THIRD ASSISTANT ENGINEER',
  'THIRD ASSISTANT ENGINEER': 'ENGINE CADET',
  BOSUN: 'ABLE SEAMAN',
  'ABLE SEAMAN': 'ORDINARY SEAMAN',
  OILER: 'WIPER',
  'CHIEF COOK': 'SECOND COOK',
  'SECOND COOK': 'MESSMAN',
};
const CARGO: Readonly<Record<string, string[]>> = {
  'BULK CARRIER': ['COAL', 'IRON ORE', 'GRAINS', 'NICKEL ORE'],
  CONTAINER: ['CONTAINERS'],
  'OIL TANKER': ['CRUDE OIL'],
  'CHEMICAL TANKER': ['PALM OIL', 'METHANOL', 'CAUSTIC SODA'],
  'PRODUCT TANKER': ['GASOLINE', 'JET FUEL', 'DIESEL'],
  'LPG CARRIER': ['LPG'],
  'LNG CARRIER': ['LNG'],
  'PCC/RO-RO': ['CARS', 'HEAVY EQUIPMENT'],
  'GENERAL CARGO': ['STEEL COILS', 'BAGGED CEMENT'],
  REEFER: ['BANANAS', 'FROZEN FISH'],
  'WOOD CHIP CARRIER': ['WOOD CHIPS'],
};
const SHIP_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['BULK CARRIER', 30],
  ['CONTAINER', 18],
  ['OIL TANKER', 8],
  ['CHEMICAL TANKER', 8],
  ['PRODUCT TANKER', 6],
  ['LPG CARRIER', 5],
  ['LNG CARRIER', 3],
  ['PCC/RO-RO', 10],
  ['GENERAL CARGO', 7],
  ['REEFER', 3],
  ['WOOD CHIP CARRIER', 2],
];

/** 0-4 contracts before 2020, newest first, going down the rank ladder now and then. */
function outsideExperience(t: ReturnType<typeof tools>, ctx: Context, crew: Crew, birthYear: number): Fields[] {
  const yearsBefore2020 = 2019 - (birthYear + 20);
  const n = Math.min(4, t.int(0, Math.max(0, Math.floor(yearsBefore2020 / 4))));
  const out: Fields[] = [];
  let rank = ctx.rankNames.get(crew.rank_id) ?? 'ABLE SEAMAN';
  let end = dayjs(t.date('2018-06-01', '2019-11-30'));
  for (let i = 0; i < n; i++) {
    const start = end.subtract(t.int(6, 10), 'month').subtract(t.int(0, 20), 'day');
    if (start.year() < birthYear + 19) break;
    if (i > 0 && t.chance(0.45)) rank = RANK_BELOW[rank] ?? rank;
    const type = t.weighted(SHIP_TYPES);
    const gt = Math.round((type === 'GENERAL CARGO' || type === 'REEFER' ? 6000 : 20000) + t.int(0, 60000));
    const senior = /MASTER|CHIEF (OFFICER|ENGINEER)|FIRST ASSISTANT/.test(rank);
    const officer = ctx.ranks.get(rank)?.typeId !== 3 && !/CADET|COOK|MESSMAN|SEAMAN|OILER|WIPER/.test(rank);
    const basic = senior
      ? t.int(5500, 9500)
      : officer
        ? t.int(2200, 4200)
        : /CADET/.test(rank)
          ? t.int(400, 600)
          : t.int(650, 1100);
    const reason = t.weighted<string>([
      ['FC', 75],
      ['OR', 8],
      ['PR', 7],
      ['MR', 4],
      ['VL', 3],
      ['CF', 3],
    ]);
    const rankId = ctx.ranks.get(rank)?.id;
    const manning = t.chance(0.9)
      ? { manningId: t.pick(idsOf(ctx.keys, 'manning')) }
      : { otherManning: t.pick(D.OTHER_MANNINGS) };
    out.push({
      ...manning,
      vesselName: t.pick(D.PAST_VESSEL_NAMES),
      vesselTypeId: keyOf(ctx.keys, 'ship-type', type),
      flagId: keyOf(
        ctx.keys,
        'flag',
        t.pick(['PANAMA', 'LIBERIA', 'MARSHALL ISLANDS', 'SINGAPORE', 'HONG KONG', 'MALTA', 'BAHAMAS', 'JAPAN']),
      ),
      ...(rankId ? { rankId } : { otherRank: rank }),
      embarkDate: start.format('YYYY-MM-DD'),
      disembarkDate: end.format('YYYY-MM-DD'),
      ...(ctx.reasons.has(reason) ? { contractReasonId: ctx.reasons.get(reason) } : {}),
      ...(t.chance(0.7) ? { tradeRouteId: t.pick(idsOf(ctx.keys, 'trade-route')) } : {}),
      ...(CARGO[type] ? { cargoKind: t.pick(CARGO[type]) } : {}),
      grossTon: gt,
      deadWeight: Math.round(gt * (1.6 + t.int(0, 30) / 100)),
      // The engine and pay details: filled on about half the legacy's records, blank on the rest.
      ...(t.chance(0.45)
        ? {
            engineType: t.pick(D.ENGINE_TYPES),
            enginePower: t.int(60, 220) * 100,
            ums: t.chance(0.7),
            inmarsat: true,
            ...(t.chance(0.6) ? { unionName: t.pick(D.UNIONS) } : {}),
            basicSalary: basic,
            overtimeSalary: Math.round(basic * 0.3),
            allowance: t.pick([0, 100, 150, 200]),
            vlp: Math.round(basic / 10),
          }
        : {}),
    });
    end = start.subtract(t.int(2, 6), 'month');
  }
  return out;
}

type Member = Fields & { alive: boolean; order: number };

/** 2-5 family members; exactly one living next of kin (the spouse, else a parent, else a sibling). */
function familyOf(
  t: ReturnType<typeof tools>,
  r: Rand,
  ctx: Context,
  crew: Crew,
  status: string,
  birthYear: number,
  home: Place,
  homeAddress: string,
) {
  const rel = (name: string) => keyOf(ctx.keys, 'relationship', name);
  const born = (year: number) =>
    `${year}-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const household = { address: homeAddress };
  const members: Member[] = [];
  const deceased = (birth: number, ageNow: number): Fields => {
    const year = Math.min(2025, Math.max(birth + 40, 2026 - t.int(1, Math.max(1, ageNow - 55))));
    return {
      deceasedDate: `${year}-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`,
      deathCause: t.pick(D.DEATH_CAUSES),
    };
  };
  const age = 2026 - birthYear;
  const parent = (male: boolean, order: number) => {
    const year = birthYear - t.int(male ? 24 : 21, male ? 36 : 32);
    const dead = t.chance(Math.min(0.85, Math.max(0.03, (2026 - year - 55) / 40)));
    members.push({
      relationshipId: rel(male ? 'FATHER' : 'MOTHER'),
      lastName: crew.last_name,
      firstName: t.pick(male ? D.PARENT_FIRST_NAMES.male : D.PARENT_FIRST_NAMES.female),
      // A Filipino's middle name is his mother's maiden surname.
      middleName: male ? t.pick(MIDDLE_NAMES) : (crew.middle_name ?? t.pick(MIDDLE_NAMES)),
      birthdate: born(year),
      male: male ? '1' : '0',
      ...(dead
        ? deceased(year, 2026 - year)
        : { jobStatus: 2026 - year > 62 ? 'N' : 'W', telephone: mobile(r), ...household }),
      ...(!dead && 2026 - year <= 62
        ? { occupation: t.pick(['FARMER', 'FISHERMAN', 'TRICYCLE DRIVER', 'VENDOR', 'RETIRED SEAFARER']) }
        : {}),
      alive: !dead,
      order,
    });
  };
  const hasSpouse = status === 'MARRIED' || status === 'WIDOWED' || status === 'SEPARATED';
  if (hasSpouse) {
    const year = birthYear + t.int(-2, 7);
    const occupation = t.pick(D.SPOUSE_OCCUPATIONS);
    const spouseMaiden = t.pick(LAST_NAMES.filter((n) => n !== crew.last_name));
    const dead = status === 'WIDOWED';
    members.push({
      relationshipId: rel('SPOUSE'),
      lastName: crew.last_name,
      firstName: t.pick(D.FEMALE_FIRST_NAMES),
      middleName: spouseMaiden,
      birthdate: born(year),
      male: '0',
      ...(dead
        ? deceased(year, 2026 - year)
        : {
            jobStatus: occupation === 'HOUSEWIFE' ? 'N' : 'W',
            occupation,
            telephone: mobile(r),
            ...(t.chance(0.4)
              ? { email: `${crew.last_name.replace(/\s/g, '').toLowerCase()}.family${crew.id}@mail.example.com` }
              : {}),
          }),
      ...(status === 'MARRIED' ? { ...household, dependent: true, allottee: true } : {}),
      alive: !dead,
      order: 0,
    });
    const kids = age < 27 ? t.int(0, 1) : t.int(0, 3);
    for (let k = 0; k < kids; k++) {
      const year = Math.min(2025, birthYear + t.int(24, 38));
      const male = t.chance(0.5);
      const kidAge = 2026 - year;
      members.push({
        relationshipId: rel(male ? 'SON' : 'DAUGHTER'),
        lastName: crew.last_name,
        firstName: t.pick(male ? D.CHILD_FIRST_NAMES.male : D.CHILD_FIRST_NAMES.female),
        middleName: spouseMaiden,
        birthdate: born(year),
        male: male ? '1' : '0',
        jobStatus: kidAge < 4 ? 'N' : kidAge <= 22 ? 'S' : 'W',
        ...(kidAge > 22 ? { occupation: t.pick(D.ADULT_OCCUPATIONS) } : {}),
        ...(kidAge < 21 ? { dependent: true } : {}),
        ...household,
        alive: true,
        order: 3,
      });
    }
  }
  parent(true, 1);
  parent(false, 2);
  const sibling = () => {
    const male = t.chance(0.5);
    const occupation = t.pick(D.ADULT_OCCUPATIONS);
    members.push({
      relationshipId: rel(male ? 'BROTHER' : 'SISTER'),
      lastName: crew.last_name,
      firstName: t.pick(male ? D.CHILD_FIRST_NAMES.male : D.FEMALE_FIRST_NAMES),
      ...(crew.middle_name ? { middleName: crew.middle_name } : {}),
      birthdate: born(birthYear + t.int(-8, 10)),
      male: male ? '1' : '0',
      jobStatus: 'W',
      occupation,
      telephone: mobile(r),
      ...(occupation.startsWith('OFW') ? { abroad: true } : {}),
      alive: true,
      order: 4,
    });
  };
  while (members.length < 5 && t.chance(members.length < 3 ? 0.4 : 0.2)) sibling();
  // The next of kin: the wife of a married crew, else a living parent, else a brother or sister.
  const candidates = (m: Member) => (status === 'MARRIED' ? m.order === 0 : m.alive && m.order > 0 && m.order !== 3);
  if (!members.some(candidates)) sibling();
  members.sort((a, b) => a.order - b.order);
  const kin = members.find(candidates)!;
  kin.kin = true;
  if (status !== 'MARRIED') kin.allottee = true;
  // The kin's address is picked from the PSGC lists too (the emergency contact's); the others keep the text.
  if (kin.address === homeAddress) Object.assign(kin, psgcFields(home));
  // At most 5: the household first (wife, parents, children), then brothers and sisters; the kin always stays.
  const kept = members.slice(0, 5);
  if (!kept.includes(kin)) kept[4] = kin;
  return kept.map(({ alive: _a, order: _o, ...fields }) => fields);
}

/** One crew's 201 records, in the order a crewing officer would file them. */
export function recordsOf(ctx: Context, crew: Crew): Rec[] {
  const r = rand201(crew.id, 3);
  const t = tools(r);
  const k = (kind: KeyListKind, name: string) => keyOf(ctx.keys, kind, name);
  const anyKey = (kind: KeyListKind) => t.pick(idsOf(ctx.keys, kind));
  const birthYear = Number((crew.birthdate ?? '1985').slice(0, 4));
  const rank = ctx.rankNames.get(crew.rank_id) ?? '';
  const rankType = ctx.ranks.get(rank)?.typeId ?? 3;
  const status = [...ctx.keys['civil-status']].find(([, id]) => id === crew.civil_status_id)?.[0] ?? 'SINGLE';
  const vesselId = () => crew.onboard_vessel_id ?? t.pick(ctx.vesselIds);
  const out: Rec[] = [];
  const add = (family: RecordFamily, fields: Fields) => out.push({ family, fields });

  // Addresses: the permanent home; a present address in Metro Manila while lining up, or a provincial one.
  const home = homeOf(crew.id);
  const homeAddress = `${t.int(1, 399)} ${t.pick(D.STREETS)}, ${t.pick(D.VILLAGES)}`;
  add(F.address, { addressTypeId: k('address-type', 'PERMANENT'), address: homeAddress, ...psgcFields(home) });
  const ncr = home.regionCode.startsWith('13');
  if (!ncr && t.chance(0.35)) {
    const there = placeIn(r, '1300000000');
    add(F.address, {
      addressTypeId: k('address-type', 'PRESENT'),
      address: t.pick(D.MANILA_LODGINGS),
      ...psgcFields(there),
    });
  } else if (ncr && t.chance(0.5)) {
    const there = placeIn(r);
    add(F.address, {
      addressTypeId: k('address-type', 'PROVINCIAL'),
      address: `${t.pick(D.VILLAGES)}, ${t.pick(D.STREETS)}`,
      ...psgcFields(there),
    });
  }

  // Contacts: his mobile, then his email, Facebook or Viber.
  const phone = crew.contact_number ?? mobile(r);
  add(F.contact, { contactTypeId: k('contact-type', 'MOBILE'), contact: phone });
  const more: Fields[] = [];
  if (crew.email && t.chance(0.4)) more.push({ contactTypeId: k('contact-type', 'EMAIL'), contact: crew.email });
  if (crew.fb_mail && t.chance(0.25))
    more.push({ contactTypeId: k('contact-type', 'FACEBOOK'), contact: crew.fb_mail });
  if (t.chance(0.15))
    more.push({ contactTypeId: k('contact-type', 'VIBER'), contact: phone, remarks: 'SAME AS MOBILE' });
  for (const c of more.slice(0, 2)) add(F.contact, c);

  // Education: college (a maritime school for officers), and often the high school before it.
  const deck = rankType === 1 || /BOSUN|SEAMAN/.test(rank);
  if (rankType === 3 && /COOK|MESSMAN/.test(rank)) {
    add(F.education, {
      educationLevelId: k('education-level', 'VOCATIONAL'),
      otherSchool: `${home.municipalityName} TESDA TRAINING CENTER`,
      courseId: k('course', 'SCS NC III'),
      yearGraduated: birthYear + t.int(18, 24),
    });
  } else if (rank === 'ELECTRICIAN') {
    add(F.education, {
      educationLevelId: k('education-level', 'COLLEGE'),
      schoolId: k('school', t.pick(['TIP', 'CIT-U', 'UP', 'FEATI'])),
      courseId: k('course', 'BSEE'),
      yearGraduated: birthYear + t.int(21, 24),
    });
  } else if (rankType !== 3 || t.chance(0.6)) {
    const school = t.pick([
      'PMMA',
      'MAAP',
      'JBLFMU',
      'PMI',
      'UC-METC',
      'AIMS',
      'MPC',
      'LIMA',
      'DMMA',
      'TIP',
      'FEATI',
      'UPHSD',
      'ZSCMST',
    ]);
    const graduated = rankType !== 3 || t.chance(0.5);
    add(F.education, {
      educationLevelId: k('education-level', 'COLLEGE'),
      schoolId: k('school', school),
      courseId: k('course', deck ? 'BSMT' : 'BSMarE'),
      ...(graduated ? { yearGraduated: birthYear + t.int(20, 23) } : {}),
    });
  }
  if (t.chance(0.5) || !out.some((x) => x.family === F.education)) {
    add(F.education, {
      educationLevelId: k('education-level', 'HIGH SCHOOL'),
      otherSchool: `${home.municipalityName} NATIONAL HIGH SCHOOL`,
      yearGraduated: birthYear + t.int(16, 17),
    });
  }

  // Family, and the emergency contact: the next of kin.
  const members = familyOf(t, r, ctx, crew, status, birthYear, home, homeAddress);
  for (const m of members) add(F.family, m);
  const kin = members.find((m) => m.kin === true)!;
  add(F.emergencyContact, {
    name: `${kin.firstName as string} ${kin.lastName as string}`,
    relationshipId: kin.relationshipId,
    telephone: kin.telephone ?? phone,
    ...(kin.email ? { email: kin.email } : {}),
    address: `${(kin.address as string | undefined) ?? homeAddress}, ${home.label}`,
  });

  for (const x of outsideExperience(t, ctx, crew, birthYear)) add(F.outsideExperience, x);

  // A minority have more: comments, incidents, medical issues, P&I cases, trainings, scholarships...
  const recent = () => t.date('2021-01-10', '2025-11-30');
  for (let i = t.chance(0.2) ? t.int(1, 2) : 0; i > 0; i--) {
    add(F.comment, { commentDate: recent(), commentatorId: anyKey('commentator'), comment: t.pick(D.COMMENTS) });
  }
  if (t.chance(0.07)) {
    const type = t.pick(Object.keys(D.INCIDENTS));
    const text = D.INCIDENTS[type]!;
    add(F.incident, {
      incidentDate: recent(),
      incidentTypeId: k('incident-type', type),
      vesselId: vesselId(),
      description: text.description,
      actionTaken: text.action,
    });
  }
  if (t.chance(0.1)) {
    const m = t.pick(D.MEDICAL_ISSUES);
    const date = recent();
    const type =
      m.issue === 'TOOTHACHE'
        ? 'DENTAL EMERGENCY'
        : /LACERATION|SPRAIN|BACK/.test(m.issue)
          ? 'INJURY ONBOARD'
          : t.pick(['ILLNESS ONBOARD', 'PRE-EMPLOYMENT MEDICAL FINDING']);
    add(F.medicalIssue, {
      incidentDate: date,
      medicalIncidentTypeId: k('medical-incident-type', type),
      ...m,
      vesselId: vesselId(),
      status: date < '2025-06-01' ? 'CLOSED' : 'OPEN',
    });
  }
  if (t.chance(0.05)) {
    const reported = dayjs(recent());
    const checkups = t.int(1, 3);
    const closed = t.chance(0.6);
    const pandi: Rec = {
      family: F.pandi,
      fields: {
        dateReported: reported.format('YYYY-MM-DD'),
        pandiClubId: anyKey('pandi-club'),
        vesselId: vesselId(),
        illness: t.pick(D.PANDI_ILLNESSES),
        ...(closed
          ? { resultId: k('pandi-result', t.pick(['FIT TO WORK', 'MAXIMUM MEDICAL IMPROVEMENT', 'CASE CLOSED'])) }
          : {}),
        remarks: 'REPATRIATED FOR MEDICAL TREATMENT UNDER THE POEA-SEC.',
      },
    };
    out.push(pandi);
    let date = reported.add(t.int(2, 7), 'day');
    for (let i = 0; i < checkups; i++) {
      const days = t.int(7, 30);
      const last = i === checkups - 1;
      out.push({
        family: F.pandiCheckup,
        fields: {
          pandiId: pandi,
          checkupDate: date.format('YYYY-MM-DD'),
          days,
          doctorRecommendationId: k(
            'doctor-recommendation',
            last && closed
              ? 'FIT TO RESUME SEA DUTIES'
              : t.pick(['CONTINUE MEDICATION', 'PHYSICAL THERAPY', 'REST AND RECUPERATION', 'REPEAT LABORATORY TESTS']),
          ),
          resultId: k('pandi-result', last && closed ? 'FIT TO WORK' : 'FOR FURTHER TREATMENT'),
        },
      });
      date = date.add(days, 'day');
    }
  }
  const trainings = D.TRAININGS_BY_CREW[rankType === 1 ? 'deck' : rankType === 2 ? 'engine' : 'rating'];
  for (let i = t.chance(0.3) ? t.int(1, 2) : 0; i > 0; i--) {
    const from = dayjs(t.date('2019-01-07', '2025-10-31'));
    add(F.training, {
      trainingId: k('training', t.pick(trainings)),
      trainingCenter: t.pick(D.TRAINING_CENTERS),
      dateFrom: from.format('YYYY-MM-DD'),
      dateTo: from.add(t.int(1, 5), 'day').format('YYYY-MM-DD'),
      certificateNo: `TC-${from.year()}-${String(t.int(1, 99999)).padStart(5, '0')}`,
    });
  }
  if (birthYear >= 1990 && rankType !== 3 && t.chance(0.25)) {
    const scholar = t.chance(0.7);
    const fastTrack = !scholar || t.chance(0.3);
    add(F.scholar, {
      ...(scholar ? { scholarId: anyKey('scholar') } : {}),
      ...(fastTrack
        ? {
            fastTrackId: k(
              'fast-track',
              rankType === 1 ? 'FAST TRACK TO SECOND OFFICER' : 'FAST TRACK TO SECOND ENGINEER',
            ),
          }
        : {}),
      dateStarted: t.date(`${birthYear + 18}-06-01`, `${birthYear + 24}-06-30`),
    });
  }
  if (t.chance(0.3)) {
    add(F.category, {
      categoryId: k(
        'category',
        t.weighted<string>([
          ['REGULAR', 60],
          ['POOL', 20],
          ['PROBATIONARY', 8],
          ['RESERVE', 7],
          ['REHIRE', 5],
        ]),
      ),
      ...(t.chance(0.4) ? { programId: anyKey('program') } : {}),
      // Special programs come from the programs flagged special (002 §7), as the form offers them.
      ...(t.chance(0.1) ? { specialProgramId: k('program', 'GAS CARRIER FAMILIARIZATION') } : {}),
    });
  }
  if (t.chance(0.08)) {
    const requested = dayjs(recent());
    add(F.certificate, {
      certificateTypeId: k(
        'certificate-type',
        t.weighted<string>([
          ['CERTIFICATE OF EMPLOYMENT', 60],
          ['CERTIFICATE OF SEA SERVICE', 25],
          ['CERTIFICATE OF NO PENDING CASE', 15],
        ]),
      ),
      purpose: t.pick(D.CERTIFICATE_PURPOSES),
      dateRequested: requested.format('YYYY-MM-DD'),
      ...(t.chance(0.9) ? { dateIssued: requested.add(t.int(1, 5), 'day').format('YYYY-MM-DD') } : {}),
    });
  }
  if (t.chance(0.04)) {
    const up = [...ctx.ranks].find(([name]) => RANK_BELOW[name] === rank)?.[1].id ?? crew.rank_id;
    add(F.recommendation, {
      recommendationDate: recent(),
      rankId: up,
      vesselId: vesselId(),
      recommendedBy: t.pick(D.RECOMMENDERS),
      status: t.weighted<string>([
        ['APPROVED', 5],
        ['PENDING', 3],
        ['DISAPPROVED', 1],
      ]),
    });
  }
  return out;
}

/**
 * Every demo crew's 201 records: one AddCrewRecord per record, ten crews per transaction. Needs
 * the crews and master data read models (run after the runner caught up); returns the commands.
 */
export async function seedCrew201(services: Services, keys: KeyLists, meta: Meta): Promise<number> {
  const db = services.db;
  const [ranks, vessels, reasons, crews] = await Promise.all([
    db.selectFrom('ranks').select(['id', 'name', 'rank_type_id']).execute(),
    db.selectFrom('vessels').select('id').orderBy('id').execute(),
    db.selectFrom('contract_reasons').select(['id', 'code']).execute(),
    db
      .selectFrom('crews')
      .select([
        'id',
        'last_name',
        'middle_name',
        'birthdate',
        'rank_id',
        'civil_status_id',
        'contact_number',
        'email',
        'fb_mail',
        'onboard_vessel_id',
      ])
      .orderBy('id')
      .execute(),
  ]);
  const ctx = recordsContext(keys, ranks, vessels, reasons);
  const at = services.clock().toISOString();
  const files = crews.map((crew) => ({
    crewId: crew.id,
    records: recordsOf(ctx, crew),
  }));
  return writeCrewRecords(services, files, meta, 'seed-crew-201', at);
}

/**
 * Writes the crews' records through AddCrewRecord (crewRecordItems), CREWS_PER_TRANSACTION crews a
 * transaction and PARALLEL_TRANSACTIONS at once.
 */
export async function writeCrewRecords(
  services: Services,
  files: Array<{ crewId: number; records: Rec[] }>,
  meta: Meta,
  commandPrefix: string,
  at: string,
): Promise<number> {
  const items = await crewRecordItems(services, files, at);
  const batches: BatchItem[][] = [];
  for (let i = 0; i < files.length; i += CREWS_PER_TRANSACTION) {
    const owners = new Set(files.slice(i, i + CREWS_PER_TRANSACTION).map((f) => f.crewId));
    batches.push(items.filter((x) => owners.has(x.crewId)).map((x) => x.item));
  }
  // A few transactions at once: the crews' streams are disjoint, and the time goes in round trips.
  let next = 0;
  const worker = async () => {
    for (let b = next++; b < batches.length; b = next++) {
      try {
        await services.commands.handleMany(batches[b]!, { commandId: `${commandPrefix}-${b}`, metadata: meta });
      } catch (e) {
        next = batches.length; // the other workers stop after their current transaction
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_TRANSACTIONS }, worker));
  return batches.reduce((n, b) => n + b.length, 0);
}

/**
 * The AddCrewRecord items of these crews' records, with the facts the server gathers for a user's
 * add (records/facts.ts, its key lists and files read once ahead). Ids are taken in crew order
 * before anything is written: the same ids however the writes interleave. A record's field holding
 * another Rec names that record's id.
 */
export async function crewRecordItems(
  services: Pick<Services, 'db'>,
  files: Array<{ crewId: number; records: Rec[] }>,
  at: string,
): Promise<Array<{ crewId: number; item: BatchItem }>> {
  const ids = await recordIds(
    services,
    files.reduce((n, c) => n + c.records.length, 0),
  );
  let taken = 0;
  for (const { records } of files) for (const rec of records) rec.id = ids[taken++]!;
  // A checkup names its P&I case by the record id the case was given above.
  const fieldsOf = (rec: Rec): Fields =>
    Object.fromEntries(
      Object.entries(rec.fields).map(([n, v]) => [
        n,
        typeof v === 'object' && v !== null && 'family' in v ? (v as Rec).id : v,
      ]),
    );
  const all = files.flatMap(({ crewId, records }) => records.map((rec) => ({ crewId, rec, fields: fieldsOf(rec) })));
  const source = await readAhead(
    services.db,
    all.map(({ rec, fields }) => ({ family: rec.family, fields })),
  );
  return Promise.all(
    all.map(async ({ crewId, rec, fields }) => {
      const facts = await gatherFacts(services.db, rec.family, fields, null, {}, source);
      const data = { crewId, family: rec.family.name, recordId: rec.id!, fields, facts, at };
      const command: CrewCommand = { type: 'AddCrewRecord', data };
      return { crewId, item: crews.item(crewId, command) };
    }),
  );
}
