import dayjs from 'dayjs';
import { sql } from 'kysely';
import {
  crewChangeStream,
  KEY_LIST_KINDS,
  todayIn,
  type CrewChangeCommand,
  type CrewCommand,
  type KeyListKind,
} from '@crewing/domain';
import { rebuildAll, type BatchItem } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { masterEntries } from '../master-data/commands.js';
import { crews } from '../crew/commands.js';
import { crewChanges } from '../crew-change/commands.js';
import { allProjections } from '../features.js';
import {
  crewPersonal,
  crewRecordItems,
  rand201,
  recordsContext,
  recordsOf,
  type KeyLists,
  type Rec,
} from './crew-201.js';
import {
  boardItems,
  debriefingItems,
  financeRecords,
  lifecycleSteps,
  pemes,
  renewals,
  type Relief,
} from './scale-history.js';
import { documentRecordsOf } from './crew-documents.js';
import { DEMO_DOCUMENTS } from './data-documents.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES } from './data.js';
import { bulkSink, handlerSink } from './scale-sink.js';
import { SEED_META } from './seed.js';

/**
 * `npm run seed -- --scale [--crews N]` (issue 32): a large agency on top of the demo data. 10 fleets,
 * 200 vessels, N crews (default 50,000) with their 201 records and documents (and the documents' renewals over
 * five years), and five years of service: two crews of a rank relieve each other on a vessel, each relief a crew
 * change on the board (planned, edited, confirmed: scale-history.ts) whose confirmations the crew lifecycle turns
 * into sign-off, arrival home and sign-on; the crew home debriefed; finance and evaluations around each contract;
 * the crew changes planned for those due off. Every event is decided by the real deciders from the same commands
 * the handler would take; `bulk` writes them in large inserts and rebuilds the read models by replay
 * (scale.int.spec.ts: the same read models as through the handler and the lifecycle process).
 */
export interface ScaleOptions {
  crews: number;
  bulk: boolean;
  log?: (line: string) => void;
}
/** What was added (crews, and the fleets and vessels there are now), the events and the seconds spent. */
export type ScaleResult = Record<'crews' | 'fleets' | 'vessels' | 'events' | 'writeSeconds' | 'replaySeconds', number>;

const FLEETS = 10;
const VESSELS = 200;
const ONBOARD_PER_VESSEL = 22;
/** A contract of the five years: the relief that ended it (none while it is open). */
interface Contract {
  on: string;
  off: string | null;
  relief: Relief | null;
}

/** Crews per command (one transaction through the handler) and per read-ahead of their records' facts. */
const CREWS_PER_COMMAND = 10;
const CHUNK = 500;

async function keyLists(services: Services): Promise<KeyLists> {
  const rows = await services.db.selectFrom('key_items').select(['id', 'kind', 'name', 'code']).orderBy('id').execute();
  const out = Object.fromEntries(KEY_LIST_KINDS.map((k) => [k, new Map<string, number>()])) as KeyLists;
  for (const r of rows) {
    const list = out[r.kind as KeyListKind];
    if (!list) continue;
    list.set(r.name, r.id);
    if (r.code) list.set(r.code, r.id);
  }
  return out;
}

const ids = async (services: Services, sequence: string, n: number): Promise<number[]> =>
  n <= 0
    ? []
    : (
        await sql<{ id: string }>`select nextval(${sequence}) as id from generate_series(1, ${n})`.execute(services.db)
      ).rows.map((r) => Number(r.id));

