import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { DEPT, POS, topics, userStream, type MasterDataKind } from '@crewing/domain';
import type { TestServices } from '../../testing/test-services.js';
import { callerFor, makeUser, createMasterRecord } from '../../testing/actors.js';
import { HttpClient } from '../../testing/http.js';
import { startTwoProcesses, type TwoProcesses } from '../../testing/two-processes.js';
import { liveRules } from '../../features.js';
import { createSession, SESSION_COOKIE } from '../auth/sessions.js';
import { attachRealtime } from './socket.js';

/**
 * The socket server applies the session guard of tRPC and /files: a current password at the
 * handshake, the area rules on every join, and a revoked session (logout, deactivation, an
 * administrator's reset) drops its sockets on every server process.
 */
let two: TwoProcesses;
let a: TestServices;
let urlA: string;
let urlB: string;
let adminId: number;
const fleet = { pcc: 9101, bulk: 9102 };
const vessel = { pcc: 9201, bulk: 9202 };
const sockets: Socket[] = [];

const master = (kind: MasterDataKind, id: number, fields: Record<string, unknown>) =>
  createMasterRecord(a, kind, id, fields);

beforeAll(async () => {
  two = await startTwoProcesses();
  ({ a, urlA, urlB } = two);
  await master('fleet', fleet.pcc, { name: 'PCC TEST', vesselTypeId: 1 });
  await master('fleet', fleet.bulk, { name: 'BULK TEST', vesselTypeId: 2 });
  await master('vessel', vessel.pcc, { name: 'PCC ONE', code: 'P1', fleetId: fleet.pcc, vesselTypeId: 1 });
  await master('vessel', vessel.bulk, { name: 'BULK ONE', code: 'B1', fleetId: fleet.bulk, vesselTypeId: 2 });
  await a.runner.catchUp();
  adminId = (await makeUser(a, { userTypeId: 1 })).id;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await two.close();
});

async function signIn(url: string, username: string, password: string): Promise<HttpClient> {
  const http = new HttpClient(url);
  const r = await http.mutation('auth.login', { username, password });
  expect(r.error).toBeUndefined();
  return http;
}

function open(url: string, cookie: string): Socket {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
  sockets.push(socket);
  return socket;
}

