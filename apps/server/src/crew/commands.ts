import { crewDecider, crewStream, type CrewIdentityInput, type CrewProfileChanges } from '@crewing/domain';
import type { EventMetadata } from '@crewing/events';
import type { Services } from '../services.js';
import { eventMetadata } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { nextId } from '../shared/ids.js';

/** Add Crew (002 §7 addCrew, returns the id): the id is taken before the command, as the legacy's. */
export async function registerCrew(
  services: Pick<Services, 'db' | 'commands' | 'clock'>,
  input: { profile: CrewIdentityInput; commandId: string; metadata: Omit<EventMetadata, 'commandId'> },
): Promise<{ crewId: number }> {
  const crewId = await nextId(services, 'crew');
  const result = await services.commands.handle(crewDecider, {
    streamId: crewStream.id(crewId),
    command: { type: 'RegisterCrew', data: { crewId, profile: input.profile, at: services.clock().toISOString() } },
    commandId: input.commandId,
    metadata: input.metadata,
  });
  // A retried command returns the first result: report the crew it registered.
  return { crewId: Number(result.streamId.slice(`${crewStream.type}-`.length)) };
}

/** Edit the 201 profile: only the changed fields, against the version the edit started from. */
export async function updateCrewProfile(
  services: Pick<Services, 'commands' | 'clock'>,
  input: { crewId: number; changes: CrewProfileChanges; baseVersion?: number | undefined; commandId: string; metadata: Omit<EventMetadata, 'commandId'> },
) {
  return services.commands.handle(crewDecider, {
    streamId: crewStream.id(input.crewId),
    command: { type: 'UpdateCrewProfile', data: { crewId: input.crewId, changes: input.changes, at: services.clock().toISOString() } },
    commandId: input.commandId,
    baseVersion: input.baseVersion,
    metadata: input.metadata,
  });
}

/** Set (a fresh image upload of the actor's) or delete (null) the crew's image; the decider checks the file. */
export async function changeCrewPhoto(ctx: Context & { session: Session }, crewId: number, fileId: string | null, commandId: string | undefined) {
  const { db, commands, clock } = ctx.services;
  const row = fileId ? await db.selectFrom('files').select(['kind', 'uploaded_by', 'file_name']).where('id', '=', fileId).executeTakeFirst() : undefined;
  const file = row ? { kind: row.kind, uploadedBy: row.uploaded_by, fileName: row.file_name } : null;
  const r = await commands.handle(crewDecider, {
    streamId: crewStream.id(crewId),
    command: { type: 'ChangeCrewPhoto', data: { crewId, fileId, file, actorId: ctx.session.user.id, at: clock().toISOString() } },
    commandId: commandId ?? crypto.randomUUID(),
    metadata: eventMetadata(ctx),
  });
  return { version: r.version };
}
