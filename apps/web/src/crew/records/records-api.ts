import type { UseTRPCMutationResult, UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { CrewRecordFamilyKey } from '@crewing/domain';
import type { RouterOutputs } from '../../shared/trpc';
import { trpc } from '../../shared/trpc';

/** The list answer is the same for every family (the pattern's query). */
export type RecordPage = RouterOutputs['crew']['records']['family']['list'];
export type RecordItem = RecordPage['items'][number];

type Fields = Record<string, unknown>;
type Mutation<I, O> = { useMutation: () => UseTRPCMutationResult<O, unknown, I, unknown> };

/** One family's procedures seen through the pattern's common shape (fields typed by the family's schema on the server). */
export interface FamilyApi {
  list: {
    useQuery: (
      input: { crewId: number; page?: number; perPage?: number; search?: string; versionsOf?: number },
      opts?: { placeholderData?: unknown; meta?: Record<string, unknown>; enabled?: boolean },
    ) => UseTRPCQueryResult<RecordPage, unknown>;
  };
  add: Mutation<{ crewId: number; fields: Fields; commandId?: string }, { id: number; version: number }>;
  update: Mutation<{ crewId: number; recordId: number; baseVersion?: number; changes: Fields; commandId?: string }, { version: number }>;
  remove: Mutation<{ crewId: number; recordId: number; commandId?: string }, { version: number }>;
}

export function recordsApi(key: CrewRecordFamilyKey): FamilyApi {
  return (trpc.crew.records as unknown as Record<CrewRecordFamilyKey, FamilyApi>)[key];
}
