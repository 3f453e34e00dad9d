import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Actor, Grant } from '@crewing/domain';
import type { DB, UsersTable } from '../db/schema.js';

export const SESSION_COOKIE = 'crewing_sid';

export type UserRow = Selectable<UsersTable>;

/** Only the hash of a session token is stored: a leaked sessions table signs no one in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Kysely<DB>,
  input: { userId: number; days: number; ip: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashToken(token),
      user_id: input.userId,
      expires_at: new Date(Date.now() + input.days * 86_400_000),
      ip: input.ip,
      user_agent: input.userAgent.slice(0, 400),
    })
    .execute();
  return token;
}

export async function loadSession(db: Kysely<DB>, token: string): Promise<{ idHash: string; user: UserRow } | null> {
  const idHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.last_seen_at'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.status', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { last_seen_at, ...user } = row;
  // Touch at most once a minute: a busy board should not write on every request.
  if (Date.now() - new Date(last_seen_at).getTime() > 60_000) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date().toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { idHash, user };
}

/**
 * The users of those sessions that are still live (not revoked, not expired, user active):
 * the socket server re-checks the sessions of its open sockets with one query.
 */
export async function liveSessions(db: Kysely<DB>, idHashes: readonly string[]): Promise<Map<string, UserRow>> {
  if (idHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.id_hash')
    .where('sessions.id_hash', 'in', [...idHashes])
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.status', '=', 1)
    .execute();
  return new Map(rows.map(({ id_hash, ...user }) => [id_hash, user]));
}

type RevokedListener = (idHashes: readonly string[]) => void;
const revokedListeners = new WeakMap<Kysely<DB>, Set<RevokedListener>>();

/**
 * Hears the sessions revoked through this database handle, after the revocation is written: the
 * socket server drops those sessions' sockets on every server process (its adapter carries the
 * drop). A revocation inside a transaction is not heard: the sockets' periodic re-check ends them.
 */
export function onSessionsRevoked(db: Kysely<DB>, listener: RevokedListener): () => void {
  const set = revokedListeners.get(db) ?? new Set<RevokedListener>();
  revokedListeners.set(db, set.add(listener));
  return () => void set.delete(listener);
}

function announceRevoked(db: Kysely<DB>, idHashes: readonly string[]): void {
  if (idHashes.length === 0) return;
  for (const listener of revokedListeners.get(db) ?? []) listener(idHashes);
}

/** Logout. */
export async function revokeSession(db: Kysely<DB>, idHash: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id_hash', '=', idHash).execute();
  announceRevoked(db, [idHash]);
}

/** A deactivated user or an administrator's password reset ends every open session. */
export async function revokeUserSessions(db: Kysely<DB>, userId: number, exceptIdHash?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptIdHash) q = q.where('id_hash', '!=', exceptIdHash);
  const revoked = await q.returning('id_hash').execute();
  announceRevoked(
    db,
    revoked.map((r) => r.id_hash),
  );
}

export function actorOf(user: UserRow): Actor {
  return {
    id: user.id,
    name: fullName(user),
    userTypeId: user.user_type_id,
    departmentId: user.department_id,
    positionIds: user.position_ids,
    fleetId: user.fleet_id,
    vesselTypeId: user.vessel_type_id,
    principalId: user.principal_id,
    grants: user.grants as Grant[],
  };
}

export function fullName(u: Pick<UserRow, 'first_name' | 'middle_name' | 'last_name' | 'suffix'>): string {
  return [u.first_name, u.middle_name, u.last_name, u.suffix].filter(Boolean).join(' ');
}
