import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { masterDataDecider } from '@crewing/domain';
import type { Change } from '@crewing/events';
import { type Services } from '../services.js';
import type { TestServices } from '../../testing/test-services.js';
import { makeUser, TEST_META } from '../../testing/actors.js';
import { HttpClient } from '../../testing/http.js';
import { startTwoProcesses, type TwoProcesses } from '../../testing/two-processes.js';

let two: TwoProcesses;
let a: TestServices;
let b: Services;
let urlA: string;
let urlB: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  two = await startTwoProcesses();
  ({ a, b, urlA, urlB } = two);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await two.close();
});

async function signedInSocket(url: string, username: string, password: string): Promise<Socket> {
  const http = new HttpClient(url);
  await http.mutation('auth.login', { username, password });
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie: http.cookie } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('live pushes', () => {
  it('refuses a socket without a session', async () => {
    const socket = connect(urlA, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const err = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(err.message).toBe('UNAUTHORIZED');
  });

  it('a change folded by a projection in process A reaches a client connected to process B', async () => {
    const u = await makeUser(a, {});
    const socket = await signedInSocket(urlB, u.username, u.password);
    const ack = await socket.emitWithAck('subscribe', 'master-data');
    expect(ack).toEqual({ ok: true });
    expect(await socket.emitWithAck('subscribe', 'vessel:not-yours; drop')).toEqual({ ok: false });
    const received = new Promise<Change>((resolve) => socket.on('change', resolve));
    await a.commands.handle(masterDataDecider, {
      streamId: 'port-900',
      command: {
        type: 'CreateMasterRecord',
        data: { kind: 'port', id: 900, fields: { name: 'GENOA', country: 'ITALY' }, at: new Date().toISOString() },
      },
      commandId: crypto.randomUUID(),
      metadata: TEST_META,
    });
    await a.runner.catchUp(); // the async projection commits in process A, then publishes
    expect(await received).toEqual({ topic: 'master-data:port' });
    const row = await b.db.selectFrom('ports').selectAll().where('id', '=', 900).executeTakeFirst();
    expect(row?.name).toBe('GENOA'); // what was pushed is what a reload shows
  });
});
