import { sql } from 'kysely';
import { userDecider, userStream, ValidationError, type ProfileFacts, type UserProfile } from '@crewing/domain';
import { isUniqueViolation, type AnyTrx, type CommandResult } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { nextId } from '../shared/ids.js';
import { streamCommands, type SendOptions, type Sender } from '../platform/stream-commands.js';

export { nextId };

/** A user's stream (staff and users are one entity, 000 §3): profile, password changes, staff records. */
export const users = streamCommands(userDecider, userStream);

export async function writeCredentials(trx: AnyTrx, userId: number, hash: string): Promise<void> {
  await trx
    .insertInto('credentials')
    .values({ user_id: userId, password_hash: hash })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: hash, updated_at: sql`now()` }))
    .execute();
}

/** Unique username / employee id are enforced by the read model's indexes inside the same transaction. */
export function uniqueToField(e: unknown): never {
  if (isUniqueViolation(e, 'users_username_key'))
    throw ValidationError.field('username', 'This username is already taken');
  if (isUniqueViolation(e, 'users_employee_id_key'))
    throw ValidationError.field('employeeId', 'This employee ID is already used');
  throw e;
}

export async function createUser(
  services: Services,
  input: { username: string; profile: UserProfile; hash: string; userId?: number; facts?: ProfileFacts } & Sender,
): Promise<CommandResult & { userId: number }> {
  const userId = input.userId ?? (await nextId(services, 'user'));
  const { username, profile, facts } = input;
  const at = services.clock().toISOString();
  const command = { type: 'CreateUser' as const, data: { userId, username, profile, at, ...(facts ? { facts } : {}) } };
  const result = await users
    .handle(services, userId, command, { ...input, beforeCommit: (trx) => writeCredentials(trx, userId, input.hash) })
    .catch(uniqueToField);
  // A retried command returns the first result: report the user it created.
  return { ...result, userId: Number(result.streamId.slice('user-'.length)) };
}

export async function updateUser(
  services: Services,
  input: { userId: number; changes: Partial<UserProfile>; facts?: ProfileFacts } & SendOptions,
): Promise<CommandResult> {
  const { userId, changes, facts } = input;
  const at = services.clock().toISOString();
  const command = { type: 'UpdateUserDetails' as const, data: { userId, changes, at, ...(facts ? { facts } : {}) } };
  return users.handle(services, userId, command, input).catch(uniqueToField);
}

export async function changePassword(
  services: Services,
  input: { userId: number; hash: string; reason: 'self' | 'admin-reset' } & Sender,
): Promise<CommandResult> {
  const { userId, reason } = input;
  const command = { type: 'ChangeUserPassword' as const, data: { userId, reason, at: services.clock().toISOString() } };
  const beforeCommit = (trx: AnyTrx) => writeCredentials(trx, userId, input.hash);
  return users.handle(services, userId, command, { ...input, beforeCommit });
}
