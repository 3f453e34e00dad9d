import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestServices } from '../../testing/test-file.js';
import { addCrew, type Caller, callerAs, newMasterRecord } from '../../testing/actors.js';
import { jobContextOf } from '../../platform/services.js';
import { asOwner, streamEvents } from '../../testing/tamper.js';
import { checkChain, eventChainJob } from './job.js';

// Issue 27: a server start checks only the events after the last passed check (its checkpoint:
// that check's newest event and its hash); `npm run verify` and "Check now" walk the whole chain.
const file = useTestServices({ startWorkers: false });
let crewing: Caller;
let crewId: number;

const check = (full: boolean) =>
  checkChain(jobContextOf(file.services), file.services.env.TIME_ZONE, new Date(), { full });
const crewEvents = () => streamEvents(file.services.db, `crew-${crewId}`);
/** Adds a key to an event's data, with the triggers off. */
const alter = (position: string) =>
  asOwner(
    file.services.db,
    sql`update events set data = data || '{"altered": true}'::jsonb where global_position = ${position}::bigint`,
  );
const restore = (position: string, data: unknown) =>
  asOwner(
    file.services.db,
    sql`update events set data = ${JSON.stringify(data)}::jsonb where global_position = ${position}::bigint`,
  );

beforeAll(async () => {
  crewing = await callerAs(file.services, 'crewingOfficer');
  const rankId = await newMasterRecord(file.services, 'rank', 'rank', {
    name: 'WIPER',
    alias: 'WPR',
    rankTypeId: 3,
    sortOrder: 2,
  });
  crewId = await addCrew(crewing, { lastName: 'SANTOS', rankId });
});

describe('the checkpoint a start checks after', () => {
  it('walks only the events after a passed check and names an event altered there', async () => {
    const first = await check(true);
    expect(first).toMatchObject({ mismatch: null, fromPosition: '0' });
    expect(first.throughHash).toMatch(/^[0-9a-f]{64}$/);

    for (const middleName of ['D', 'E']) await crewing.crew.update({ crewId, changes: { middleName } });
    const edited = (await crewEvents()).at(-1)!;
    expect(BigInt(edited.position)).toBeGreaterThan(BigInt(first.throughPosition));
    await alter(edited.position);
    const incremental = await check(false);
    // The checkpoint's event, the recorded check, the crew's two edits: not the whole log again.
    expect(incremental.fromPosition).toBe(first.throughPosition);
    expect(incremental.events).toBe(4);
    expect(incremental.mismatch).toMatchObject({ position: edited.position, reason: 'hash' });

    await restore(edited.position, edited.data);
    // After a failed check there is no checkpoint: the next start walks everything.
    const again = await check(false);
    expect(again).toMatchObject({ mismatch: null, fromPosition: '0' });
  });

  it('leaves an event altered before the checkpoint to the full walk (npm run verify, Check now)', async () => {
    const passed = await check(false);
    expect(passed.mismatch).toBeNull();
    const [registered] = await crewEvents();
    expect(BigInt(registered!.position)).toBeLessThan(BigInt(passed.throughPosition));
    await alter(registered!.position);

    const incremental = await check(false);
    expect(incremental).toMatchObject({ fromPosition: passed.throughPosition, mismatch: null });
    const full = await check(true);
    expect(full).toMatchObject({ fromPosition: '0', mismatch: { position: registered!.position, reason: 'hash' } });
    await restore(registered!.position, registered!.data);
  });

  it("names the checkpoint's own event when it no longer holds its hash; the start's job checks from a checkpoint", async () => {
    const passed = await check(true);
    expect(passed.mismatch).toBeNull();
    const { rows } = await sql<{ data: unknown }>`select data from events
      where global_position = ${passed.throughPosition}::bigint`.execute(file.services.db);
    await alter(passed.throughPosition);
    expect((await check(false)).mismatch).toMatchObject({ position: passed.throughPosition, reason: 'hash' });
    await restore(passed.throughPosition, rows[0]!.data);

    const full = await check(true);
    expect(full.mismatch).toBeNull();
    const job = { ...jobContextOf(file.services), clock: () => new Date() };
    const started = await eventChainJob.handler({ anchor: false, full: false }, job);
    expect(started).toMatchObject({ fromPosition: full.throughPosition, events: 2, mismatch: null });
  });
});
