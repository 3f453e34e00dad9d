import type { Request, Response } from 'express';
import { TRPCError } from '@trpc/server';
import { appRouter } from '../features.js';
import type { Services } from '../platform/services.js';
import { masterEntries } from '../master-data/commands.js';
import type { Context } from '../platform/trpc/context.js';
import { actorOf } from '../platform/auth/sessions.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { createUser } from '../users/commands.js';
import {
  crewDecider,
  crewStream,
  DEPT,
  POS,
  type AddCrewInput,
  type CrewCommand,
  type MasterDataKind,
  type UserProfile,
} from '@crewing/domain';
import { nextId, type IdSequence } from '../shared/ids.js';

export const TEST_META = {
  userId: null,
  userName: 'TEST',
  device: 'DESKTOP',
  browser: 'Vitest',
  os: 'Linux',
  ip: '127.0.0.1',
  correlationId: 'test',
  causationId: null,
};

let counter = 0;
/** Creates a user through the command handler and returns its id. */
export async function makeUser(
  services: Services,
  profile: Partial<UserProfile> & { username?: string; password?: string } = {},
) {
  counter++;
  const {
    username = `user${counter}x${Math.random().toString(36).slice(2, 6)}`,
    password = 'Test-Password-1',
    ...rest
  } = profile;
  const r = await createUser(services, {
    username,
    hash: await hashPassword(password),
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
    profile: {
      employeeId: `T-${username}`,
      firstName: 'TEST',
      lastName: username.toUpperCase(),
      userTypeId: 2,
      departmentId: 7,
      positionIds: [],
      grants: [],
      status: 1,
      ...rest,
    },
  });
  return { id: r.userId, username, password };
}

/** A tRPC caller acting as a user, through every middleware (permissions, normaliser, errors). */
export async function callerFor(services: Services, userId: number | null) {
  const user =
    userId === null
      ? undefined
      : await services.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const headers = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  };
  const ctx: Context = {
    services,
    req: { headers, ip: '10.1.2.3', secure: false } as unknown as Request,
    res: { cookie: () => undefined, clearCookie: () => undefined } as unknown as Response,
    meta: {
      device: 'DESKTOP',
      browser: 'Chrome 126.0',
      os: 'Linux',
      ip: '10.1.2.3',
      userAgent: headers['user-agent'],
      correlationId: crypto.randomUUID(),
    },
    session: user ? { idHash: 'test', user, actor: actorOf(user) } : null,
  };
  return appRouter.createCaller(ctx);
}

export type Caller = Awaited<ReturnType<typeof callerFor>>;

/** The personas tests act as (001 §6 roles): the profile of a new user of each. */
export const PERSONAS = {
  admin: { userTypeId: 1 },
  crewingOfficer: { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] },
  ops: { departmentId: DEPT.operations, positionIds: [POS.operationsManager] },
  management: { departmentId: DEPT.management, positionIds: [POS.generalManager] },
  dss: { departmentId: DEPT.dss },
} satisfies Record<string, Partial<UserProfile>>;

/** A new user of the persona, made through the command handler: his id and a caller acting as him. */
export async function userAs(
  services: Services,
  persona: keyof typeof PERSONAS,
): Promise<{ id: number; caller: Caller }> {
  const { id } = await makeUser(services, PERSONAS[persona]);
  return { id, caller: await callerFor(services, id) };
}

/** A caller acting as a new user of the persona, made through the command handler. */
export async function callerAs(services: Services, persona: keyof typeof PERSONAS): Promise<Caller> {
  return (await userAs(services, persona)).caller;
}

/** A crew added as the crewing officer does it (002 §8): a new applicant no., JUAN born 1990 unless given. */
export async function addCrew(officer: Caller, profile: Partial<AddCrewInput> & { lastName: string; rankId: number }) {
  const { id } = await officer.crew.add({
    applicantNo: `A${Math.random().toString(36).slice(2, 9)}`,
    firstName: 'JUAN',
    birthdate: '1990-01-01',
    ...profile,
  });
  return id;
}

/**
 * A crew registered through the crew stream (crew code C<id>, LAST<id>, TEST) and, when given a
 * vessel, signed on it: the board's off-signers and relievers, without the read models in between.
 */
export async function registeredCrew(
  services: Services,
  crew: { rankId: number; at: string; onboard?: { vesselId: number; embarkDate: string } },
): Promise<number> {
  const { rankId, at, onboard } = crew;
  const crewId = await nextId(services, 'crew');
  const profile = { crewCode: `C${crewId}`, lastName: `LAST${crewId}`, firstName: 'TEST', rankId };
  const commands: CrewCommand[] = [{ type: 'RegisterCrew', data: { crewId, profile, at } }];
  if (onboard) commands.push({ type: 'SignOnCrew', data: { crewId, rankId, ...onboard, at } });
  await services.commands.handleMany(
    commands.map((command) => ({ decider: crewDecider, streamId: crewStream.id(crewId), command })),
    { commandId: crypto.randomUUID(), metadata: TEST_META },
  );
  return crewId;
}

/** A command on a crew's stream straight through the handler, as the crew's processes send one (no procedure). */
export function handleCrew(services: Services, crewId: number, command: CrewCommand) {
  return services.commands.handle(crewDecider, {
    streamId: crewStream.id(crewId),
    command,
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
  });
}

/** What a call ends in: 'OK' or the tRPC error code (how a user would see the refusal). */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (e) {
    return e instanceof TRPCError ? e.code : String(e);
  }
}

/** The errors a refused call names under each field (null when it passed or named none). */
export async function fieldErrorsOf(call: Promise<unknown>): Promise<Record<string, string[]> | null> {
  try {
    await call;
    return null;
  } catch (e) {
    return (e as { cause?: { fieldErrors?: Record<string, string[]> } }).cause?.fieldErrors ?? null;
  }
}

/** A master record (fleet, vessel, rank...) created through the command handler, as an administrator does. */
export async function createMasterRecord(
  services: Services,
  kind: MasterDataKind,
  id: number,
  fields: Record<string, unknown>,
): Promise<number> {
  const command = {
    type: 'CreateMasterRecord' as const,
    data: { kind, id, fields, at: services.clock().toISOString() },
  };
  await masterEntries(kind).handle(services, id, command, { metadata: TEST_META });
  return id;
}

/** A master record with the next id of its sequence, created as an administrator does. */
export async function newMasterRecord(
  services: Services,
  kind: MasterDataKind,
  sequence: IdSequence,
  fields: Record<string, unknown>,
): Promise<number> {
  return createMasterRecord(services, kind, await nextId(services, sequence), fields);
}
