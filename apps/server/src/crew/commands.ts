import { crewDecider, crewStream, type CrewIdentityInput, type CrewProfileChanges } from '@crewing/domain';
import type { EventMetadata } from '@crewing/events';
import type { Services } from '../services.js';
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
