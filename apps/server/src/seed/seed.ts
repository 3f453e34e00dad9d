import { DEPT, POS, type CrewCommand, type MasterDataKind, type UserProfile } from '@crewing/domain';
import { DEMO_PASSWORD } from '../shared/demo.js';
import type { EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { masterEntries } from '../master-data/commands.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { seedCompanyProfile } from './company-profile.js';
import { nextId } from '../users/commands.js';
import { createDemoUser } from '../users/demo-user.js';
import { seedCrewChanges } from './crew-changes.js';
import { seedVesselMasterData } from './vessels.js';
import { crewPersonal, seedCrew201, seedKeyLists } from './crew-201.js';
import { seedCrewDocuments, seedDocumentCatalog, seedDocumentMatrices } from './crew-documents.js';
import { seedFinance } from './finance.js';
import { seedStaff } from './staff.js';
import { seedReportSignatories } from './report-signatories.js';
import { seedCrewHistory } from './crew-history.js';
import { settle } from '../platform/process.js';
import { seedDebriefings } from './debriefings.js';
import {
  CONTRACT_REASONS,
  FIRST_NAMES,
  FLEETS,
  INNS,
  LABORATORIES,
  LAST_NAMES,
  MIDDLE_NAMES,
  PORTS,
  RANKS,
  VESSEL_NAMES,
} from './data.js';
import { handleMany } from '../platform/stream-commands.js';
import { features } from '../features.js';
import { crews } from '../crew/commands.js';

/** The embark grid's 23 columns: how many draws the documents of the seed before issue 9 took. */
const EMBARK_DOCUMENT_COUNT = 23;

export const SEED_META: Omit<EventMetadata, 'commandId'> = {
  userId: null,
  userName: 'SYSTEM SEED',
  device: 'SERVER',
  browser: 'SEED SCRIPT',
  os: 'SERVER',
  ip: '127.0.0.1',
  correlationId: 'seed',
  causationId: null,
};

/** A small deterministic generator: the same seed gives the same demo data on every machine. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  profile: Partial<UserProfile>;
}

export function demoUsers(fleetIds: { pcc: number; bulk: number }): DemoUser[] {
  const base = { userTypeId: 2, positionIds: [] as number[], grants: [] as UserProfile['grants'] };
  return [
    {
      username: 'admin',
      firstName: 'ADA',
      lastName: 'ADMINISTRADOR',
      profile: { ...base, userTypeId: 1, departmentId: DEPT.admin },
    },
    {
      username: 'ops',
      firstName: 'OSCAR',
      lastName: 'OPERACION',
      profile: { ...base, departmentId: DEPT.operations, positionIds: [POS.operationsManager] },
    },
    { username: 'dss', firstName: 'DIANA', lastName: 'SUPORTA', profile: { ...base, departmentId: DEPT.dss } },
    {
      username: 'management',
      firstName: 'MANUEL',
      lastName: 'GERENTE',
      profile: { ...base, departmentId: DEPT.management, positionIds: [POS.generalManager] },
    },
    {
      username: 'crewing',
      firstName: 'CRISTINA',
      lastName: 'OFICIAL',
      profile: {
        ...base,
        departmentId: DEPT.bulk,
        positionIds: [POS.crewingOfficer],
        fleetId: fleetIds.bulk,
        vesselTypeId: 2,
      },
    },
    {
      username: 'aib',
      firstName: 'ALMA',
      lastName: 'ASISTENTE',
      profile: { ...base, departmentId: DEPT.bulk, positionIds: [POS.aib], fleetId: fleetIds.bulk, vesselTypeId: 2 },
    },
    {
      username: 'mgc',
      firstName: 'MIGUEL',
      lastName: 'KOORDINADOR',
      profile: { ...base, departmentId: DEPT.pcc, positionIds: [POS.mgc], fleetId: fleetIds.pcc, vesselTypeId: 1 },
    },
    {
      username: 'staffdb',
      firstName: 'SOFIA',
      lastName: 'TALAAN',
      profile: { ...base, departmentId: DEPT.admin, grants: ['staff-database'] },
    },
  ];
}

export interface SeedResult {
  crewChanges: number;
  users: number;
  vessels: number;
  crews: number;
  commands: number;
}

/** Builds the demo data set through the same command handlers users go through: all of it is events. */
export async function seed(services: Services, options: { scale?: number } = {}): Promise<SeedResult> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const rand = prng(2026);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const at = () => services.clock().toISOString();
  let commands = 0;

  const master = async (
    kind: MasterDataKind,
    sequence: Parameters<typeof nextId>[1],
    fields: Record<string, unknown>,
  ) => {
    const id = await nextId(services, sequence);
    await masterEntries(kind).handle(
      services,
      id,
      { type: 'CreateMasterRecord', data: { kind, id, fields, at: at() } },
      { commandId: `seed-${kind}-${id}`, metadata: SEED_META },
    );
    commands++;
    return id;
  };

  const fleetIds: number[] = [];
  for (const f of FLEETS) fleetIds.push(await master('fleet', 'fleet', f));
  const rankIds: number[] = [];
  for (const [i, r] of RANKS.entries()) rankIds.push(await master('rank', 'rank', { ...r, sortOrder: i + 1 }));
  for (const p of PORTS) await master('port', 'port', p);
  for (const h of INNS) await master('inn', 'inn', h);
  for (const l of LABORATORIES) await master('laboratory', 'laboratory', l);
  for (const c of CONTRACT_REASONS) await master('contract-reason', 'contract_reason', c);
  // Issue 8: the 201 file's key lists; their own id sequence, so the other ids stay as they were.
  const keys = await seedKeyLists(services, SEED_META);
  commands += keys.commands;
  // Issue 9: the document master list and which documents each rank and flag requires.
  commands += await seedDocumentCatalog(services, SEED_META);
  commands += await seedDocumentMatrices(
    services,
    keys,
    RANKS.map((r, i) => ({ id: rankIds[i]!, name: r.name })),
    SEED_META,
  );

  const vesselIds: number[] = [];
  for (let s = 0; s < scale; s++) {
    for (const [i, name] of VESSEL_NAMES.entries()) {
      const fleetIndex = i < 6 ? 0 : i < 13 ? 1 : 2;
      const fleet = FLEETS[fleetIndex]!;
      vesselIds.push(
        await master('vessel', 'vessel', {
          name: scale > 1 ? `${name} ${s + 1}` : name,
          code: `V${String(s * 100 + i + 1).padStart(3, '0')}`,
          fleetId: fleetIds[fleetIndex]!,
          vesselTypeId: fleet.vesselTypeId,
          flag: pick(['PANAMA', 'LIBERIA', 'MARSHALL ISLANDS', 'SINGAPORE', 'BAHAMAS']),
          grossTon: Math.round(20000 + rand() * 60000),
          totalCrew: 20,
        }),
      );
    }
  }

  // Issue 10: the vessel key lists and every vessel's 000 §3 fields (after the flag and trade route keys above).
  await services.runner.catchUp(60_000);
  commands += await seedVesselMasterData(services, vesselIds, SEED_META);

  const hash = await hashPassword(DEMO_PASSWORD);
  const users = demoUsers({ pcc: fleetIds[0]!, bulk: fleetIds[1]! });
  for (const [i, u] of users.entries()) {
    const employeeId = `EMP-${String(i + 1).padStart(4, '0')}`;
    await createDemoUser(services, { metadata: SEED_META, hash }, u, {
      employeeId,
      departmentId: DEPT.admin,
      ...u.profile,
    });
    commands++;
  }

  // The crewing officer is in charge of the bulk fleets, the hotel coordinator's fleet has none yet.
  const crewing = await services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'crewing')
    .executeTakeFirstOrThrow();
  for (const fleetId of fleetIds.slice(1)) {
    await masterEntries('fleet').handle(
      services,
      fleetId,
      {
        type: 'UpdateMasterRecord',
        data: { kind: 'fleet', id: fleetId, changes: { officerUserId: crewing.id }, at: at() },
      },
      { commandId: `seed-fleet-${fleetId}-officer`, metadata: SEED_META },
    );
    commands++;
  }

  // 400 crew per scale step: about half onboard a vessel (20 a vessel at most), the rest standby.
  const crewCount = 400 * scale;
  const onboardPerVessel = new Map<number, number>();
  for (let n = 0; n < crewCount; n++) {
    const crewId = await nextId(services, 'crew');
    const rankIndex = Math.floor(rand() * rankIds.length);
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const year = 1965 + Math.floor(rand() * 35);
    const commandsForCrew: CrewCommand[] = [
      {
        type: 'RegisterCrew',
        data: {
          crewId,
          at: at(),
          profile: {
            // Issue 8: applicant no., IPN, status and principal come from the id, not from rand(),
            // so the rest of the demo data (names, vessels, crew changes) stays as it was.
            applicantNo: `A${String(crewId).padStart(7, '0')}`,
            ...(crewId % 5 === 0 ? {} : { ipn: `IPN${String((crewId * 7919) % 1000000).padStart(6, '0')}` }),
            principalId: crewId % 4 === 0 ? null : 1 + (crewId % 3),
            crewCode: `C${String(crewId).padStart(6, '0')}`,
            lastName,
            firstName,
            middleName: pick(MIDDLE_NAMES),
            birthdate: `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
            rankId: rankIds[rankIndex]!,
            contactNumber: `09${Math.floor(100000000 + rand() * 899999999)}`,
            email: `crew${crewId}@mail.example.com`,
            fbMail: `${firstName.split(' ')[0]!.toLowerCase()}.${lastName.replace(/\s/g, '').toLowerCase()}`,
            // Personal information from the crew id's own generator: rand() draws as before.
            ...crewPersonal(crewId, year, keys),
          },
        },
      },
    ];
    // Issue 9: documents and vaccines are crew records now (seedCrewDocuments). The draws they took
    // stay, so names, vessels and crew changes come out as they did before.
    for (let d = 0; d < EMBARK_DOCUMENT_COUNT; d++) if (rand() < 0.6) for (let k = 0; k < 3; k++) rand();
    if (rand() < 0.85) rand();
    const vesselId = vesselIds[n % vesselIds.length]!;
    if (rand() < 0.55 && (onboardPerVessel.get(vesselId) ?? 0) < 20) {
      onboardPerVessel.set(vesselId, (onboardPerVessel.get(vesselId) ?? 0) + 1);
      const month = 1 + Math.floor(rand() * 10);
      commandsForCrew.push({
        type: 'SignOnCrew',
        data: {
          crewId,
          vesselId,
          rankId: rankIds[rankIndex]!,
          embarkDate: `2026-${String(month).padStart(2, '0')}-15`,
          at: at(),
        },
      });
    }
    // A few standby crews are inactive (left the agency); every one onboard is active.
    if (commandsForCrew.every((c) => c.type !== 'SignOnCrew') && crewId % 17 === 0) {
      const registration = commandsForCrew[0]!;
      if (registration.type === 'RegisterCrew') registration.data.profile.status = 0;
    }
    // One transaction per crew: registration, documents, vaccines and sign-on land together.
    const items = commandsForCrew.map((command) => crews.item(crewId, command));
    await handleMany(services, items, { commandId: `seed-crew-${crewId}`, metadata: SEED_META });
    commands += commandsForCrew.length;
  }
  await services.runner.catchUp(120_000);
  // The 201 files (addresses, family, outside experience...) need the crews folded above.
  commands += await seedCrew201(services, keys, SEED_META);
  commands += await seedCrewDocuments(services, keys, SEED_META);
  // Crew changes need the crews and vessels read models folded above.
  const crewChanges = await seedCrewChanges(services, rand);
  // Issue 24: the confirmed dates above sign crews on and off; then a past year of contracts lived the same way.
  await settle(services);
  commands += await seedCrewHistory(services);
  // Issue 14: the office staff, with their own generator, after every other draw.
  commands += await seedStaff(services, keys, SEED_META);
  // Issue 15: finance and accounting users, loans, advances, withdrawals, evaluations, promotions (own generator, last).
  commands += await seedFinance(services, SEED_META);
  // Issue 13: debriefing records and debriefings for the crews who have arrived home (own generator, after the others).
  commands += await seedDebriefings(services);
  // Issue 12: the POEA reports' signatories (fleet signatories; no random draws).
  commands += await seedReportSignatories(services, SEED_META);
  // Issue 25: the company profile every printed document carries.
  commands += await seedCompanyProfile(services, SEED_META);
  // Each area's own demo data, declared in its manifest (holidays...): a new area needs no line here.
  for (const f of Object.values(features)) commands += (await f.demo?.(services, SEED_META)) ?? 0;
  // Promotions and debriefings may have made steps due: the demo starts settled.
  await settle(services);
  // Every account the demo holds (the named demo users, finance/accounting and the office staff), not only the first list.
  const accounts = await services.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { users: Number(accounts.n), vessels: vesselIds.length, crews: crewCount, crewChanges, commands };
}

export async function isEmpty(services: Services): Promise<boolean> {
  const row = await services.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}
