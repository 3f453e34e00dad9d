import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { StoredEvent } from '@crewing/events';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { crewsProjection } from './projection.js';

// s46: the crews read model folds a run of the lifecycle's steps in memory (one read, one UPDATE). A batch must leave
// the rows that applying each event alone, in order, leaves, and they must say where each crew stands: five crews' registrations, contracts, a sign-off naming no
// vessel (his onboard vessel is kept as the last), arrivals, a profile change and a rank change between the steps,
// a withdrawn crew whose later steps find no row, and a step for a crew never registered.
let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
}, 120_000);
afterAll(async () => {
  await services?.dispose();
});

const versions = new Map<number, number>();
let position = 0n;
function event(type: string, data: Record<string, unknown>): StoredEvent {
  const crewId = data.crewId as number;
  const version = (versions.get(crewId) ?? 0) + 1;
  versions.set(crewId, version);
  position++;
  return {
    globalPosition: position,
    transactionId: position,
    streamId: `crew-${crewId}`,
    streamType: 'crew',
    streamVersion: version,
    eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    schemaVersion: 1,
    data,
    metadata: { userId: 1, userName: 'TEST', device: 'TEST', browser: 'TEST', ip: '127.0.0.1', commandId: 'x' },
    recordedAt: new Date('2026-11-28T00:00:00Z'),
  } as StoredEvent;
}

const at = '2026-11-28T00:00:00.000Z';
const register = (crewId: number) =>
  event('CrewRegistered', {
    crewId,
    at,
    profile: { lastName: `CREW${crewId}`, firstName: 'TEST', rankId: 3, applicantNo: `A${crewId}` },
  });
const on = (crewId: number, vesselId: number, embarkDate: string) =>
  event('CrewSignedOn', { crewId, vesselId, rankId: 3, embarkDate, at });
const off = (crewId: number, vesselId: number | null, disembarkDate: string) =>
  event('CrewSignedOff', { crewId, vesselId, disembarkDate, at });
const home = (crewId: number, arrivalDate: string) => event('CrewArrivedHome', { crewId, arrivalDate, at });

function story(): StoredEvent[] {
  versions.clear();
  position = 0n;
  return [
    ...[1, 2, 3, 4, 5].map(register),
    on(1, 10, '2021-01-05'),
    on(2, 11, '2021-02-01'),
    off(1, null, '2021-08-01'),
    home(1, '2021-08-03'),
    on(3, 12, '2021-03-01'),
    event('CrewProfileUpdated', { crewId: 2, at, changes: { contactNumber: '0917' } }),
    off(2, 11, '2021-09-09'),
    event('CrewRankChanged', { crewId: 3, rankId: 4, onboard: true, at }),
    off(3, null, '2021-10-10'),
    home(2, '2021-09-11'),
    on(1, 13, '2022-01-01'),
    event('CrewRegistrationWithdrawn', { crewId: 5, at }),
    on(5, 14, '2022-02-02'),
    on(99, 15, '2022-03-03'),
    home(3, '2021-10-12'),
    on(4, 16, '2022-04-04'),
    off(4, 16, '2022-10-04'),
  ];
}

async function crewsAfter(fold: (trx: never, events: readonly StoredEvent[]) => Promise<unknown>) {
  return services.db.transaction().execute(async (trx) => {
    await sql`delete from crews`.execute(trx);
    await fold(trx as never, story());
    const rows = await sql`select * from crews order by id`.execute(trx);
    await sql`delete from crews`.execute(trx);
    return rows.rows;
  });
}

describe('the crews read model, a batch at a time', () => {
  it('leaves the rows that applying each event in order leaves', async () => {
    const oneByOne = await crewsAfter(async (trx, events) => {
      for (const e of events) await crewsProjection.apply(trx, e);
    });
    const batch = await crewsAfter((trx, events) => crewsProjection.applyBatch!(trx, events));
    expect(batch).toEqual(oneByOne);
    expect(oneByOne).toHaveLength(4);
    expect(oneByOne[0]).toMatchObject({ onboard_vessel_id: 13, last_vessel_id: null, embark_date: '2022-01-01' });
    expect(oneByOne[1]).toMatchObject({
      onboard_vessel_id: null,
      last_vessel_id: 11,
      sign_off_date: '2021-09-09',
      standby_since: '2021-09-11',
      contact_number: '0917',
    });
    expect(oneByOne[2]).toMatchObject({ onboard_vessel_id: null, last_vessel_id: 12, last_rank_id: 4, rank_id: 4 });
    expect(oneByOne[3]).toMatchObject({ onboard_vessel_id: null, last_vessel_id: 16, standby_since: '2022-10-04' });
  });
});
