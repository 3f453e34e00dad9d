import type { Kysely } from 'kysely';
import { TooManyRequestsError } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_USER = 5;
const MAX_FAILURES_PER_IP = 30;

/** Failed sign-ins are limited per username and per IP over a sliding 15-minute window. */
export async function assertLoginAllowed(db: Kysely<DB>, username: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byUser, byIp] = await Promise.all([
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('username', '=', username.toLowerCase())
      .where('succeeded', '=', false)
      .where('attempted_at', '>', since as never)
      .executeTakeFirst(),
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', ip)
      .where('succeeded', '=', false)
      .where('attempted_at', '>', since as never)
      .executeTakeFirst(),
  ]);
  if (Number(byUser?.n ?? 0) >= MAX_FAILURES_PER_USER || Number(byIp?.n ?? 0) >= MAX_FAILURES_PER_IP) {
    throw new TooManyRequestsError('Too many failed sign-in attempts. Wait 15 minutes and try again.');
  }
}

export async function recordLoginAttempt(db: Kysely<DB>, username: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insertInto('login_attempts').values({ username: username.toLowerCase(), ip, succeeded }).execute();
}
