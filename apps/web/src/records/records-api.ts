import type { keepPreviousData, SkipToken } from '@tanstack/react-query';
import type { UseTRPCMutationResult, UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { RecordFamily } from '@crewing/domain';
import type { FieldChange } from '../audit/FieldHistoryTable';
import type { RouterOutputs } from '../shared/trpc';
import type { Option } from '../key-lists/use-key-list';

/**
 * The list answer, the same for every family of every owner (the pattern's query, apps/server/src/records):
 * read here from one family's output; each owner's binding is checked against it where it binds.
 */
export type RecordPage = RouterOutputs['crew']['records']['address']['list'];
export type RecordItem = RecordPage['items'][number];

type Fields = Record<string, unknown>;
/** Every input names its owner by its own key: `{ crewId: 12 }`, `{ vesselId: 3 }`. */
export type OwnerInput = Record<string, number>;
type Mutation<I, O> = { useMutation: () => UseTRPCMutationResult<O, unknown, I, unknown> };

/** What the pattern's screens pass besides the owner (apps/server/src/records/router.ts). */
export type ListParams = { page?: number; perPage?: number; search?: string; versionsOf?: number };
type ListOptions = { placeholderData?: typeof keepPreviousData; meta?: Record<string, unknown> };

/**
 * One family's procedures of one owner, as the pattern uses them. A binding hands over the tRPC
 * client's own procedures (`trpc.crew.records[key]`): the compiler checks there that their inputs,
 * read from the server's router, take these shapes, and that their outputs give these answers.
 */
export interface FamilyApi<O extends OwnerInput> {
  list: {
    useQuery: (input: (O & ListParams) | SkipToken, opts?: ListOptions) => UseTRPCQueryResult<RecordPage, unknown>;
  };
  add: Mutation<O & { fields: Fields; commandId?: string }, { id: number; version: number }>;
  update: Mutation<
    O & { recordId: number; baseVersion?: number; changes: Fields; commandId?: string },
    { version: number }
  >;
  remove: Mutation<O & { recordId: number; commandId?: string }, { version: number }>;
}

/**
 * Whose records a record page shows (the web side of apps/server/src/records/owner.ts): the crew
 * 201 file's families, a vessel's, a staff member's. The page knows nothing else of the owner.
 * `O` is the owner's id as every procedure's input names it (`{ crewId: number }`).
 */
export interface RecordsApi<K extends string, O extends OwnerInput> {
  families: Readonly<Record<K, RecordFamily>>;
  /** The owner's id as every procedure's input names it. */
  input: (ownerId: number) => O;
  family: (key: K) => FamilyApi<O>;
  /** What to read again after a command of this owner (lists, history). */
  useRefresh: (ownerId: number) => () => Promise<unknown>;
  /** Choices per field: key lists, and an owner's own records for record fields. */
  useOptions: (family: RecordFamily, ownerId: number) => (field: string) => Option[];
  /** The family's edit history of this owner, when the owner keeps one on screen. */
  useHistory?: (
    family: RecordFamily,
    ownerId: number,
  ) => { data?: readonly FieldChange[] | undefined; isPending: boolean };
}