async function connected(url: string, cookie: string): Promise<Socket> {
  const socket = open(url, cookie);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const dropped = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), 5_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('socket sessions', () => {
  it('a password the user must change is refused at the handshake, like tRPC', async () => {
    const u = await makeUser(a, {});
    await (
      await callerFor(a, adminId)
    ).users.resetPassword({ userId: u.id, password: 'Reset-Pass-99', confirmPassword: 'Reset-Pass-99' });
    const http = await signIn(urlA, u.username, 'Reset-Pass-99');
    const socket = open(urlB, http.cookie);
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (err) => resolve(err.message));
    });
    expect(outcome).toBe('PASSWORD_EXPIRED');
  });

  it('a handshake from another site is refused even with a valid session cookie (CSRF)', async () => {
    const u = await makeUser(a, { userTypeId: 1 });
    const cookie = `${SESSION_COOKIE}=${await createSession(a.db, { userId: u.id, days: 1, ip: '127.0.0.1', userAgent: 'test' })}`;
    const foreign = connect(urlA, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie, origin: 'https://evil.example' },
    });
    sockets.push(foreign);
    const refused = await new Promise<boolean>((resolve) => {
      foreign.once('connect', () => resolve(false));
      foreign.once('connect_error', () => resolve(true));
    });
    expect(refused).toBe(true);
    const same = connect(urlA, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie, origin: urlA },
    });
    sockets.push(same);
    await new Promise<void>((resolve, reject) => {
      same.once('connect', resolve);
      same.once('connect_error', reject);
    });
  });

  it('logout on one process drops the socket held by another', async () => {
    const u = await makeUser(a, {});
    const http = await signIn(urlA, u.username, u.password);
    const socket = await connected(urlB, http.cookie);
    const gone = dropped(socket);
    await http.mutation('auth.logout');
    expect(await gone).toBe('io server disconnect');
  });

  it("an administrator's password reset and a deactivation drop every socket of the user", async () => {
    const admin = await callerFor(a, adminId);
    const u = await makeUser(a, {});
    const first = await connected(urlB, (await signIn(urlA, u.username, u.password)).cookie);
    const second = await connected(urlA, (await signIn(urlB, u.username, u.password)).cookie);
    const gone = Promise.all([dropped(first), dropped(second)]);
    await admin.users.resetPassword({ userId: u.id, password: 'Reset-Pass-99', confirmPassword: 'Reset-Pass-99' });
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);

    const v = await makeUser(a, {});
    const third = await connected(urlB, (await signIn(urlA, v.username, v.password)).cookie);
    const gone3 = dropped(third);
    await admin.users.update({ userId: v.id, changes: { status: 0 } });
    expect(await gone3).toBe('io server disconnect');
  });

  it('joins follow the area rules: visible fleets and vessels, own user topic and history', async () => {
    const other = await makeUser(a, {});
    const u = await makeUser(a, {
      departmentId: DEPT.pcc,
      positionIds: [POS.mgc],
      fleetId: fleet.pcc,
      vesselTypeId: 1,
    });
    const socket = await connected(urlB, (await signIn(urlA, u.username, u.password)).cookie);
    const join = async (topic: string) => ((await socket.emitWithAck('subscribe', topic)) as { ok: boolean }).ok;
    expect(await join(topics.fleet(fleet.pcc))).toBe(true);
    expect(await join(topics.vessel(vessel.pcc))).toBe(true);
    expect(await join(topics.fleet(fleet.bulk))).toBe(false);
    expect(await join(topics.vessel(vessel.bulk))).toBe(false);
    expect(await join(topics.user(u.id))).toBe(true);
    expect(await join(topics.user(other.id))).toBe(false);
    expect(await join(topics.history(userStream.id(u.id)))).toBe(true);
    expect(await join(topics.history(userStream.id(other.id)))).toBe(false);
    // An administrator follows any user.
    const admin = await makeUser(a, { userTypeId: 1 });
    const adminSocket = await connected(urlA, (await signIn(urlA, admin.username, admin.password)).cookie);
    expect(await adminSocket.emitWithAck('subscribe', topics.history(userStream.id(other.id)))).toEqual({ ok: true });
    // A board topic's join answers its version too (issue 26 §6).
    expect(await adminSocket.emitWithAck('subscribe', topics.fleet(fleet.bulk))).toEqual({
      ok: true,
      version: expect.any(String),
    });
  });

  it('open sockets re-check on a short interval: a lost fleet leaves its room, an aged-out password drops', async () => {
    let now = new Date();
    const server = createServer();
    const realtime = await attachRealtime(server, { ...a, clock: () => now }, liveRules, { recheckMs: 100 });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, () => resolve((server.address() as { port: number }).port)),
    );
    try {
      const u = await makeUser(a, {
        departmentId: DEPT.pcc,
        positionIds: [POS.mgc],
        fleetId: fleet.pcc,
        vesselTypeId: 1,
      });
      const token = await createSession(a.db, { userId: u.id, days: 7, ip: '127.0.0.1', userAgent: 'test' });
      const socket = await connected(`http://127.0.0.1:${port}`, `${SESSION_COOKIE}=${token}`);
      expect(await socket.emitWithAck('subscribe', topics.fleet(fleet.pcc))).toEqual({ ok: true });
      const inPccRoom = () =>
        [...realtime.io.of('/').sockets.values()].some((s) => s.rooms.has(topics.fleet(fleet.pcc)));
      expect(inPccRoom()).toBe(true);
      await (
        await callerFor(a, adminId)
      ).users.update({ userId: u.id, changes: { fleetId: fleet.bulk, vesselTypeId: 2 } });
      for (let i = 0; i < 50 && inPccRoom(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(inPccRoom()).toBe(false);
      now = new Date(Date.now() + 200 * 86_400_000); // the password is now older than 6 months
      expect(await dropped(socket)).toBe('io server disconnect');
    } finally {
      await realtime.close();
      server.close();
    }
  });
});
