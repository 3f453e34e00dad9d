import type { Kysely } from 'kysely';
import {
  AGENCIES,
  can,
  ForbiddenError,
  SYSTEM_ADMIN_USER_TYPE,
  ValidationError,
  type AgencyCode,
  type CreateStaffInput,
  type ProfileFacts,
  type UserProfile,
} from '@crewing/domain';
import { editSenderOf, senderOf } from '../platform/trpc/trpc.js';
import { commandIdOf } from '../platform/stream-commands.js';
import type { Context, Session } from '../platform/trpc/context.js';
import type { DB } from '../platform/db/schema.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { revokeUserSessions } from '../platform/auth/sessions.js';
import { keyFactOf } from '../key-lists/resolve.js';
import { fileFacts } from '../records/facts.js';
import { changePassword, createUser, uniqueToField, updateUser, users } from '../users/commands.js';

type Ctx = Context & { session: Session };
const KEYS = { civilStatusId: 'civil-status', religionId: 'religion', principalId: 'principal' } as const;
const isAdmin = (ctx: Ctx) => ctx.session.actor.userTypeId === SYSTEM_ADMIN_USER_TYPE;

/** The facts the decider checks a profile's key fields with: each one exists and is still active. */
export async function profileFacts(db: Kysely<DB>, values: Partial<UserProfile>): Promise<ProfileFacts> {
  const facts: ProfileFacts = {};
  for (const [name, list] of Object.entries(KEYS)) {
    const v = (values as Record<string, unknown>)[name];
    if (typeof v !== 'number') continue;
    facts[name] = await keyFactOf(db, list, v);
  }
  return facts;
}

/** Add New Staff (000 §5): a user with or without the right to sign in is one stream; the password hash stays out of the log. */
export async function createStaff(ctx: Ctx, input: CreateStaffInput & { commandId?: string | undefined }) {
  const { username, password, confirmPassword: _c, commandId, ...fields } = input;
  // 000 §6: a staff-database user does not see the principal field, and never makes a system administrator.
  if (!isAdmin(ctx)) {
    if (fields.userTypeId === SYSTEM_ADMIN_USER_TYPE)
      throw ValidationError.field('userTypeId', 'Only a system administrator makes a system administrator');
    if (fields.principalId != null)
      throw ValidationError.field('principalId', 'Only a system administrator sets the principal');
  }
  const profile: UserProfile = { ...fields, grants: [] };
  const r = await createUser(ctx.services, {
    username,
    profile,
    hash: await hashPassword(password),
    ...senderOf(ctx, commandId),
    facts: await profileFacts(ctx.services.db, profile),
  });
  return { id: r.userId };
}

/** Personal Information card (000 §4, §5): only the fields sent, from the version the form was loaded at. */
export async function updatePersonalInfo(
  ctx: Ctx,
  input: {
    userId: number;
    baseVersion?: number | undefined;
    changes: Partial<UserProfile>;
    commandId?: string | undefined;
  },
) {
  const r = await updateUser(ctx.services, {
    userId: input.userId,
    changes: input.changes,
    ...editSenderOf(ctx, input),
    facts: await profileFacts(ctx.services.db, input.changes),
  });
  return { version: r.version };
}

/**
 * Employee Information (000 §5): the decider keeps a staff-database user who is not a system
 * administrator off the administrators' fields; a typed password is an administrator's reset (the
 * grant's users do not see the password fields, 000 §6) and signs the user out everywhere.
 */
export async function updateEmployeeInfo(
  ctx: Ctx,
  input: {
    userId: number;
    baseVersion?: number | undefined;
    changes: Partial<UserProfile>;
    password?: string | undefined;
    commandId?: string | undefined;
  },
) {
  if (input.password !== undefined && !isAdmin(ctx))
    throw new ForbiddenError('Only a system administrator sets another user’s password');
  // Taken now: the password change that may follow sends under an id derived from it.
  const commandId = commandIdOf(input);
  let version: number | null = null;
  if (Object.keys(input.changes).length > 0) {
    const data = {
      userId: input.userId,
      changes: input.changes,
      actorIsSystemAdmin: isAdmin(ctx),
      at: ctx.services.clock().toISOString(),
      facts: await profileFacts(ctx.services.db, input.changes),
    };
    const sender = editSenderOf(ctx, { commandId, baseVersion: input.baseVersion });
    const r = await users
      .handle(ctx.services, input.userId, { type: 'UpdateEmployeeInformation', data }, sender)
      .catch((e: unknown) =>
        input.password !== undefined && e instanceof ValidationError && e.message === 'Nothing changed'
          ? null
          : uniqueToField(e),
      );
    version = r?.version ?? null;
  }
  if (input.password !== undefined) {
    const r = await changePassword(ctx.services, {
      userId: input.userId,
      hash: await hashPassword(input.password),
      reason: 'admin-reset',
      ...senderOf(ctx, `${commandId}:password`.slice(0, 64)),
    });
    version = r.version;
    await revokeUserSessions(ctx.services.db, input.userId);
  } else if (version === null) throw new ValidationError({}, 'Nothing changed');
  if (input.changes.status === 0) await revokeUserSessions(ctx.services.db, input.userId);
  return { version };
}

/** Benefits and Contribution (000 §3 user agency number): one agency's number, kept as typed (digits and dashes). */
export async function updateAgencyNumber(
  ctx: Ctx,
  input: { userId: number; agency: AgencyCode; number?: string | undefined; commandId?: string | undefined },
) {
  const agency = AGENCIES.find((a) => a.code === input.agency)!;
  const value = input.number?.replace(/\s+/g, '') ?? null;
  const r = await updateUser(ctx.services, {
    userId: input.userId,
    changes: { [agency.field]: value },
    ...senderOf(ctx, input.commandId),
  });
  return { version: r.version, agencyName: agency.name };
}

/** Upload Staff Image / delete (000 §5): the files store sniffed the bytes; the decider wants an image the actor uploaded. */
export async function changeStaffImage(
  ctx: Ctx,
  input: { userId: number; fileId: string | null; commandId?: string | undefined },
) {
  const fileId = input.fileId?.toLowerCase() ?? null;
  const file = fileId ? ((await fileFacts(ctx.services.db, [fileId]))[fileId] ?? null) : null;
  const { userId } = input;
  const data = { userId, fileId, file, actorId: ctx.session.user.id, at: ctx.services.clock().toISOString() };
  const r = await users.handle(
    ctx.services,
    userId,
    { type: 'ChangeStaffImage', data },
    senderOf(ctx, input.commandId),
  );
  return { version: r.version };
}

/** Whether the actor may read this staff member's page: the staff database, DSS (201 Profile), or the user's own. */
export function canReadStaff(ctx: Ctx, userId: number): boolean {
  return ctx.session.user.id === userId || can(ctx.session.actor, 'staff.profile');
}
