import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { HttpClient, startApp } from '../testing/http.js';
import type { App } from '../app.js';
import { createAdministrator } from '../users/first-admin.js';

// Issue 32 item 5: a production database starts with no account; `npm run create-admin` makes the first
// system administrator with a password he chose, checked by the staff password rule. The real command, spawned.
const SCRIPT = fileURLToPath(new URL('./create-admin.ts', import.meta.url));
let services: TestServices;
/** The server a browser would sign in to, on the same database the command writes. */
let server: { app: App; url: string } | undefined;
beforeAll(async () => {
  services = await createTestServices();
  server = await startApp(services);
}, 60_000);
afterAll(async () => {
  await server?.app.close();
  await services.dispose();
});

/** Runs the command with the password piped on stdin, as a script or `printf ... |` would. */
function createAdmin(args: string[], stdin: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, DATABASE_URL: services.env.DATABASE_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

const userCount = async () =>
  Number(
    (
      await services.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('npm run create-admin on an empty database', () => {
  it('refuses a short password and a missing username in our words, and creates nobody', async () => {
    expect(await userCount()).toBe(0);
    const short = await createAdmin(['--username', 'ada'], 'short\n');
    expect(short.code).toBe(2);
    expect(short.err).toContain('password: Use at least 10 characters');
    const badName = await createAdmin(['--username', 'ada lovelace'], 'a-long-enough-secret\n');
    expect(badName.err).toContain('username: Letters, digits, dot, dash and underscore only');
    expect(badName.code).toBe(2);
    expect(await userCount()).toBe(0);
  }, 240_000);

  it('creates a system administrator who signs in with his password, as an event from the command line', async () => {
    const made = await createAdmin(
      ['--username', 'ada', '--first-name', 'Ada', '--last-name', 'Reyes'],
      'correct horse battery\n',
    );
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/Created system administrator ada/);

    const c = new HttpClient(server!.url);
    expect((await c.mutation('auth.login', { username: 'ada', password: 'wrong password!' })).error).toBeDefined();
    const login = await c.mutation('auth.login', { username: 'ada', password: 'correct horse battery' });
    expect(login.error).toBeUndefined();
    const me = (await c.query('auth.me')).data as { name: string; permissions: string[] };
    expect(me.name).toBe('ADA REYES');
    expect(me.permissions).toContain('users.manage');

    const event = await services.db
      .selectFrom('events')
      .select(['event_type', 'metadata'])
      .where('stream_id', 'like', 'user-%')
      .executeTakeFirstOrThrow();
    expect(event.event_type).toBe('UserCreated');
    expect(event.metadata).toMatchObject({ userName: 'CREATE-ADMIN COMMAND', device: 'SERVER', ip: '127.0.0.1' });
    // The password hash is kept out of the log.
    expect(JSON.stringify(event)).not.toContain('correct horse');

    // The same command's check, in process (a third spawn costs a minute on a loaded machine).
    await expect(
      createAdministrator(services, { username: 'ADA', password: 'another long secret' }),
    ).rejects.toMatchObject({ fieldErrors: { username: ['This username is already taken'] } });
    expect(await userCount()).toBe(1);
  }, 240_000);
});
