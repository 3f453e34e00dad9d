import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@crewing/domain';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { makeUser } from '../../testing/actors.js';
import { HttpClient, startApp } from '../../testing/http.js';
import type { App } from '../../app.js';

/** Command ids over HTTP: keyed by the signed-in user and the request the client sent (security review). */
let services: TestServices;
let app: App;
let url: string;
let target: number;

async function signedIn(): Promise<HttpClient> {
  const u = await makeUser(services, { userTypeId: 1 });
  const c = new HttpClient(url);
  expect((await c.mutation('auth.login', { username: u.username, password: u.password })).error).toBeUndefined();
  return c;
}
const events = async () => (await services.store.readStream(userStream.id(target))).length;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  ({ app, url } = await startApp(services));
  target = (await makeUser(services)).id;
});
afterAll(async () => {
  await app.close();
  await services.dispose();
});

describe('a command id over HTTP', () => {
  it('the same request sent again (key order aside) is answered with the first result, appended once', async () => {
    const c = await signedIn();
    const commandId = crypto.randomUUID();
    const before = await events();
    const first = await c.mutation('users.update', { commandId, userId: target, changes: { middleName: 'first' } });
    const again = await c.mutation('users.update', { changes: { middleName: 'FIRST' }, userId: target, commandId });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, data: first.data });
    expect(await events()).toBe(before + 1);
  });

  it('the same id with another request is refused with 409 CONFLICT and changes nothing', async () => {
    const c = await signedIn();
    const commandId = crypto.randomUUID();
    await c.mutation('users.update', { commandId, userId: target, changes: { middleName: 'one' } });
    const before = await events();
    const other = await c.mutation('users.update', { commandId, userId: target, changes: { middleName: 'two' } });
    expect(other.status).toBe(409);
    expect(other.error).toMatchObject({
      message: 'This request id was already used for another request',
      data: { code: 'CONFLICT' },
    });
    expect(await events()).toBe(before);
    const user = await services.db
      .selectFrom('users')
      .select('middle_name')
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    expect(user.middle_name).toBe('ONE');
  });

  it("another user's same id is a command of its own, not the first user's result", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const commandId = crypto.randomUUID();
    const before = await events();
    const first = await a.mutation('users.update', { commandId, userId: target, changes: { suffix: 'JR' } });
    const second = await b.mutation('users.update', { commandId, userId: target, changes: { suffix: 'SR' } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data).not.toEqual(first.data);
    expect(await events()).toBe(before + 2);
  });
});
