import { FieldHistoryTable } from '../audit/FieldHistoryTable';
import { trpc } from '../shared/trpc';
import { useMasterKeys } from '../shared/use-master-keys';
import { FIELD_LABELS, showValue } from './history-values';

/** Edit history of the user's record. */
export function UserHistoryTable({ userId }: { userId: number }) {
  const history = trpc.users.history.useQuery({ userId }, { meta: { place: 'EDIT HISTORY' } });
  const keys = useMasterKeys().data;
  return (
    <FieldHistoryTable
      rows={history.data ?? []}
      loading={history.isPending}
      label={(field) => FIELD_LABELS[field] ?? field}
      show={(field, value) => showValue(field, value, keys)}
      testId="user-history"
    />
  );
}
