import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAll } from '@crewing/events';
import { userStream } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { callerFor, makeUser } from '../testing/actors.js';
import { allProjections } from '../features.js';
import { recordStory } from './queries.js';
import { fieldHistory } from '../field-history/stream.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
});
afterAll(() => services.dispose());

// Issue 27: a stream's field history is folded from its events when it is read (no copy of every
// changed field is kept since 0057). What the history screens show: every changed field, newest
// first (an event's fields in the order it names them), old -> new, who and when, and device,
// browser, OS and IP only for those who may see them; a replay changes nothing of it.
describe('field history folded on read', () => {
  it('lists every change of a stream with who and where, the same after a replay of every projection', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const caller = await callerFor(services, admin.id);
    const target = await makeUser(services, { middleName: 'ABAD' });
    await caller.users.update({ userId: target.id, changes: { middleName: 'BUENA', positionIds: [9] } });
    await caller.users.update({ userId: target.id, changes: { status: 0 } });
    await caller.users.update({ userId: target.id, changes: { status: 1 } });
    await caller.users.resetPassword({
      userId: target.id,
      password: 'Reset-Pass-123',
      confirmPassword: 'Reset-Pass-123',
    });
    const stream = userStream.id(target.id);

    const events = await services.db
      .selectFrom('events')
      .select(['event_type', 'metadata', 'recorded_at'])
      .where('stream_id', '=', stream)
      .orderBy('stream_version', 'desc')
      .execute();
    const who = (i: number) => {
      const m = events[i]!.metadata as unknown as Record<string, string>;
      return {
        userName: m.userName,
        recordedAt: new Date(events[i]!.recorded_at as unknown as string).toISOString(),
        device: m.device,
        browser: m.browser,
        os: m.os,
        ip: m.ip,
      };
    };
    expect(events.map((e) => e.event_type).slice(0, 4)).toEqual([
      'UserPasswordChanged',
      'UserActivated',
      'UserDeactivated',
      'UserDetailsUpdated',
    ]);
    const expected = [
      { field: 'password', oldValue: null, newValue: 'RESET BY ADMINISTRATOR', ...who(0) },
      { field: 'status', oldValue: 0, newValue: 1, ...who(1) },
      { field: 'status', oldValue: 1, newValue: 0, ...who(2) },
      { field: 'middleName', oldValue: 'ABAD', newValue: 'BUENA', ...who(3) },
      { field: 'positionIds', oldValue: expect.anything(), newValue: [9], ...who(3) },
    ];
    const history = await fieldHistory(services.db, stream, true);
    expect(history).toEqual(expected);
    // Without the device right: the same rows without device, browser, OS and IP.
    const plain = await fieldHistory(services.db, stream, false);
    expect(plain).toEqual(expected.map(({ device: _d, browser: _b, os: _o, ip: _i, ...row }) => row));
    expect(await fieldHistory(services.db, stream, true, 'status')).toEqual(expected.slice(1, 3));
    // The record's story carries the same changes on its events, oldest first.
    const story = await recordStory(services.db, stream);
    expect(story.at(-1)!.changes).toEqual([{ field: 'password', oldValue: null, newValue: 'RESET BY ADMINISTRATOR' }]);
    expect(story.flatMap((s) => s.changes)).toHaveLength(5);

    // A replay of every projection rebuilds no history (none is kept) and the screens read the same.
    await rebuildAll(services.store, allProjections);
    expect(await fieldHistory(services.db, stream, true)).toEqual(history);
  });
});
