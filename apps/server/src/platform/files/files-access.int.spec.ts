import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServices } from '../../testing/test-services.js';
import { createSeededTestServices } from '../../testing/seeded-services.js';
import { callerFor, makeUser } from '../../testing/actors.js';
import { HttpClient, startApp } from '../../testing/http.js';
import type { App } from '../../app.js';
import { PNG_1X1 as PNG } from '../../testing/files.js';

/** Who may download which file, and how /files answers (kinds, limits, headers, errors). */
let services: TestServices;
let app: App;
let url: string;
let ids: Record<string, number>;
const clients: Record<string, HttpClient> = {};
let onBulk: number;

beforeAll(async () => {
  services = await createSeededTestServices({ startWorkers: true });
  ({ app, url } = await startApp(services));
  const users = await services.db.selectFrom('users').select(['id', 'username']).execute();
  ids = Object.fromEntries(users.map((u) => [u.username, u.id]));
  for (const name of ['admin', 'crewing', 'aib', 'mgc', 'ops']) {
    clients[name] = new HttpClient(url);
    await clients[name].mutation('auth.login', { username: name, password: 'Demo-2026!' });
  }
  const bulk = await services.db
    .selectFrom('fleets')
    .select('id')
    .where('vessel_type_id', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  onBulk = (
    await services.db
      .selectFrom('crew_change_board')
      .select('id')
      .where('fleet_id', '=', bulk.id)
      .where('rank_cancelled', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await app.close();
  await services.dispose();
});

const upload = (c: HttpClient, bytes: Buffer, name: string, kind: string) =>
  c.raw(`/files?kind=${kind}`, {
    method: 'POST',
    body: bytes,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  });
const uploaded = async (c: HttpClient, name = 'scan.png', kind = 'attachment') => {
  const res = await upload(c, PNG, name, kind);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const statusOf = async (c: HttpClient, fileId: string) => (await c.raw(`/files/${fileId}`)).status;

/** A body sent in chunks that never ends: a reply proves the server did not wait to read it all. */
function endlessUpload(
  path: string,
  cookie: string,
  bytesBeforeWaiting: number,
): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no reply while the body was still arriving'));
    }, 5_000);
    req.on('error', () => undefined); // the server may close the connection once it has answered
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: JSON.parse(text) });
      });
    });
    for (let sent = 0; sent < bytesBeforeWaiting; sent += 64_000) req.write(Buffer.alloc(64_000, 1));
  });
}

