import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { crewChangeStream, todayIn, topics } from '@crewing/domain';
import { useTestApp } from '../testing/test-file.js';
import { callerAs, makeUser, registeredCrew, type Caller } from '../testing/actors.js';
import { browserCaller } from '../testing/portal.js';
import { HttpClient } from '../testing/http.js';
import { newFleet, newRank, newVessel } from '../testing/master-data.js';
import { SESSION_COOKIE } from '../platform/auth/sessions.js';

// Issue 29 §2-3: what the seafarer does from his portal (I have read this, a question, his
// availability), his notifications, and his own live room on the socket server.
const file = useTestApp({ startWorkers: false });
const PASSWORD = 'Seafarer-Pass-1';
/** The office's callers and the master data the two crew changes stand on, made in beforeAll. */
let ops: Caller, admin: Caller, fleetId: number, rankId: number;
const crew = { a: 0, b: 0 };
const change = { a: 0, b: 0 };
const jars = { a: { token: null as string | null }, b: { token: null as string | null } };
const sockets: Socket[] = [];
const seafarer = (who: 'a' | 'b') => browserCaller(file.services, jars[who]).caller;
const day = (n: number) =>
  dayjs(todayIn(file.services.clock(), file.services.env.TIME_ZONE)).add(n, 'day').format('YYYY-MM-DD');

/** Registered, lined up as the reliever of a crew change of his own, invited (code handed over), signed in. */
async function linedUpSeafarer(who: 'a' | 'b', vesselId: number) {
  const { services } = file;
  const crewId = await registeredCrew(services, { rankId, at: services.clock().toISOString() });
  await file.settled();
  await admin.crew.update({ crewId, changes: { email: `${who}${crewId}@sea.example` } });
  const { crewChangeId } = await ops.crewChange.plan({ vesselId, rankId, relieverCrewIds: [crewId] });
  await file.settled();
  const { code } = await admin.portal.office.invite({ crewId });
  const anonymous = browserCaller(services).caller;
  await anonymous.portal.auth.activate({ code: code!, password: PASSWORD, confirmPassword: PASSWORD });
  await browserCaller(services, jars[who]).caller.portal.auth.login({
    username: `${who}${crewId}@sea.example`,
    password: PASSWORD,
  });
  crew[who] = crewId;
  change[who] = crewChangeId;
}

beforeAll(async () => {
  const { services } = file;
  // Invitations hand the code over (no mail server in this file).
  Object.assign(services.env, { SMTP_URL: undefined });
  [ops, admin] = [await callerAs(services, 'ops'), await callerAs(services, 'admin')];
  fleetId = await newFleet(services, 'LIVE FLEET');
  rankId = await newRank(services, 'ABLE SEAMAN', 'AB', 3, 5);
  const vesselA = await newVessel(services, fleetId, 'MV ALFA STAR', 'AS1');
  const vesselB = await newVessel(services, fleetId, 'MV BRAVO STAR', 'BS1');
  await file.settled();
  await linedUpSeafarer('a', vesselA);
  await linedUpSeafarer('b', vesselB);
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

const embarkingOf = async (crewChangeId: number) => {
  const board = await ops.crewChange.board({ fleetId });
  return board.rows.find((r) => r.crewChangeId === crewChangeId)!.embarkings.at(-1)!;
};

describe('My crew change from the portal (issue 29 §2)', () => {
  it('"I have read this" is an event with his device and IP; the board shows it beside his row only', async () => {
    const before = await seafarer('a').portal.my.crewChange();
    expect(before).toMatchObject({ crewId: crew.a, crewChangeId: change.a, acknowledgedAt: null });
    const after = await seafarer('a').portal.my.acknowledge();
    expect(after?.acknowledgedAt).toBeTruthy();
    const event = await file.services.db
      .selectFrom('events')
      .select(['event_type', 'metadata', 'data'])
      .where('stream_id', '=', crewChangeStream.id(change.a))
      .orderBy('stream_version', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.event_type).toBe('CrewChangeAcknowledged');
    expect(event.metadata).toMatchObject({ userName: `TEST LAST${crew.a}`, device: 'MOBILE', ip: '10.9.8.7' });
    expect(event.data).toMatchObject({ crewId: crew.a });
    expect((await embarkingOf(change.a)).acknowledged).toMatchObject({ byName: `TEST LAST${crew.a}` });
    expect((await embarkingOf(change.b)).acknowledged).toBeNull();
  });

  it('his question becomes a comment from him on the REMARKS cell; a blank one is refused in our words', async () => {
    await seafarer('b').portal.my.ask({ question: '  Which hotel do I check in to?  ' });
    const comments = await ops.crewChange.comments({ crewChangeId: change.b, side: 'embarking', field: 'remarks' });
    expect(comments).toEqual([
      expect.objectContaining({
        // Trimmed and upper-cased as every text input is (002 §5 normaliser).
        comment: 'WHICH HOTEL DO I CHECK IN TO?',
        authorName: `TEST LAST${crew.b}`,
        fromSeafarer: true,
        mine: false,
      }),
    ]);
    expect(await ops.crewChange.comments({ crewChangeId: change.a, side: 'embarking', field: 'remarks' })).toEqual([]);
    await expect(seafarer('b').portal.my.ask({ question: '   ' })).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ path: ['question'], message: 'This field is required' })] },
    });
  });

  it('his notifications list the updates of his crew change, new until he reads it again', async () => {
    await ops.crewChange.updateEmbarking({ crewChangeId: change.a, changes: { embark_date: day(20) } });
    const list = await seafarer('a').portal.my.notifications();
    expect(list.crewId).toBe(crew.a);
    const shown = dayjs(day(20)).format('DD MMM YYYY').toUpperCase();
    expect(list.items[0]).toMatchObject({ kind: 'crew-change', unread: true });
    expect(list.items[0]!.text).toContain(`MV ALFA STAR: EMBARK DATE now ${shown}`);
    await seafarer('a').portal.my.acknowledge();
    expect((await seafarer('a').portal.my.notifications()).items[0]).toMatchObject({ unread: false });
    // The other crew's crew change is not his news.
    expect((await seafarer('b').portal.my.notifications()).items).toEqual([]);
  });
});

