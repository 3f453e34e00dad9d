import { formatDate, PERSONAL_INFO_FIELDS } from '@crewing/domain';
import { FieldHistoryTable } from '../audit/FieldHistoryTable';
import { trpc } from '../shared/trpc';
import { keyName } from '../key-lists/use-key-list';
import { useMasterKeys } from '../shared/use-master-keys';
import { CREW_FIELD_LABELS } from './crew-profile-form';

type Keys = ReturnType<typeof useMasterKeys>['data'];

/** A stored value as the 201 shows it: the rank's name, ACTIVE/INACTIVE, a dash for empty. */
function show(field: string, value: unknown, keys: Keys): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'rankId') return keyName(keys, 'rank', value);
  if (field === 'status') return value === 1 ? 'ACTIVE' : 'INACTIVE';
  if (field === 'photoFileId') return 'IMAGE UPLOADED';
  const spec = PERSONAL_INFO_FIELDS[field];
  // 002 §9: dates read DD MMM YYYY here as everywhere else.
  if ((spec?.input === 'date' || field === 'birthdate') && typeof value === 'string') return formatDate(value);
  if (spec?.input === 'key') return keyName(keys, spec.keys!, value);
  if (spec?.input === 'choice') return spec.options?.find((o) => o.value === String(value))?.label ?? String(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Edit history of the crew's 201 record; `fields` keeps one card's fields (Personal Information
 * shows its own, as every 201 card shows its history under it).
 */
export function CrewHistoryTable({
  crewId,
  fields,
  testId = 'crew-history',
}: {
  crewId: number;
  fields?: readonly string[];
  testId?: string;
}) {
  // The crew's own fields: each record family shows its history on its own screen.
  const history = trpc.crew.history.useQuery({ crewId, family: 'profile' }, { meta: { place: 'EDIT HISTORY' } });
  const keys = useMasterKeys().data;
  return (
    <FieldHistoryTable
      rows={fields ? (history.data ?? []).filter((r) => fields.includes(r.field)) : (history.data ?? [])}
      loading={history.isPending}
      label={(field) => CREW_FIELD_LABELS[field] ?? field}
      show={(field, value) => show(field, value, keys)}
      testId={testId}
    />
  );
}