describe('file downloads: one rule per kind', () => {
  it('a report reaches its requester and users with the report permission, nobody else', async () => {
    const admin = await callerFor(services, ids.admin!);
    const { jobId } = await admin.reports.staffList({});
    const { fileId } = (await services.jobs.waitFor(jobId, 60_000)) as { fileId: string };
    const otherAdmin = await makeUser(services, { userTypeId: 1 });
    const other = new HttpClient(url);
    await other.mutation('auth.login', { username: otherAdmin.username, password: otherAdmin.password });
    expect(await statusOf(clients.admin!, fileId)).toBe(200);
    expect(await statusOf(other, fileId)).toBe(200); // users.read: the staff list's permission
    for (const name of ['crewing', 'ops', 'mgc']) expect(await statusOf(clients[name]!, fileId), name).toBe(404);
  });

  it('a comment attachment reaches whoever reads that board; an unattached upload only its uploader', async () => {
    const fileId = await uploaded(clients.crewing!);
    const loose = await uploaded(clients.crewing!);
    const r = await clients.crewing!.mutation('crewChange.addComment', {
      crewChangeId: onBulk,
      side: 'embarking',
      field: 'remarks',
      comment: 'see scan',
      fileId,
    });
    expect(r.error).toBeUndefined();
    expect(await statusOf(clients.aib!, fileId)).toBe(200);
    expect(await statusOf(clients.ops!, fileId)).toBe(200);
    expect(await statusOf(clients.mgc!, fileId)).toBe(404); // the PCC coordinator does not see the bulk fleet
    expect(await statusOf(clients.crewing!, loose)).toBe(200);
    expect(await statusOf(clients.aib!, loose)).toBe(404);
  });

  it("a comment's file must exist, be an attachment and be the commenter's own", async () => {
    const theirs = await uploaded(clients.aib!);
    const image = await uploaded(clients.crewing!, 'photo.png', 'image');
    const add = (fileId: string) =>
      clients.crewing!.mutation('crewChange.addComment', {
        crewChangeId: onBulk,
        side: 'embarking',
        field: 'remarks',
        comment: 'x',
        fileId,
      });
    for (const fileId of [crypto.randomUUID(), theirs, image]) {
      const r = await add(fileId);
      expect(r.error?.data.code).toBe('BAD_REQUEST');
      expect(r.error?.data.fieldErrors?.fileId?.[0]).toMatch(/attach/i);
    }
  });

  it('the type sent is the one sniffed at upload, never the name; the name is RFC 5987-safe', async () => {
    const fileId = await uploaded(clients.crewing!, 'résumé "final".html');
    const res = await clients.crewing!.raw(`/files/${fileId}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''r%C3%A9sum%C3%A9/);
    expect(disposition).not.toMatch(/[^\x20-\x7e]/);
  });
});

describe('/files answers every error in JSON', () => {
  it('an unknown kind, an odd id, a path escape or a garbled name: JSON with the right status, no stack', async () => {
    const c = clients.crewing!;
    for (const [path, status] of [
      ['/files?kind=__proto__', 400],
      ['/files?kind=report', 400],
      ['/files?kind=toString', 400],
    ] as const) {
      const res = await c.raw(path, {
        method: 'POST',
        body: PNG,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      expect(((await res.json()) as { error: string }).error, path).toBeTruthy();
    }
    for (const [path, status] of [
      ['/files/%E0%A4%A', 400],
      ['/files/..%2F..%2Fpackage.json', 404],
      ['/files/a/b', 404],
      [`/files/${crypto.randomUUID()}`, 404],
    ] as const) {
      const res = await c.raw(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      const text = await res.text();
      expect(text, path).not.toMatch(/at .+\.(ts|js):\d+/);
      expect((JSON.parse(text) as { error: string }).error, path).toBeTruthy();
    }
    const garbled = await c.raw('/files?kind=attachment', {
      method: 'POST',
      body: PNG,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': '%E0%A4%A' },
    });
    expect(garbled.status).toBe(201);
  });
});

describe('uploads: the session and the kind before the body, the limit while it arrives', () => {
  it('no session: 401 before the body is read', async () => {
    const r = await endlessUpload('/files?kind=attachment', '', 64_000);
    expect(r).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
  });

  it('a bad kind: 400 before the body is read', async () => {
    const r = await endlessUpload('/files?kind=nope', clients.crewing!.cookie, 64_000);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'BAD_REQUEST', errors: { kind: [expect.any(String)] } });
  });

  it('over the kind limit: 413 JSON as soon as the limit is passed (declared or streamed)', async () => {
    const streamed = await endlessUpload('/files?kind=attachment', clients.crewing!.cookie, 700_000);
    expect(streamed.status).toBe(413);
    expect(streamed.type).toMatch(/application\/json/);
    expect(streamed.body).toMatchObject({ error: 'FILE_TOO_LARGE', errors: { file: ['FILE TOO LARGE'] } });
    const declared = await upload(
      clients.crewing!,
      Buffer.concat([PNG, Buffer.alloc(600_001)]),
      'big.png',
      'attachment',
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'FILE_TOO_LARGE' });
  });

  it('a password the user must change: uploads and downloads refused like tRPC (412)', async () => {
    const u = await makeUser(services, {});
    const c = new HttpClient(url);
    await c.mutation('auth.login', { username: u.username, password: u.password });
    const mine = await uploaded(c);
    const admin = await callerFor(services, ids.admin!);
    await admin.users.resetPassword({ userId: u.id, password: 'Reset-Pass-99', confirmPassword: 'Reset-Pass-99' });
    await c.mutation('auth.login', { username: u.username, password: 'Reset-Pass-99' });
    expect((await c.query('auth.permissions')).error?.data.code).toBe('PRECONDITION_FAILED');
    const up = await upload(c, PNG, 'x.png', 'attachment');
    expect(up.status).toBe(412);
    expect(await up.json()).toMatchObject({ error: 'PASSWORD_EXPIRED' });
    expect(await statusOf(c, mine)).toBe(412);
  });
});
