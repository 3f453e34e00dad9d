import type { UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { FieldChange } from '../audit/FieldHistoryTable';
import { useKeyList } from '../key-lists/use-key-list';
import { trpc } from '../shared/trpc';
import type { FamilyApi, OwnerInput, RecordsApi } from './records-api';
import { useRecordOptions } from './use-record-options';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * One owner's binding of the record pattern. What every binding offers the same way lives here
 * once: the choices (the key lists, and the owner's own records for record fields) and the
 * refresh after a command (`refresh` names what to read again: its lists, its history).
 */
export function bindRecords<K extends string, O extends OwnerInput>(
  binding: Omit<RecordsApi<K, O>, 'useOptions' | 'useRefresh'> & {
    refresh: (utils: Utils, owner: O) => ReadonlyArray<Promise<unknown>>;
  },
): RecordsApi<K, O> {
  const { refresh, ...rest } = binding;
  const api: RecordsApi<K, O> = {
    ...rest,
    useOptions: (family, ownerId) => useRecordOptions(api, family, ownerId, useKeyList().options),
    useRefresh: (ownerId) => {
      const utils = trpc.useUtils();
      return () => Promise.all(refresh(utils, rest.input(ownerId)));
    },
  };
  return api;
}

type HistoryApi<O extends OwnerInput> = {
  useQuery: (
    input: O & { family: string },
    opts?: { meta?: Record<string, unknown> },
  ) => UseTRPCQueryResult<readonly FieldChange[], unknown>;
};
type Invalidates<I> = { invalidate: (input?: I) => Promise<unknown> };

/**
 * An owner with a router of its own (`crew`, `vessel`, `staff`): its families at
 * `<owner>.records.<family>`, its field history at `<owner>.history`; a command reads both again.
 * `showHistory: false` where the owner's page shows its history elsewhere (the staff page's panel).
 */
export function ownerRecords<K extends string, O extends OwnerInput>(owner: {
  families: RecordsApi<K, O>['families'];
  input: (ownerId: number) => O;
  router: { records: Record<K, FamilyApi<O>>; history: HistoryApi<O> };
  utils: (utils: Utils) => { records: Invalidates<undefined>; history: Invalidates<O> };
  showHistory?: boolean;
}): RecordsApi<K, O> {
  const { router, input } = owner;
  return bindRecords<K, O>({
    families: owner.families,
    input,
    family: (key) => router.records[key],
    refresh: (utils, o) => [owner.utils(utils).records.invalidate(), owner.utils(utils).history.invalidate(o)],
    ...(owner.showHistory === false
      ? {}
      : {
          useHistory: (family, ownerId) =>
            router.history.useQuery({ ...input(ownerId), family: family.name }, { meta: { place: 'EDIT HISTORY' } }),
        }),
  });
}
