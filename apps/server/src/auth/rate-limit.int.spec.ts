import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { makeUser } from '../testing/actors.js';
import { HttpClient, startApp, type TrpcReply } from '../testing/http.js';
import type { App } from '../app.js';
import { LIMITS } from './rate-limit.js';

// The server trusts loopback as a proxy here, so each test signs in "from" the X-Forwarded-For
// addresses it names, and the clock is ours to move.
let services: TestServices;
let app: App;
let url: string;
let now = new Date();
const later = (ms: number) => void (now = new Date(now.getTime() + ms));

beforeAll(async () => {
  services = await createTestServices({ env: { TRUSTED_PROXIES: 'loopback' }, clock: () => now });
  ({ app, url } = await startApp(services));
});
afterAll(async () => {
  await app?.close();
  await services?.dispose();
});

/** A browser at `ip` (its own cookie jar), talking through the trusted proxy. */
function from(ip: string) {
  const c = new HttpClient(url);
  const post = async (path: string, input: unknown): Promise<TrpcReply> => {
    const res = await c.raw(`/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as { result?: { data: unknown }; error?: TrpcReply['error'] };
    return { status: res.status, data: body.result?.data, error: body.error, setCookie: res.headers.getSetCookie() };
  };
  return {
    login: (username: string, password: string) => post('auth.login', { username, password }),
    resetPassword: (currentPassword: string) =>
      post('auth.resetPassword', {
        currentPassword,
        newPassword: 'Another-Pass-9',
        confirmNewPassword: 'Another-Pass-9',
      }),
  };
}

/** Passwords actually checked (argon2 verifications): one sign-in log row each. */
async function verifications(where: { username?: string; ip?: string }): Promise<number> {
  let q = services.db.selectFrom('login_attempts').select((eb) => eb.fn.countAll<string>().as('n'));
  if (where.username) q = q.where('username', '=', where.username.toLowerCase());
  if (where.ip) q = q.where('ip', '=', where.ip);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

const WAIT = /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/;

describe('sign-in limits', () => {
  it('25 parallel attempts with the right password last do not get in: only the free attempts check a password', async () => {
    const u = await makeUser(services, {});
    const browser = from('198.51.100.1');
    const replies = await Promise.all([
      ...Array.from({ length: 24 }, (_, i) => browser.login(u.username, `wrong-password-${i}`)),
      browser.login(u.username, u.password),
    ]);
    expect(replies.filter((r) => r.data !== undefined)).toEqual([]);
    expect(replies.at(-1)!.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(replies.filter((r) => r.error?.data.code === 'TOO_MANY_REQUESTS')).toHaveLength(25 - LIMITS.FREE_ATTEMPTS);
    expect(replies.find((r) => r.error?.data.code === 'TOO_MANY_REQUESTS')!.error!.message).toMatch(WAIT);
    expect(await verifications({ username: u.username })).toBe(LIMITS.FREE_ATTEMPTS);
  });

  it('100 parallel attempts from one address check at most the per-IP ceiling of passwords', async () => {
    const ip = '198.51.100.2';
    const browser = from(ip);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => browser.login(`guess-${i}`, 'Password-123')),
    );
    expect(replies.every((r) => r.error !== undefined)).toBe(true);
    expect(await verifications({ ip })).toBe(LIMITS.IP_CEILING);
    expect(replies.filter((r) => r.error?.data.code === 'TOO_MANY_REQUESTS')).toHaveLength(100 - LIMITS.IP_CEILING);
  });

  it('failures from one address do not delay the same username from another; the wait doubles; a success resets it', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const attacker = from('203.0.113.66');
    for (let i = 0; i < LIMITS.FREE_ATTEMPTS; i++) {
      expect((await attacker.login(admin.username, 'not-it-1')).error?.data.code).toBe('UNAUTHORIZED');
    }
    // The real administrator, elsewhere, is not locked out; the attacker waits.
    const office = from('192.0.2.10');
    expect((await office.login(admin.username, admin.password)).error).toBeUndefined();
    expect((await attacker.login(admin.username, admin.password)).error?.message).toBe(
      'Too many failed sign-in attempts. Try again in 30 seconds.',
    );

    later(LIMITS.FIRST_DELAY_MS + 1_000);
    expect((await attacker.login(admin.username, 'not-it-2')).error?.data.code).toBe('UNAUTHORIZED');
    expect((await attacker.login(admin.username, 'not-it-3')).error?.message).toBe(
      'Too many failed sign-in attempts. Try again in 60 seconds.',
    );

    // The right password from that address, once allowed, starts the count again.
    later(2 * LIMITS.FIRST_DELAY_MS + 1_000);
    expect((await attacker.login(admin.username, admin.password)).error).toBeUndefined();
    for (let i = 0; i < LIMITS.FREE_ATTEMPTS; i++) {
      expect((await attacker.login(admin.username, 'not-it-4')).error?.data.code).toBe('UNAUTHORIZED');
    }
  });

  it('guessing the current password in Reset Password is limited like sign-in', async () => {
    const u = await makeUser(services, {});
    const browser = from('198.51.100.3');
    expect((await browser.login(u.username, u.password)).error).toBeUndefined();
    for (let i = 0; i < LIMITS.FREE_ATTEMPTS; i++) {
      expect((await browser.resetPassword(`guess-${i}`)).error?.data.fieldErrors).toEqual({
        currentPassword: ['The current password is wrong'],
      });
    }
    const right = await browser.resetPassword(u.password);
    expect(right.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(right.error?.message).toMatch(WAIT);
    // One sign-in plus the free guesses: no more passwords were checked.
    expect(await verifications({ username: u.username })).toBe(1 + LIMITS.FREE_ATTEMPTS);
  });
});
