import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { sql } from 'kysely';
import { crewStream, DEPT, formatDate, todayIn } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { newRank } from '../testing/master-data.js';
import { backdateStream } from '../testing/backdate.js';
import {
  addCrew,
  callerAs,
  callerFor,
  codeOf,
  fieldErrorsOf,
  makeUser,
  newMasterRecord,
  type Caller,
} from '../testing/actors.js';

// Issue 27: a 201 file as it stood on a past day, folded from the crew's events. The crew was
// registered (with a comment on file) three days ago (his stream moved back, as the clock cannot
// be), then edited today: his middle name, the comment, a second comment.
let services: TestServices;
let officer: Caller;
let crewId: number;
let firstComment: number;
let registered: string;
const days = (n: number) => dayjs(todayIn(services.clock(), services.env.TIME_ZONE)).add(n, 'day').format('YYYY-MM-DD');

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  officer = await callerAs(services, 'crewingOfficer');
  const rankId = await newRank(services, 'OILER', 'OLR', 3, 2);
  const commentatorId = await newMasterRecord(services, 'commentator', 'key_item', { name: 'CAPT. DIAZ' });
  await services.runner.catchUp(60_000);
  crewId = await addCrew(officer, { lastName: 'VILLANUEVA', middleName: 'BAUTISTA', rankId });
  const comment = { commentDate: '2026-01-10', commentatorId, comment: 'GOOD WORKER' };
  firstComment = (await officer.crew.records.comment.add({ crewId, fields: comment })).id;
  const { rows } = await sql<{ position: string }>`select global_position::text as position from events
    where stream_id = ${crewStream.id(crewId)} and event_type = 'CrewRegistered'`.execute(services.db);
  registered = rows[0]!.position;
  await backdateStream(services.db, crewStream.id(crewId), 3);
  await officer.crew.update({ crewId, changes: { middleName: 'CRUZ' } });
  await officer.crew.records.comment.update({ crewId, recordId: firstComment, changes: { comment: 'EXCELLENT' } });
  await officer.crew.records.comment.add({ crewId, fields: { ...comment, comment: 'PROMOTE' } });
  await services.runner.catchUp(60_000);
});
afterAll(() => services.dispose());

describe('crew.asOf (the 201 file at a past date)', () => {
  it('shows the personal data and each record family as they stood before the edit', async () => {
    const past = await officer.crew.asOf({ crewId, date: days(-1) });
    expect(past.crew).toMatchObject({ id: crewId, middleName: 'BAUTISTA', lastName: 'VILLANUEVA', rank: 'OILER' });
    expect(past.families.map((f) => f.family)).toEqual(['comment']);
    expect(past.families[0]!.items.map((r) => r.fields.comment)).toEqual(['GOOD WORKER']);
    expect(past.families[0]!.items[0]!.labels).toEqual({ commentatorId: 'CAPT. DIAZ' });
    expect(past.events).toBe(2);
    // The live file has moved on.
    expect((await officer.crew.get({ id: crewId })).middleName).toBe('CRUZ');
  });

  it("as of today is the live 201 file, folded by the file's own projections", async () => {
    const today = await officer.crew.asOf({ crewId, date: days(0) });
    expect(today.crew).toEqual(await officer.crew.get({ id: crewId }));
    const live = await officer.crew.records.comment.list({ crewId, perPage: 100 });
    // Only the first comment's creation time differs: the read model kept it before his stream was moved back.
    const withoutCreated = (items: typeof live.items) => items.map(({ createdAt: _, ...r }) => r);
    expect(withoutCreated(today.families[0]!.items)).toEqual(withoutCreated(live.items));
    expect(today.families[0]!.items.map((r) => r.fields.comment).sort()).toEqual(['EXCELLENT', 'PROMOTE']);
  });

  it('stops just after one event when a record story asks for it', async () => {
    const first = await officer.crew.asOf({ crewId, date: days(0), throughEvent: registered });
    expect(first.crew.middleName).toBe('BAUTISTA');
    expect(first.families).toEqual([]);
    expect(first.lastEvent).toMatchObject({ position: registered, type: 'CrewRegistered' });
  });

  it('refuses a day before he was on file and a day to come, under the date', async () => {
    const before = days(-4);
    expect(await fieldErrorsOf(officer.crew.asOf({ crewId, date: before }))).toEqual({
      date: [`He was not on file yet on ${formatDate(before)}: choose a later day`],
    });
    expect(await fieldErrorsOf(officer.crew.asOf({ crewId, date: days(1) }))).toEqual({
      date: ['Choose a day up to today'],
    });
    expect(await codeOf(officer.crew.asOf({ crewId: 987_654, date: days(0) }))).toBe('NOT_FOUND');
  });

  it("keeps the live file's boundary: any office reader, never a principal user", async () => {
    const auditor = await callerFor(
      services,
      (await makeUser(services, { departmentId: DEPT.training, grants: ['auditor'] })).id,
    );
    expect((await auditor.crew.asOf({ crewId, date: days(-1) })).crew.middleName).toBe('BAUTISTA');
    const principalId = await newMasterRecord(services, 'principal', 'key_item', { name: 'NYK' });
    const principal = await callerFor(
      services,
      (await makeUser(services, { departmentId: DEPT.admin, principalId })).id,
    );
    expect(await codeOf(principal.crew.asOf({ crewId, date: days(-1) }))).toBe('FORBIDDEN');
    expect(await codeOf(principal.crew.get({ id: crewId }))).toBe('FORBIDDEN');
  });
});
