import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { makeUser } from '../testing/actors.js';
import { HttpClient, startApp } from '../testing/http.js';
import type { App } from '../app.js';

let services: TestServices;
let app: App;
let url: string;

beforeAll(async () => {
  services = await createTestServices();
  ({ app, url } = await startApp(services));
});
afterAll(async () => {
  await app.close();
  await services.dispose();
});

describe('sign-in over HTTP', () => {
  it('sets an httpOnly SameSite=Strict session cookie, knows the user, and logout revokes it', async () => {
    const u = await makeUser(services, { userTypeId: 1 });
    const c = new HttpClient(url);
    expect((await c.query('auth.me')).data).toBeNull();
    const login = await c.mutation('auth.login', { username: u.username.toUpperCase(), password: u.password });
    expect(login.error).toBeUndefined();
    expect(login.setCookie[0]).toMatch(/HttpOnly/i);
    expect(login.setCookie[0]).toMatch(/SameSite=Strict/i);
    const me = (await c.query('auth.me')).data as { id: number; passwordCurrent: boolean; permissions: string[] };
    expect(me).toMatchObject({ id: u.id, passwordCurrent: true });
    expect(me.permissions).toContain('users.manage');
    const stolen = c.cookie;
    await c.mutation('auth.logout');
    const replay = new HttpClient(url);
    replay.cookie = stolen;
    expect((await replay.query('users.list', {})).error?.data.code).toBe('UNAUTHORIZED');
  });

  it('refuses a wrong password with one message for unknown users and wrong passwords, then rate-limits', async () => {
    const u = await makeUser(services, {});
    const c = new HttpClient(url);
    const unknown = await c.mutation('auth.login', { username: 'no-such-user', password: 'whatever' });
    expect(unknown.error?.message).toBe('Invalid username or password');
    for (let i = 0; i < 5; i++) {
      const r = await c.mutation('auth.login', { username: u.username, password: 'wrong-password' });
      expect(r.error?.data.code).toBe('UNAUTHORIZED');
    }
    const limited = await c.mutation('auth.login', { username: u.username, password: u.password });
    expect(limited.error?.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it('validation errors come back keyed by field', async () => {
    const c = new HttpClient(url);
    const r = await c.mutation('auth.login', { username: '', password: '' });
    expect(r.error?.data.code).toBe('BAD_REQUEST');
    expect(r.error?.data.fieldErrors).toEqual({
      username: ['This field is required'],
      password: ['This field is required'],
    });
  });

  it('an administrator reset forces a new password: everything but reset and logout is refused until then', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const u = await makeUser(services, {});
    const a = new HttpClient(url);
    await a.mutation('auth.login', { username: admin.username, password: admin.password });
    const reset = await a.mutation('users.resetPassword', {
      userId: u.id,
      password: 'Temporary-Pass-1',
      confirmPassword: 'Temporary-Pass-1',
    });
    expect(reset.error).toBeUndefined();

    const c = new HttpClient(url);
    await c.mutation('auth.login', { username: u.username, password: 'Temporary-Pass-1' });
    expect((await c.query('auth.me')).data).toMatchObject({ passwordCurrent: false });
    expect((await c.query('masterData.keys')).error?.data.code).toBe('PRECONDITION_FAILED');
    const mismatch = await c.mutation('auth.resetPassword', {
      currentPassword: 'Temporary-Pass-1',
      newPassword: 'Brand-New-Pass-2',
      confirmNewPassword: 'Brand-New-Pass-3',
    });
    expect(mismatch.error?.data.fieldErrors).toEqual({ confirmNewPassword: ['Password Not Matched'] });
    const wrong = await c.mutation('auth.resetPassword', {
      currentPassword: 'nope',
      newPassword: 'Brand-New-Pass-2',
      confirmNewPassword: 'Brand-New-Pass-2',
    });
    expect(wrong.error?.data.fieldErrors).toEqual({ currentPassword: ['The current password is wrong'] });
    const ok = await c.mutation('auth.resetPassword', {
      currentPassword: 'Temporary-Pass-1',
      newPassword: 'Brand-New-Pass-2',
      confirmNewPassword: 'Brand-New-Pass-2',
    });
    expect(ok.error).toBeUndefined();
    expect((await c.query('masterData.keys')).error).toBeUndefined();
  });

  it('records who, from which device, browser and IP, on every event', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const c = new HttpClient(
      url,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    await c.mutation('auth.login', { username: admin.username, password: admin.password });
    const request = {
      username: 'meta.check',
      password: 'Long-Enough-1',
      confirmPassword: 'Long-Enough-1',
      employeeId: 'meta-1',
      firstName: 'maria',
      lastName: 'santos',
      email: 'Maria.Santos@Example.com',
      userTypeId: 2,
      departmentId: 2,
      commandId: 'cmd-meta-check-1',
    };
    const created = await c.mutation('users.create', request);
    expect(created.error).toBeUndefined();
    // A retry resends the same request with the same command id (a different one is refused).
    const again = await c.mutation('users.create', request);
    expect(again.data).toMatchObject({ id: (created.data as { id: number }).id, duplicate: true });
    const audit = (await c.query('audit.list', { streamId: `user-${(created.data as { id: number }).id}` })).data as {
      items: Array<Record<string, string>>;
    };
    expect(audit.items[0]).toMatchObject({ device: 'MOBILE', ip: '127.0.0.1' });
    expect(audit.items[0]!.browser).toMatch(/Safari/);
    expect(audit.items[0]!.os).toMatch(/iOS/);
    const user = (await c.query('users.get', { id: (created.data as { id: number }).id })).data as Record<
      string,
      unknown
    >;
    // The upper-case rule: names upper-cased, email and username kept as typed.
    expect(user).toMatchObject({
      firstName: 'MARIA',
      lastName: 'SANTOS',
      email: 'Maria.Santos@Example.com',
      username: 'meta.check',
    });
    const dup = await c.mutation('users.create', {
      username: 'META.CHECK',
      password: 'Long-Enough-1',
      confirmPassword: 'Long-Enough-1',
      employeeId: 'meta-2',
      firstName: 'x',
      lastName: 'y',
      userTypeId: 2,
      departmentId: 2,
    });
    expect(dup.error?.data.fieldErrors).toEqual({ username: ['This username is already taken'] });
  });

  it('honours X-Forwarded-For only behind a configured trusted proxy', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const c = new HttpClient(url);
    await c.mutation('auth.login', { username: admin.username, password: admin.password });
    const res = await c.raw('/trpc/users.update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ userId: admin.id, changes: { middleName: 'spoofed' } }),
    });
    expect(res.status).toBe(200);
    const audit = await services.db
      .selectFrom('events')
      .select('metadata')
      .where('stream_id', '=', `user-${admin.id}`)
      .orderBy('global_position', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.metadata.ip).toBe('127.0.0.1');
  });
});

