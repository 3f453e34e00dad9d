import type { RouterInputs, RouterOutputs } from '../shared/trpc';

/** The crew API's shapes, read from the server's router (types only). */
export type CrewListItem = RouterOutputs['crew']['list']['items'][number];
export type CrewListQuery = RouterInputs['crew']['list'];
export type ExistingCrew = RouterOutputs['crew']['possibleDuplicates']['existingCrews'][number];
export type AddCrewPayload = RouterInputs['crew']['add'];
export type CrewDetail = RouterOutputs['crew']['get'];
export type CrewProfileChangesPayload = RouterInputs['crew']['update']['changes'];
