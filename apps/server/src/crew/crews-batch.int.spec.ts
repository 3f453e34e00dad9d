import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AnyTrx, Change, StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { expectFoldsLike, foldedInBatches, storedEvents, type Fold } from '../testing/stored-events.js';
import { columns } from '../master-data/projection.js';
import { rowUpdate } from '../platform/db/row-update.js';
import { columnsOf, crewsProjection, movedTo, POSITION_COLUMNS, type Position } from './projection.js';

// s46: the crews read model folds a run of the lifecycle's steps in memory (one read, one UPDATE); s47: the profile
// updates, rank changes and corrections between them too. Whatever the batches (one event, a few, the whole stream),
// it must leave the rows, and say the changes, that the fold before s47 left (below, as it was: a statement an event
// but for the runs of steps), and they must say where each crew stands: five crews' registrations, contracts, a
// sign-off naming no vessel (his onboard vessel is kept as the last), arrivals, profile changes (set, cleared, left
// out), rank changes onboard and ashore, corrections, a withdrawn crew whose later events find no row, a crew
// registered again, and events of a crew never registered.
const file = useTestServices();

/** The fold before s47 (main at bd4aad2). */
// Where a step leaves him (`movedTo`) is the lifecycle's definition, shared; what is proved here is the batching.
const POSITION_EVENTS = new Set(['CrewSignedOn', 'CrewSignedOff', 'CrewArrivedHome']);
async function applyPositions(trx: AnyTrx, run: readonly StoredEvent[]) {
  const ids = [...new Set(run.map((e) => (e.data as { crewId: number }).crewId))];
  const rows = await sql<Position & { id: number }>`
    select id, ${sql.join(POSITION_COLUMNS.map((c) => sql.ref(c)))}
    from crews where id = any(${sql.val(ids)}::int[])`.execute(trx);
  const at = new Map<number, Position & { id: number; version?: number }>(rows.rows.map((r) => [r.id, r]));
  const changes: Change[] = [];
  for (const stored of run) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    const crewId = (e.data as { crewId: number }).crewId;
    const was = at.get(crewId);
    if (was) at.set(crewId, { ...movedTo(was, e), id: crewId, version: stored.streamVersion });
    changes.push({ topic: topics.crew(crewId) }, { topic: topics.dashboard() });
  }
  if (at.size === 0) return changes;
  const set = sql.join(['version', ...POSITION_COLUMNS].map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`));
  await sql`update crews set ${set} from json_populate_recordset(null::crews, ${JSON.stringify([...at.values()])}::json) v
    where crews.id = v.id`.execute(trx);
  return changes;
}
async function reference(trx: AnyTrx, stored: StoredEvent): Promise<Change[] | undefined> {
  if (POSITION_EVENTS.has(stored.type)) return applyPositions(trx, [stored]);
  const e = { type: stored.type, data: stored.data } as CrewEvent;
  const version = stored.streamVersion;
  const update = rowUpdate(trx, 'crews', { id: e.data.crewId }, { version });
  switch (e.type) {
    case 'CrewRegistered':
      await trx
        .insertInto('crews')
        .values({ id: e.data.crewId, version, ...columns(e.data.profile) } as never)
        .execute();
      break;
    case 'CrewRegistrationWithdrawn':
      await trx.deleteFrom('crews').where('id', '=', e.data.crewId).execute();
      break;
    case 'CrewProfileUpdated':
    case 'CrewRankChanged':
    case 'CrewSeaServiceCorrected':
      // Which columns each sets is the projection's (`columnsOf`); the reference differs in its statement an event.
      await update(columnsOf({}, e));
      break;
    default:
      return;
  }
  return [{ topic: topics.crew(e.data.crewId) }, { topic: topics.dashboard() }];
}

function story(): StoredEvent[] {
  const next = storedEvents();
  const at = '2026-11-28T00:00:00.000Z';
  const event = (type: string, data: { crewId: number } & Record<string, unknown>) =>
    next(`crew-${data.crewId}`, type, { ...data, at });
  const register = (crewId: number, more: Record<string, unknown> = {}) =>
    event('CrewRegistered', {
      crewId,
      profile: { lastName: `CREW${crewId}`, firstName: 'TEST', rankId: 3, applicantNo: `A${crewId}`, ...more },
    });
  const on = (crewId: number, vesselId: number, embarkDate: string) =>
    event('CrewSignedOn', { crewId, vesselId, rankId: 3, embarkDate });
  const off = (crewId: number, vesselId: number | null, disembarkDate: string) =>
    event('CrewSignedOff', { crewId, vesselId, disembarkDate });
  const home = (crewId: number, arrivalDate: string) => event('CrewArrivedHome', { crewId, arrivalDate });
  const profile = (crewId: number, changes: Record<string, unknown>) =>
    event('CrewProfileUpdated', { crewId, changes });
  const rank = (crewId: number, rankId: number, onboard: boolean) =>
    event('CrewRankChanged', { crewId, rankId, previousRankId: 3, effectiveDate: '2021-01-01', onboard });
  const corrected = (crewId: number, position: Record<string, unknown>) =>
    event('CrewSeaServiceCorrected', {
      crewId,
      stintNo: 1,
      changes: {},
      previous: {},
      voided: false,
      reason: 'T',
      position,
    });
  return [
    ...[1, 2, 3, 4].map((id) => register(id)),
    register(5, { height: '170.50', birthdate: '1990-02-03', male: 1 }),
    on(1, 10, '2021-01-05'),
    profile(1, { availabilityDate: '2027-01-03' }),
    on(2, 11, '2021-02-01'),
    off(1, null, '2021-08-01'),
    home(1, '2021-08-03'),
    on(3, 12, '2021-03-01'),
    profile(2, { contactNumber: '0917', email: 'a@b.c', height: 181.25 }),
    off(2, 11, '2021-09-09'),
    rank(3, 4, true),
    profile(5, { weight: '72.0', photoFileId: 'A0000000-0000-4000-8000-00000000000A' }),
    off(3, null, '2021-10-10'),
    rank(2, 5, false), // ashore: his last rank stays
    home(2, '2021-09-11'),
    profile(2, { email: null, middleName: undefined }), // cleared, and left out (null too: columns())
    on(1, 13, '2022-01-01'),
    register(6, { status: 2 }), // registered between the steps: his row folds in memory until its INSERT
    on(6, 18, '2022-05-05'),
    off(6, null, '2022-06-06'),
    profile(6, { email: 'six@x.y' }),
    home(6, '2022-06-08'),
    register(7),
    rank(7, 4, false),
    event('CrewRegistrationWithdrawn', { crewId: 5 }),
    on(5, 14, '2022-02-02'),
    profile(5, { email: 'gone@x.y' }),
    rank(5, 6, true),
    on(99, 15, '2022-03-03'),
    profile(99, { email: 'never@x.y' }),
    home(3, '2021-10-12'),
    corrected(3, {
      onboardVesselId: 12,
      onboardRankId: 4,
      embarkDate: '2021-03-01',
      lastVesselId: null,
      lastRankId: null,
      signOffDate: null,
      standbySince: null,
    }),
    on(4, 16, '2022-04-04'),
    corrected(4, { lastVesselId: 7, signOffDate: '2022-01-01' }), // the rest left undefined: not set
    off(4, 16, '2022-10-04'),
    register(5, { lastName: 'AGAIN' }), // registered again after the withdrawal
    profile(5, { firstName: 'BACK', birthdate: '1991-01-01' }),
    on(5, 17, '2023-01-01'),
    profile(1, { status: 2, utility: 1 }),
    rank(1, 7, true),
    profile(4, { civilStatusId: 2, religionId: null }),
  ];
}

class Rollback extends Error {}
const after = (n: number, fold: Fold) => foldedInBatches(file.services.db, 'crews', 'id', story(), n, fold);

describe('the crews read model, a batch at a time', () => {
  it('leaves the rows and says the changes that the fold before s47 did', async () => {
    const before = await after(1, async (trx, batch) => (await reference(trx, batch[0]!)) ?? []);
    const rows = before.rows as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(7);
    expect(before.changes).toHaveLength(story().length * 2);
    expect(rows[0]).toMatchObject({
      onboard_vessel_id: 13,
      onboard_rank_id: 7,
      rank_id: 7,
      last_vessel_id: null,
      embark_date: '2022-01-01',
      availability_date: '2027-01-03',
      status: 2,
    });
    expect(rows[1]).toMatchObject({
      onboard_vessel_id: null,
      last_vessel_id: 11,
      last_rank_id: 3,
      rank_id: 5,
      sign_off_date: '2021-09-09',
      standby_since: '2021-09-11',
      contact_number: '0917',
      email: null,
      height: '181.25',
    });
    expect(rows[2]).toMatchObject({ onboard_vessel_id: 12, onboard_rank_id: 4, last_vessel_id: null, rank_id: 4 });
    expect(rows[3]).toMatchObject({ onboard_vessel_id: null, last_vessel_id: 16, standby_since: '2022-10-04' });
    expect(rows[4]).toMatchObject({ last_name: 'AGAIN', first_name: 'BACK', onboard_vessel_id: 17, email: null });
    expect(rows[5]).toMatchObject({ status: 2, last_vessel_id: 18, last_rank_id: 3, standby_since: '2022-06-08' });
    expect(rows[6]).toMatchObject({ status: 1, rank_id: 4, onboard_rank_id: null, standby_since: null });
    await expectFoldsLike(after, crewsProjection, before);
  });

  it('refuses what the statements refused: a column the crews have not, a crew registered twice', async () => {
    const next = storedEvents();
    const registered = (crewId: number, more: Record<string, unknown> = {}) =>
      next(`crew-${crewId}`, 'CrewRegistered', {
        crewId,
        profile: { lastName: 'X', firstName: 'Y', rankId: 3, ...more },
      });
    const cases: Array<[StoredEvent[], RegExp]> = [
      [
        [registered(1), next('crew-1', 'CrewProfileUpdated', { crewId: 1, changes: { noSuchField: 'x' } })],
        /column "no_such_field" of relation "crews" does not exist/,
      ],
      [[registered(2, { noSuchField: 'x' })], /column "no_such_field" of relation "crews" does not exist/],
      [[registered(3), registered(3)], /duplicate key value violates unique constraint "crews_pkey"/],
    ];
    for (const [events, error] of cases)
      for (const fold of [
        async (trx: AnyTrx) => {
          for (const e of events) await reference(trx, e);
        },
        (trx: AnyTrx) => crewsProjection.applyBatch!(trx, events),
        async (trx: AnyTrx) => {
          for (const e of events) await crewsProjection.applyBatch!(trx, [e]);
        },
      ])
        await expect(
          file.services.db.transaction().execute(async (trx) => {
            await sql`delete from crews`.execute(trx);
            await fold(trx);
            throw new Rollback();
          }),
        ).rejects.toThrow(error);
  });
});
