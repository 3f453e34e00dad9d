import dayjs from 'dayjs';
import { sql } from 'kysely';
import { KEY_LIST_KINDS, todayIn, type CrewChangeCommand, type CrewCommand, type KeyListKind } from '@crewing/domain';
import { rebuildAll, type BatchItem } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { masterEntries } from '../master-data/commands.js';
import { crews } from '../crew/commands.js';
import { crewChanges } from '../crew-change/commands.js';
import { allProjections } from '../features.js';
import { crewPersonal, crewRecordItems, rand201, recordsContext, recordsOf, type KeyLists } from './crew-201.js';
import { documentRecordsOf } from './crew-documents.js';
import { DEMO_DOCUMENTS } from './data-documents.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES } from './data.js';
import { bulkSink, handlerSink } from './scale-sink.js';
import { SEED_META } from './seed.js';

/**
 * `npm run seed -- --scale [--crews N]` (issue 32): a large agency on top of the demo data. 10 fleets,
 * 200 vessels, N crews (default 50,000) with their 201 records and documents, five years of
 * contracts (sign-on, sign-off, arrival home) and the crew changes planned for those due off. Every
 * event is decided by the real deciders from the same commands the handler would take; `bulk`
 * writes them in large inserts and rebuilds the read models by replay (scale.int.spec.ts: the same
 * read models as through the handler).
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
  const onboard = new Map<number, number>();
  const standby: number[] = [];

  for (let done = 0; done < options.crews; done += CHUNK) {
    const crewIds = await ids(services, 'crew_id_seq', Math.min(CHUNK, options.crews - done));
    const streams = new Map<number, CrewCommand[]>();
    const plans: Array<{ crewId: number; vesselId: number; rankId: number }> = [];
    const files = crewIds.map((crewId) => {
      const r = rand201(crewId, 32);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
      const rank = ranks[Math.floor(r() * ranks.length)]!;
      const [lastName, firstName, middleName] = [pick(LAST_NAMES), pick(FIRST_NAMES), pick(MIDDLE_NAMES)];
      const year = 1965 + Math.floor(r() * 35);
      const birthdate = `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
      const personal = crewPersonal(crewId, year, keys);
      const hired = r() < 0.8;
      const commands: CrewCommand[] = [
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
      ];
      // Five years of contracts: 6 to 10 months aboard, 2 to 5 months home; the last one open while his vessel has room.
      let vesselId = 0;
      if (hired) {
        let on = today.subtract(5, 'year').add(Math.floor(r() * 400), 'day');
        for (;;) {
          vesselId = pick(vessels).id;
          const off = on.add(180 + Math.floor(r() * 120), 'day');
          const stays = off.isAfter(today) && (onboard.get(vesselId) ?? 0) < ONBOARD_PER_VESSEL;
          if (off.isAfter(today) && !stays) break;
          commands.push({ type: 'SignOnCrew', data: { crewId, vesselId, rankId: rank.id, embarkDate: ymd(on), at } });
          if (stays) {
            onboard.set(vesselId, (onboard.get(vesselId) ?? 0) + 1);
            // Due off within a few months: his relief is planned on the board, with a standby crew of ours.
            if (today.diff(on, 'day') > 120 && r() < 0.8) plans.push({ crewId, vesselId, rankId: rank.id });
            vesselId = -vesselId;
            break;
          }
          const arrivalDate = ymd(off.add(2, 'day'));
          commands.push({
            type: 'RecordCrewArrival',
            data: {
              crewId,
              arrivalDate,
              vesselId,
              crewChangeId: null,
              disembarkDate: ymd(off),
              contractReasonId: finished,
              at,
            },
          });
          on = off.add(60 + Math.floor(r() * 90), 'day');
          if (on.isAfter(today)) break;
        }
      }
      if (hired && vesselId >= 0) standby.push(crewId);
      streams.set(crewId, commands);
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
      return { crewId, records: [...recordsOf(ctx, crew), ...docs] };
    });
    const records = new Map<number, BatchItem[]>();
    for (const { crewId, item } of await crewRecordItems(services, files, at))
      records.set(crewId, [...(records.get(crewId) ?? []), item]);
    // Plan Crew Change (planCrewChange's items): the crew change, and its off-signer's stream told of it.
    const planItems = new Map<number, BatchItem[]>();
    const planIds = await ids(services, 'crew_change_id_seq', plans.length);
    for (const [i, p] of plans.entries()) {
      const crewChangeId = planIds[i]!;
      const reliever = standby.shift();
      const fleetId = vessels.find((v) => v.id === p.vesselId)!.fleetId;
      const plan: CrewChangeCommand = {
        type: 'PlanCrewChange',
        data: {
          crewChangeId,
          vesselId: p.vesselId,
          fleetId,
          rankId: p.rankId,
          offSignerCrewId: p.crewId,
          relieverCrewIds: reliever === undefined ? [] : [reliever],
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
      const items = group.flatMap((crewId) => [
        ...streams.get(crewId)!.map((c) => crews.item(crewId, c)),
        ...(records.get(crewId) ?? []),
        ...(planItems.get(crewId) ?? []),
      ]);
      await sink.send(items, `seed-scale-crews-${group[0]}`);
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
