import type { UseTRPCMutationResult, UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { RecordFamily } from '@crewing/domain';
import type { FieldChange } from '../audit/FieldHistoryTable';
import type { RouterOutputs } from '../shared/trpc';
import type { Option } from './use-key-options';

/** The list answer is the same for every family of every owner (the pattern's query, apps/server/src/records). */
export type RecordPage = RouterOutputs['crew']['records']['family']['list'];
export type RecordItem = RecordPage['items'][number];

type Fields = Record<string, unknown>;
/** Every input names its owner by its own key: `{ crewId: 12 }`, `{ vesselId: 3 }`. */
export type OwnerInput = Record<string, unknown>;
type Mutation<I, O> = { useMutation: () => UseTRPCMutationResult<O, unknown, I, unknown> };

/** One family's procedures seen through the pattern's common shape (fields typed by the family's schema on the server). */
export interface FamilyApi {
  list: {
    useQuery: (
      input: OwnerInput & { page?: number; perPage?: number; search?: string; versionsOf?: number },
      opts?: { placeholderData?: unknown; meta?: Record<string, unknown>; enabled?: boolean },
    ) => UseTRPCQueryResult<RecordPage, unknown>;
  };
  add: Mutation<OwnerInput & { fields: Fields; commandId?: string }, { id: number; version: number }>;
  update: Mutation<OwnerInput & { recordId: number; baseVersion?: number; changes: Fields; commandId?: string }, { version: number }>;
  remove: Mutation<OwnerInput & { recordId: number; commandId?: string }, { version: number }>;
}

/**
 * Whose records a record page shows (the web side of apps/server/src/records/owner.ts): the crew
 * 201 file's families, a vessel's. The page knows nothing else of the owner.
 */
export interface RecordsApi<K extends string = string> {
  families: Readonly<Record<K, RecordFamily>>;
  /** The owner's id as every procedure's input names it. */
  input: (ownerId: number) => OwnerInput;
  family: (key: K) => FamilyApi;
  /** What to read again after a command of this owner (lists, history). */
  useRefresh: (ownerId: number) => () => Promise<unknown>;
  /** Choices per field: key lists, and an owner's own records for record fields. */
  useOptions: (family: RecordFamily, ownerId: number) => (field: string) => Option[];
  /** The family's edit history of this owner, when the owner keeps one on screen. */
  useHistory?: (family: RecordFamily, ownerId: number) => { data?: readonly FieldChange[] | undefined; isPending: boolean };
}
