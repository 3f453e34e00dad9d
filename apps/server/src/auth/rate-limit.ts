import type { Kysely } from 'kysely';
import { TooManyRequestsError } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/**
 * Password guessing limits (sign-in and the current password of Reset Password):
 * - per username from one IP, a delay that grows: FREE_ATTEMPTS checks, then a wait of
 *   FIRST_DELAY_MS that doubles with every further check, up to MAX_DELAY_MS. It is keyed by IP
 *   too, so an attacker elsewhere slows only themselves and never locks the real user out;
 *   a correct password resets it.
 * - per IP, at most IP_CEILING unsuccessful checks in a fixed IP_WINDOW_MS window (a successful
 *   one gives its place back, so an office behind one address can still sign in all morning).
 * An attempt is counted under a row lock BEFORE the password is checked, so parallel requests
 * queue on the lock and cannot all pass the check.
 */
export const LIMITS = {
  FREE_ATTEMPTS: 5,
  FIRST_DELAY_MS: 30_000,
  MAX_DELAY_MS: 15 * 60_000,
  IP_CEILING: 30,
  IP_WINDOW_MS: 15 * 60_000,
  /** A username+IP pair quiet this long starts again from zero. */
  FORGET_AFTER_MS: 24 * 3_600_000,
} as const;

interface LoginThrottleTable {
  scope: 'ip' | 'user-ip';
  subject: string;
  attempts: number;
  window_start: Date;
  blocked_until: Date | null;
  last_attempt_at: Date;
}
type Row = LoginThrottleTable;

/** The table is ours alone (migration 0006), so its type lives here rather than in the shared schema. */
function throttle(db: Kysely<DB>) {
  return db.withTables<{ login_throttle: LoginThrottleTable }>();
}

export interface Attempt {
  username: string;
  ip: string;
}

function keys(a: Attempt) {
  // The IP cannot contain "|", so "ip|username" is unambiguous whatever the username holds.
  return { ip: a.ip, pair: `${a.ip}|${a.username.toLowerCase()}` };
}

function delayAfter(attempts: number): number {
  if (attempts < LIMITS.FREE_ATTEMPTS) return 0;
  return Math.min(LIMITS.FIRST_DELAY_MS * 2 ** (attempts - LIMITS.FREE_ATTEMPTS), LIMITS.MAX_DELAY_MS);
}

function ipState(row: Row, now: Date): { attempts: number; windowStart: Date } {
  const start = new Date(row.window_start);
  const expired = now.getTime() - start.getTime() >= LIMITS.IP_WINDOW_MS;
  return expired ? { attempts: 0, windowStart: now } : { attempts: row.attempts, windowStart: start };
}

function pairState(row: Row, now: Date): { attempts: number; blockedUntil: Date | null } {
  const quiet = now.getTime() - new Date(row.last_attempt_at).getTime();
  if (quiet >= LIMITS.FORGET_AFTER_MS) return { attempts: 0, blockedUntil: null };
  return { attempts: row.attempts, blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null };
}

/** Counts one password check before it happens, or refuses it with how long to wait. */
export async function countAttempt(db: Kysely<DB>, attempt: Attempt, now: Date): Promise<void> {
  const k = keys(attempt);
  const waitMs = await throttle(db)
    .transaction()
    .execute(async (trx) => {
      const fresh = { attempts: 0, window_start: now, blocked_until: null, last_attempt_at: now };
      // Rows are created and locked in one order (ip, then user-ip) so two attempts never deadlock.
      await trx
        .insertInto('login_throttle')
        .values([
          { scope: 'ip', subject: k.ip, ...fresh },
          { scope: 'user-ip', subject: k.pair, ...fresh },
        ])
        .onConflict((oc) => oc.columns(['scope', 'subject']).doNothing())
        .execute();
      const rows = await trx
        .selectFrom('login_throttle')
        .selectAll()
        .where((eb) => eb.or([eb.and({ scope: 'ip', subject: k.ip }), eb.and({ scope: 'user-ip', subject: k.pair })]))
        .orderBy('scope')
        .forUpdate()
        .execute();
      const ipRow = rows.find((r) => r.scope === 'ip');
      const pairRow = rows.find((r) => r.scope === 'user-ip');
      if (!ipRow || !pairRow) throw new Error('login_throttle rows missing after insert');
      const ip = ipState(ipRow, now);
      const pair = pairState(pairRow, now);
      const ipFull = ip.attempts >= LIMITS.IP_CEILING;
      const ipWait = ipFull ? ip.windowStart.getTime() + LIMITS.IP_WINDOW_MS - now.getTime() : 0;
      const pairWait = pair.blockedUntil ? pair.blockedUntil.getTime() - now.getTime() : 0;
      const wait = Math.max(ipWait, pairWait);
      if (wait > 0) return wait; // refused attempts check no password, so they are not counted
      await trx
        .updateTable('login_throttle')
        .set({ attempts: ip.attempts + 1, window_start: ip.windowStart, last_attempt_at: now })
        .where('scope', '=', 'ip')
        .where('subject', '=', k.ip)
        .execute();
      const attempts = pair.attempts + 1;
      const delay = delayAfter(attempts);
      await trx
        .updateTable('login_throttle')
        .set({ attempts, blocked_until: delay ? new Date(now.getTime() + delay) : null, last_attempt_at: now })
        .where('scope', '=', 'user-ip')
        .where('subject', '=', k.pair)
        .execute();
      return 0;
    });
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new TooManyRequestsError(`Too many failed sign-in attempts. Try again in ${seconds} seconds.`);
  }
}

/** A correct password: the pair starts again from zero and the IP gets its place back. */
export async function attemptSucceeded(db: Kysely<DB>, attempt: Attempt, now: Date): Promise<void> {
  const k = keys(attempt);
  const t = throttle(db);
  await t
    .updateTable('login_throttle')
    .set((eb) => ({ attempts: eb.fn('greatest', [eb('attempts', '-', 1), eb.lit(0)]) }))
    .where('scope', '=', 'ip')
    .where('subject', '=', k.ip)
    .execute();
  await t.deleteFrom('login_throttle').where('scope', '=', 'user-ip').where('subject', '=', k.pair).execute();
  // Pairs nobody used for a day are forgotten anyway; dropping them keeps the table small.
  const forgotten = new Date(now.getTime() - LIMITS.FORGET_AFTER_MS);
  await t.deleteFrom('login_throttle').where('last_attempt_at', '<', forgotten).execute();
}

/** The sign-in log: one row per password actually checked (refused attempts check none). */
export async function recordLoginAttempt(db: Kysely<DB>, attempt: Attempt, succeeded: boolean): Promise<void> {
  const row = { username: attempt.username.toLowerCase(), ip: attempt.ip, succeeded };
  await db.insertInto('login_attempts').values(row).execute();
}
