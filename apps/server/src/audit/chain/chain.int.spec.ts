import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { headPosition, verifyChain } from '@crewing/events';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { addCrew, type Caller, callerAs, newMasterRecord } from '../../testing/actors.js';
import { jobContextOf } from '../../platform/services.js';
import { eventChainJob } from './job.js';
import { chainRecords } from './queries.js';
import { asOwner as tamper, streamEvents } from '../../testing/tamper.js';

// Issue 27: the events' hash chain. A database owner can switch the append-only trigger off and
// edit or remove an event; the check then names that event (or the one after a removed one).
let services: TestServices;
let admin: Caller;
let crewing: Caller;
let crewId: number;
const OILER = { name: 'OILER', alias: 'OLR', rankTypeId: 3, sortOrder: 2 };

const asOwner = (statement: ReturnType<typeof sql>) => tamper(services.db, statement);
const crewEvents = () => streamEvents(services.db, `crew-${crewId}`);

const verify = async () => verifyChain(services.db, (await chainRecords(services.db)).anchors, services.env.TIME_ZONE);

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  [admin, crewing] = await Promise.all([callerAs(services, 'admin'), callerAs(services, 'crewingOfficer')]);
  const rankId = await newMasterRecord(services, 'rank', 'rank', OILER);
  crewId = await addCrew(crewing, { lastName: 'REYES', rankId });
  for (const middleName of ['A', 'B', 'C']) await crewing.crew.update({ crewId, changes: { middleName } });
});
afterAll(() => services.dispose());

describe('the event chain', () => {
  it('hashes every event as it is appended, and the check passes through the newest event', async () => {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from events where hash is null`.execute(
      services.db,
    );
    expect(rows[0]!.n).toBe('0');
    const v = await verify();
    expect(v.mismatch).toBeNull();
    expect(v.throughPosition).toBe(await headPosition(services.db));
    expect(v.events).toBeGreaterThan(5);
  });

  it('names the edited event when its data is changed with the triggers off, and passes once it is put back', async () => {
    const [, second] = await crewEvents();
    const original = JSON.stringify(second!.data);
    await asOwner(sql`update events set data = jsonb_set(data, '{changes,middleName}', '"Z"')
                       where global_position = ${second!.position}::bigint`);
    const v = await verify();
    expect(v.mismatch).toMatchObject({ position: second!.position, streamId: `crew-${crewId}`, reason: 'hash' });

    await asOwner(sql`update events set data = ${original}::jsonb where global_position = ${second!.position}::bigint`);
    expect((await verify()).mismatch).toBeNull();
  });

  it('names the event after a removed one, and an event rehashed to fit still breaks the next', async () => {
    const events = await crewEvents();
    const [, second, third] = events;
    await asOwner(sql`update events set hash = sha256(hash) where global_position = ${second!.position}::bigint`);
    expect((await verify()).mismatch).toMatchObject({ position: second!.position, reason: 'hash' });
    await asOwner(sql`update events set hash = event_hash(
        (select hash from events where stream_id = ${`crew-${crewId}`} and stream_version = 1), stream_id,
        stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
      where global_position = ${second!.position}::bigint`);
    expect((await verify()).mismatch).toBeNull();

    await asOwner(sql`delete from events where global_position = ${second!.position}::bigint`);
    expect((await verify()).mismatch).toMatchObject({ position: third!.position, reason: 'gap' });
  });
});

describe('the daily job', () => {
  it('records the backfill once, anchors the finished day, records its check, and the anchor catches a removed head', async () => {
    // Put the stream removed above back in order for this story: a fresh crew, a fresh chain of its own.
    await asOwner(sql`delete from events where stream_id = ${`crew-${crewId}`}`);
    // Events written before the chain: hashes cleared, then the migration's backfill function again.
    await asOwner(sql`update events set hash = null where stream_type = 'user'`);
    await sql`select event_chain_backfill()`.execute(services.db);
    expect((await verify()).mismatch).toBeNull();

    const tomorrow = new Date(Date.now() + 86_400_000);
    const job = { ...jobContextOf(services), clock: () => tomorrow };
    const first = await eventChainJob.handler({ anchor: true, full: true }, job);
    expect(first).toMatchObject({ backfills: 1, anchored: 1, mismatch: null });
    const again = await eventChainJob.handler({ anchor: true, full: true }, job);
    expect(again).toMatchObject({ backfills: 0, anchored: 0, mismatch: null });

    const status = await admin.audit.integrity();
    expect(status.backfill).toMatchObject({ streams: expect.any(Number) });
    expect(status.lastAnchor?.streams).toBeGreaterThan(0);
    expect(status.lastCheck).toMatchObject({ mismatch: null, throughPosition: again.throughPosition });

    // The newest event of a stream has no successor to break: the day's anchor names it.
    const { rows } = await sql<{ p: string }>`select max(global_position)::text as p from events
      where stream_type = 'user'`.execute(services.db);
    await asOwner(sql`delete from events where global_position = ${rows[0]!.p}::bigint`);
    expect((await verify()).mismatch).toMatchObject({ reason: 'anchor', eventType: 'EventChainDayAnchored' });
  });
});
