import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-file.js';
import { makeUser } from '../../testing/actors.js';
import { HttpClient } from '../../testing/http.js';
import { QUEUES_PATH } from './ops.js';

const my = useTestApp({ redis: true });
let admin: HttpClient;

beforeAll(async () => {
  const u = await makeUser(my.services, { userTypeId: 1 });
  admin = new HttpClient(my.url);
  expect((await admin.mutation('auth.login', { username: u.username, password: u.password })).error).toBeUndefined();
});

/** Issue 25 §4: bull-board's API took a cross-site PUT (a queue was paused from a foreign Origin). */
describe('the queue view refuses cross-site state changes as /trpc does', () => {
  const pause = () => `${QUEUES_PATH}/api/queues/${encodeURIComponent(my.services.jobs.bullQueue!()!.name)}/pause`;

  it('refuses a PUT, POST or DELETE from another site with 403 and leaves the queue running', async () => {
    for (const method of ['PUT', 'POST', 'DELETE']) {
      const res = await admin.raw(pause(), { method, headers: { origin: 'https://evil.example' } });
      expect(res.status, method).toBe(403);
      expect(await res.json()).toEqual({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
    }
    const res = await admin.raw(pause(), { method: 'PUT', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(await my.services.jobs.bullQueue!()!.isPaused()).toBe(false);
  });

  it('takes the same PUT from the site itself', async () => {
    const res = await admin.raw(pause(), { method: 'PUT', headers: { origin: my.url } });
    expect(res.status).toBe(200);
    expect(await my.services.jobs.bullQueue!()!.isPaused()).toBe(true);
    await my.services.jobs.bullQueue!()!.resume();
  });
});
