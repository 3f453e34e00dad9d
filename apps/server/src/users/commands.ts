import { sql } from 'kysely';
import { userDecider, userStream, ValidationError, type ProfileFacts, type UserProfile } from '@crewing/domain';
import { isUniqueViolation, type AnyTrx, type CommandResult, type EventMetadata } from '@crewing/events';
import type { Services } from '../services.js';
import { nextId } from '../shared/ids.js';

export { nextId };

type Meta = Omit<EventMetadata, 'commandId'>;

async function writeCredentials(trx: AnyTrx, userId: number, hash: string): Promise<void> {
  await trx
    .insertInto('credentials')
    .values({ user_id: userId, password_hash: hash })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: hash, updated_at: sql`now()` }))
    .execute();
}

/** Unique username / employee id are enforced by the read model's indexes inside the same transaction. */
export function uniqueToField(e: unknown): never {
  if (isUniqueViolation(e, 'users_username_key')) throw ValidationError.field('username', 'This username is already taken');
  if (isUniqueViolation(e, 'users_employee_id_key')) throw ValidationError.field('employeeId', 'This employee ID is already used');
  throw e;
}

export async function createUser(
  services: Services,
  input: { username: string; profile: UserProfile; hash: string; commandId: string; metadata: Meta; userId?: number; facts?: ProfileFacts },
): Promise<CommandResult & { userId: number }> {
  const userId = input.userId ?? (await nextId(services, 'user'));
  const result = await services.commands
    .handle(userDecider, {
      streamId: userStream.id(userId),
      command: {
        type: 'CreateUser',
        data: { userId, username: input.username, profile: input.profile, at: services.clock().toISOString(), ...(input.facts ? { facts: input.facts } : {}) },
      },
      commandId: input.commandId,
      metadata: input.metadata,
      beforeCommit: (trx) => writeCredentials(trx, userId, input.hash),
    })
    .catch(uniqueToField);
  // A retried command returns the first result: report the user it created.
  return { ...result, userId: Number(result.streamId.slice('user-'.length)) };
}

export async function updateUser(
  services: Services,
  input: { userId: number; changes: Partial<UserProfile>; baseVersion?: number | undefined; commandId: string; metadata: Meta; facts?: ProfileFacts },
): Promise<CommandResult> {
  return services.commands
    .handle(userDecider, {
      streamId: userStream.id(input.userId),
      command: {
        type: 'UpdateUserDetails',
        data: { userId: input.userId, changes: input.changes, at: services.clock().toISOString(), ...(input.facts ? { facts: input.facts } : {}) },
      },
      commandId: input.commandId,
      baseVersion: input.baseVersion,
      metadata: input.metadata,
    })
    .catch(uniqueToField);
}

export async function changePassword(
  services: Services,
  input: { userId: number; hash: string; reason: 'self' | 'admin-reset'; commandId: string; metadata: Meta },
): Promise<CommandResult> {
  return services.commands.handle(userDecider, {
    streamId: userStream.id(input.userId),
    command: { type: 'ChangeUserPassword', data: { userId: input.userId, reason: input.reason, at: services.clock().toISOString() } },
    commandId: input.commandId,
    metadata: input.metadata,
    beforeCommit: (trx) => writeCredentials(trx, input.userId, input.hash),
  });
}