describe('user edits', () => {
  it('a partial update touches only the fields sent; null empties an optional field; history lists every change', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const target = await makeUser(services, { positionIds: [9], grants: ['coe'], middleName: 'ABAD' });
    const c = new HttpClient(url);
    await c.mutation('auth.login', { username: admin.username, password: admin.password });
    expect(
      (await c.mutation('users.update', { userId: target.id, changes: { middleName: null } })).error,
    ).toBeUndefined();
    expect((await c.mutation('users.update', { userId: target.id, changes: { status: 0 } })).error).toBeUndefined();
    const user = (await c.query('users.get', { id: target.id })).data as Record<string, unknown>;
    expect(user).toMatchObject({ middleName: null, positionIds: [9], grants: ['coe'], status: 0 });
    await c.mutation('users.resetPassword', {
      userId: target.id,
      password: 'Reset-Pass-123',
      confirmPassword: 'Reset-Pass-123',
    });
    const history = (await c.query('users.history', { userId: target.id })).data as Array<{
      field: string;
      oldValue: unknown;
      newValue: unknown;
      ip?: string;
    }>;
    expect(history.map((h) => [h.field, h.oldValue, h.newValue])).toEqual([
      ['password', null, 'RESET BY ADMINISTRATOR'],
      ['status', 1, 0],
      ['middleName', 'ABAD', null],
    ]);
    expect(history[0]!.ip).toBe('127.0.0.1'); // a system admin sees device, browser and IP
    const search = (await c.query('users.list', { search: target.username, searchKey: 'last_name', status: 0 }))
      .data as { total: number };
    expect(search.total).toBe(1);
  });
});
