import { crewDecider, crewStream, type CrewIdentityInput, type CrewProfileChanges } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import { senderOf } from '../platform/trpc/trpc.js';
import { streamCommands, type SendOptions, type Sender } from '../platform/stream-commands.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { nextId } from '../shared/ids.js';

/** The crew's stream: his 201 profile, records, lifecycle and uploads. */
export const crews = streamCommands(crewDecider, crewStream);

/** Add Crew (002 §7 addCrew, returns the id): the id is taken before the command, as the legacy's. */
export async function registerCrew(
  services: Pick<Services, 'db' | 'commands' | 'clock'>,
  input: { profile: CrewIdentityInput } & Sender,
): Promise<{ crewId: number }> {
  const crewId = await nextId(services, 'crew');
  const at = services.clock().toISOString();
  const command = { type: 'RegisterCrew' as const, data: { crewId, profile: input.profile, at } };
  const result = await crews.handle(services, crewId, command, input);
  // A retried command returns the first result: report the crew it registered.
  return { crewId: Number(result.streamId.slice(`${crewStream.type}-`.length)) };
}

/** Edit the 201 profile: only the changed fields, against the version the edit started from. */
export async function updateCrewProfile(
  services: Pick<Services, 'commands' | 'clock'>,
  input: { crewId: number; changes: CrewProfileChanges } & SendOptions,
) {
  const { crewId, changes } = input;
  const command = { type: 'UpdateCrewProfile' as const, data: { crewId, changes, at: services.clock().toISOString() } };
  return crews.handle(services, crewId, command, input);
}

/** Set (a fresh image upload of the actor's) or delete (null) the crew's image; the decider checks the file. */
export async function changeCrewPhoto(
  ctx: Context & { session: Session },
  crewId: number,
  fileId: string | null,
  commandId: string | undefined,
) {
  const { db, clock } = ctx.services;
  const row = fileId
    ? await db
        .selectFrom('files')
        .select(['kind', 'uploaded_by', 'file_name'])
        .where('id', '=', fileId)
        .executeTakeFirst()
    : undefined;
  const file = row ? { kind: row.kind, uploadedBy: row.uploaded_by, fileName: row.file_name } : null;
  const data = { crewId, fileId, file, actorId: ctx.session.user.id, at: clock().toISOString() };
  const command = { type: 'ChangeCrewPhoto' as const, data };
  const r = await crews.handle(ctx.services, crewId, command, senderOf(ctx, commandId));
  return { version: r.version };
}