describe('My availability (issue 29 §2)', () => {
  it('the 201 follows his date, marked as his on the line-up, until the office changes it', async () => {
    await expect(seafarer('a').portal.my.setAvailability({ availabilityDate: day(-1) })).rejects.toMatchObject({
      cause: { fieldErrors: { availabilityDate: ['Choose today or a later date'] } },
    });
    const mine = await seafarer('a').portal.my.setAvailability({
      availabilityDate: day(40),
      remarks: 'After training',
    });
    expect(mine).toMatchObject({ crewId: crew.a, availabilityDate: day(40), byCrew: { remarks: 'AFTER TRAINING' } });
    await file.settled();
    const profile = await file.services.db
      .selectFrom('crews')
      .select('availability_date')
      .where('id', '=', crew.a)
      .executeTakeFirstOrThrow();
    expect(profile.availability_date).toBe(day(40));
    const lineUp = await ops.planning.lineUp({ rankId, embarkDate: day(60), months: 9 });
    const entry = lineUp.entries.find((e) => e.crewId === crew.a)!;
    expect(entry).toMatchObject({ availabilityDate: day(40), availabilityByCrew: { remarks: 'AFTER TRAINING' } });
    expect(lineUp.entries.find((e) => e.crewId === crew.b)!.availabilityByCrew).toBeNull();
    // The office's own edit of the date is no longer his word.
    await admin.crew.update({ crewId: crew.a, changes: { availabilityDate: day(50) } });
    await file.settled();
    expect(await seafarer('a').portal.my.availability()).toMatchObject({ availabilityDate: day(50), byCrew: null });
  });
});

describe("the seafarer's live room (issue 29)", () => {
  const cookieOf = (who: 'a' | 'b') => `${SESSION_COOKIE}=${encodeURIComponent(jars[who].token!)}`;
  async function open(cookie: string): Promise<Socket> {
    const socket = connect(file.url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }
  const join = (s: Socket, topic: string) =>
    new Promise<{ ok: boolean }>((resolve) => s.emit('subscribe', topic, (r: { ok: boolean }) => resolve(r)));

  it('his socket hears his crew change and his 201, never another crew, and joins no office topic', async () => {
    const [a, b] = [await open(cookieOf('a')), await open(cookieOf('b'))];
    const heard = { a: [] as unknown[], b: [] as unknown[] };
    a.on('change', (c) => heard.a.push(c));
    b.on('change', (c) => heard.b.push(c));
    expect(await join(a, topics.fleet(fleetId))).toEqual({ ok: false });
    expect(await join(a, topics.crew(crew.a))).toEqual({ ok: false });
    expect(await join(a, topics.seafarer(crew.b))).toEqual({ ok: false });
    await ops.crewChange.updateEmbarking({ crewChangeId: change.a, changes: { flight_details: 'PR 100' } });
    await expect.poll(() => heard.a, { timeout: 10_000 }).toContainEqual({ topic: topics.seafarer(crew.a) });
    // His 201 changed (the office's edit): told in his room, without the office's payload.
    const heardBefore = heard.a.length;
    await admin.crew.update({ crewId: crew.a, changes: { availabilityDate: day(70) } });
    await file.settled();
    await expect.poll(() => heard.a.length, { timeout: 10_000 }).toBeGreaterThan(heardBefore);
    expect(heard.a.every((c) => JSON.stringify(c) === JSON.stringify({ topic: topics.seafarer(crew.a) }))).toBe(true);
    expect(heard.b).toEqual([]);
  });

  it("an office session's socket cannot join a seafarer's room; no session opens no socket", async () => {
    const { username, password } = await makeUser(file.services, { userTypeId: 1 });
    const http = new HttpClient(file.url);
    expect((await http.mutation('auth.login', { username, password })).error).toBeUndefined();
    const office = await open(http.cookie);
    expect(await join(office, topics.fleet(fleetId))).toMatchObject({ ok: true });
    expect(await join(office, topics.seafarer(crew.a))).toEqual({ ok: false });
    await expect(open('')).rejects.toThrow();
  });
});