export async function seedScale(services: Services, options: ScaleOptions): Promise<ScaleResult> {
  const log = options.log ?? (() => undefined);
  const db = services.db;
  const sink = options.bulk ? bulkSink(services, SEED_META) : handlerSink(services, SEED_META);
  const at = services.clock().toISOString();
  const today = dayjs(todayIn(services.clock(), services.env.TIME_ZONE));
  const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  const started = performance.now();

  const [keys, ranks, reasons, demoVessels, fleetRows] = await Promise.all([
    keyLists(services),
    db.selectFrom('ranks').select(['id', 'name', 'rank_type_id']).orderBy('id').execute(),
    db.selectFrom('contract_reasons').select(['id', 'code']).orderBy('id').execute(),
    db.selectFrom('vessels').select(['id', 'fleet_id']).orderBy('id').execute(),
    db.selectFrom('fleets').select(['id', 'vessel_type_id']).orderBy('id').execute(),
  ]);
  if (demoVessels.length === 0) throw new Error('seed --scale adds to the demo data: run it on a seeded database');

  // Fleets and vessels up to 10 and 200 (the demo has 3 and 20).
  const fleets = fleetRows.map((f) => ({ id: f.id, vesselTypeId: f.vessel_type_id ?? 1 }));
  const master: BatchItem[] = [];
  for (const id of await ids(services, 'fleet_id_seq', FLEETS - fleets.length)) {
    const vesselTypeId = 1 + (id % 2);
    fleets.push({ id, vesselTypeId });
    const fields = { name: `SCALE FLEET ${id}`, vesselTypeId };
    master.push(
      masterEntries('fleet').item(id, { type: 'CreateMasterRecord', data: { kind: 'fleet', id, fields, at } }),
    );
  }
  const vessels = demoVessels.map((v) => ({ id: v.id, fleetId: v.fleet_id }));
  for (const id of await ids(services, 'vessel_id_seq', VESSELS - vessels.length)) {
    const fleet = fleets[id % fleets.length]!;
    vessels.push({ id, fleetId: fleet.id });
    const code = `S${String(id).padStart(4, '0')}`;
    const fields = { name: `SCALE VESSEL ${id}`, code, fleetId: fleet.id, vesselTypeId: fleet.vesselTypeId };
    const command = { type: 'CreateMasterRecord' as const, data: { kind: 'vessel' as const, id, fields, at } };
    master.push(masterEntries('vessel').item(id, command));
  }
  if (master.length) await sink.send(master, 'seed-scale-master');

  // The 201 records name the demo vessels (their read model is there for the facts in either mode).
  const ctx = recordsContext(keys, ranks, demoVessels, reasons);
  const finished = ctx.reasons.get('FC') ?? reasons[0]!.id;
  const documents = new Map(DEMO_DOCUMENTS.map((d) => [d.id, d]));
  const idsOf = (kind: KeyListKind) => [...new Set(keys[kind]?.values() ?? [])];
  const financeKeys = { advanceTypes: idsOf('cash-advance-type'), withdrawalReasons: idsOf('withdrawal-reason') };
  const refIds = async (table: 'ports' | 'inns' | 'laboratories') =>
    (await db.selectFrom(table).select('id').orderBy('id').execute()).map((x) => x.id);
  const refs = {
    ports: await refIds('ports'),
    inns: await refIds('inns'),
    labs: await refIds('laboratories'),
    reasonId: finished,
  };
  if (!refs.ports.length || !refs.inns.length || !refs.labs.length)
    throw new Error('seed --scale: the reliefs name the demo ports, hotels and laboratories: none found');
  const onboard = new Map<number, number>();
  const todayYmd = ymd(today);
  const fiveYearsAgo = ymd(today.subtract(5, 'year'));

  for (let done = 0; done < options.crews; done += CHUNK) {
    const crewIds = await ids(services, 'crew_id_seq', Math.min(CHUNK, options.crews - done));
    const streams = new Map<number, CrewCommand[]>();
    const contracts = new Map<number, Contract[]>();
    const reliefs = new Map<number, Relief[]>();
    const plans: Array<{ crewId: number; vesselId: number; rankId: number; reliever: number }> = [];
    // Two crews of one rank relieve each other on one vessel (the second takes the first's rank and hiring).
    const pairOf = (i: number) => (i % 2 === 0 ? i + 1 : i - 1);
    const drawn = new Map<number, { rank: (typeof ranks)[number]; hired: boolean }>();
    const files = crewIds.map((crewId, i) => {
      const r = rand201(crewId, 32);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
      const own = ranks[Math.floor(r() * ranks.length)]!;
      const [lastName, firstName, middleName] = [pick(LAST_NAMES), pick(FIRST_NAMES), pick(MIDDLE_NAMES)];
      const year = 1965 + Math.floor(r() * 35);
      const birthdate = `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
      const personal = crewPersonal(crewId, year, keys);
      const partner = i % 2 === 1 ? drawn.get(crewIds[i - 1]!) : undefined;
      const rank = partner?.rank ?? own;
      // An unpaired last crew (an odd count) stays an applicant: nobody relieves him.
      const hired = (partner?.hired ?? r() < 0.8) && pairOf(i) < crewIds.length;
      drawn.set(crewId, { rank, hired });
      streams.set(crewId, [
        {
          type: 'RegisterCrew',
          data: {
            crewId,
            at,
            profile: {
              applicantNo: `A${String(crewId).padStart(7, '0')}`,
              ...(hired ? { crewCode: `C${String(crewId).padStart(6, '0')}` } : {}),
              ipn: `IPN${String((crewId * 7919) % 1000000).padStart(6, '0')}`,
              principalId: crewId % 4 === 0 ? null : 1 + (crewId % 3),
              lastName,
              firstName,
              middleName,
              birthdate,
              rankId: rank.id,
              contactNumber: `09${Math.floor(100000000 + r() * 899999999)}`,
              email: `crew${crewId}@mail.example.com`,
              ...personal,
            },
          },
        },
      ]);
      contracts.set(crewId, []);
      const crew = {
        id: crewId,
        last_name: lastName,
        first_name: firstName,
        middle_name: middleName,
        birthdate,
        rank_id: rank.id,
        civil_status_id: personal.civilStatusId ?? null,
        contact_number: null,
        email: `crew${crewId}@mail.example.com`,
        fb_mail: null,
        onboard_vessel_id: null,
      };
      const docs = documentRecordsOf({ ...crew, rank: rank.name, vesselFlag: null }, keys, today, documents);
      // The scans are left out: 50,000 crews' PDFs would be the database's bulk, not its events.
      for (const rec of docs) delete rec.fields.file;
      return { crewId, records: [...recordsOf(ctx, crew), ...renewals(docs, fiveYearsAgo), ...docs], docs };
    });
    // Five years of a pair: the first's first contract (signed on before the board's years: a fact on his stream),
    // then each relief on the board: 4 to 10 months aboard, the partner home meanwhile. The last contract stays open
    // while the vessel has room (his relief planned when he is due off), else he comes home with no reliever.
    for (let i = 0; i + 1 < crewIds.length; i += 2) {
      const [a, b] = [crewIds[i]!, crewIds[i + 1]!];
      if (!drawn.get(a)!.hired) continue;
      const r = rand201(a, 33);
      const rankId = drawn.get(a)!.rank.id;
      const vessel = vessels[Math.floor(r() * vessels.length)]!;
      const list: Relief[] = [];
      reliefs.set(a, list);
      // His first contract began before the five years (a fact on his stream), so the board's reliefs fill them.
      let t = today.subtract(5, 'year').subtract(Math.floor(r() * 200), 'day');
      let [o, h] = [a, b];
      streams
        .get(a)!
        .push({ type: 'SignOnCrew', data: { crewId: a, vesselId: vessel.id, rankId, embarkDate: ymd(t), at } });
      for (;;) {
        const contract: Contract = { on: ymd(t), off: null, relief: null };
        contracts.get(o)!.push(contract);
        // Up to 10 months: past the usual 9, some are overdue at a month's end (the dashboards count those).
        let off = t.add(120 + Math.floor(r() * 180), 'day');
        let last = false;
        if (off.isAfter(today.subtract(3, 'day'))) {
          // A full vessel: he came home early, on a day of this contract after its first month (s47: spread over it,
          // not all in the last three weeks, which put 15,000 homecomings on the 50,000-crew board's last month).
          const early = t.add(30 + Math.floor(r() * Math.max(today.diff(t, 'day') - 33, 1)), 'day');
          if ((onboard.get(vessel.id) ?? 0) < ONBOARD_PER_VESSEL || !early.isAfter(t.add(30, 'day'))) {
            onboard.set(vessel.id, (onboard.get(vessel.id) ?? 0) + 1);
            // Due off within a few months: his relief is planned on the board, his partner lined up.
            if (today.diff(t, 'day') > 120 && r() < 0.8)
              plans.push({ crewId: o, vesselId: vessel.id, rankId, reliever: h });
            break;
          }
          off = early;
          last = true;
        }
        const relief: Relief = {
          crewChangeId: 0,
          vesselId: vessel.id,
          fleetId: vessel.fleetId,
          rankId,
          offSigner: o,
          reliever: last ? null : h,
          date: ymd(off),
          arrival: ymd(off.add(2, 'day')),
        };
        list.push(relief);
        Object.assign(contract, { off: relief.date, relief });
        if (last) break;
        t = off;
        [o, h] = [h, o];
      }
    }
    const all = [...reliefs.values()].flat();
    const ccIds = await ids(services, 'crew_change_id_seq', all.length + plans.length);
    for (const [i, x] of all.entries()) x.crewChangeId = ccIds[i]!;
    const debriefingRecordIds = await ids(services, 'crew_record_id_seq', all.length);
    const debriefingRecordOf = new Map(all.map((x, i) => [x, debriefingRecordIds[i]!]));
    const recordsBy = async (list: Array<{ crewId: number; records: Rec[] }>) => {
      const out = new Map<number, BatchItem[]>();
      for (const { crewId, item } of await crewRecordItems(services, list, at))
        out.set(crewId, [...(out.get(crewId) ?? []), item]);
      return out;
    };
    const records = await recordsBy(files.map(({ crewId, records }) => ({ crewId, records })));
    const finance = await recordsBy(
      files.map(({ crewId, docs }) => ({
        crewId,
        records: [
          ...pemes(docs, contracts.get(crewId)!),
          ...financeRecords(
            contracts.get(crewId)!.map((c) => ({ on: c.on, off: c.off, crewChangeId: c.relief?.crewChangeId ?? null })),
            financeKeys,
            todayYmd,
            rand201(crewId, 34),
          ),
        ],
      })),
    );
    // Plan Crew Change (planCrewChange's items): the crew change, and its off-signer's stream told of it.
    const planItems = new Map<number, BatchItem[]>();
    for (const [i, p] of plans.entries()) {
      const crewChangeId = ccIds[all.length + i]!;
      const fleetId = vessels.find((v) => v.id === p.vesselId)!.fleetId;
      const plan: CrewChangeCommand = {
        type: 'PlanCrewChange',
        data: {
          crewChangeId,
          vesselId: p.vesselId,
          fleetId,
          rankId: p.rankId,
          offSignerCrewId: p.crewId,
          relieverCrewIds: [p.reliever],
          at,
          known: { vesselId: true, rankId: true },
          offSignerVesselId: p.vesselId,
          nfrCrewIds: [],
        },
      };
      const open: CrewCommand = {
        type: 'OpenCrewChangeForOffSigner',
        data: { crewId: p.crewId, crewChangeId, vesselId: p.vesselId, reopen: false, at },
      };
      planItems.set(p.crewId, [crewChanges.item(crewChangeId, plan), crews.item(p.crewId, open)]);
    }
    for (let i = 0; i < crewIds.length; i += CREWS_PER_COMMAND) {
      const group = crewIds.slice(i, i + CREWS_PER_COMMAND);
      const first = group[0]!;
      await sink.send(
        group.flatMap((crewId) => [
          ...streams.get(crewId)!.map((c) => crews.item(crewId, c)),
          ...(records.get(crewId) ?? []),
        ]),
        `seed-scale-crews-${first}`,
      );
      // The board's years, relief by relief: each round's confirmations are followed by the lifecycle's steps, as
      // the next relief's plan needs its off-signer signed on by the one before.
      const lists = group.map((crewId) => reliefs.get(crewId) ?? []);
      for (let round = 0; lists.some((l) => round < l.length); round++) {
        const now = lists.flatMap((l) => (round < l.length ? [l[round]!] : []));
        const written = await sink.send(
          now.flatMap((x) => boardItems(x, refs, rand201(x.crewChangeId, 35), at)),
          `seed-scale-board-${first}-${round}`,
        );
        const confirmations = new Map<string, Map<string, string>>();
        for (const w of written) {
          if (w.type !== 'DateConfirmed') continue;
          const byField = confirmations.get(w.streamId) ?? new Map<string, string>();
          byField.set((w.data as { field: string }).field, w.eventId);
          confirmations.set(w.streamId, byField);
        }
        await sink.lifecycle(() =>
          now.flatMap((x) =>
            lifecycleSteps(x, finished, confirmations.get(crewChangeStream.id(x.crewChangeId)) ?? new Map(), at),
          ),
        );
      }
      const plansOf = group.flatMap((crewId) => planItems.get(crewId) ?? []);
      if (plansOf.length) await sink.send(plansOf, `seed-scale-plans-${first}`);
      const after = [
        ...lists
          .flat()
          .flatMap((x) => debriefingItems(x, debriefingRecordOf.get(x)!, rand201(x.crewChangeId, 36), at, todayYmd)),
        ...group.flatMap((crewId) => finance.get(crewId) ?? []),
      ];
      if (after.length) await sink.send(after, `seed-scale-records-${first}`);
      sink.release();
    }
    log(`  ${done + crewIds.length} crews, ${sink.events.toLocaleString()} events`);
  }
  await sink.finish();
  const writeSeconds = (performance.now() - started) / 1000;
  const replayStarted = performance.now();
  if (options.bulk) {
    await rebuildAll(services.store, allProjections);
    // A bulk load's last step: the rebuilt read models were written as inserts and updates, so until a vacuum
    // they carry their dead versions (crews: 394 pages for 1,400 crews) and no visibility map, and every count
    // and index-only scan read the heap (the crew list's count was a sequential scan of the crews). s41: the
    // bench measured that state, not the one autovacuum leaves an agency in after a day.
    await sql`vacuum (analyze)`.execute(services.db);
  } else await services.runner.catchUp(600_000);
  return {
    crews: options.crews,
    fleets: fleets.length,
    vessels: vessels.length,
    events: sink.events,
    writeSeconds,
    replaySeconds: (performance.now() - replayStarted) / 1000,
  };
}
