import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { ENTITY_KINDS, ENTITY_LABELS, type EntityKind } from '@crewing/domain/audit/filters';
import { trpc } from '../shared/trpc';
import { DayInput } from '../shared/ui/DayInput';

/** What the address holds of the history log's filters (issue 27), each '' when unset. */
export const FILTER_KEYS = [
  'streamId',
  'userId',
  'dateFrom',
  'dateTo',
  'eventType',
  'device',
  'browser',
  'ip',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

/** Records of one kind (`kind`) or users (null) found by name on the server. */
function useSearchOptions(kind: EntityKind | null, search: string) {
  const options = { placeholderData: keepPreviousData, meta: { place: 'HISTORY LOG' } };
  const entities = trpc.audit.entities.useQuery(kind && search ? { kind, search } : skipToken, options);
  const users = trpc.audit.users.useQuery(!kind && search ? { search } : skipToken, options);
  return kind
    ? { data: (entities.data ?? []).map((e) => ({ value: e.streamId, label: e.label })), fetching: entities.isFetching }
    : { data: (users.data ?? []).map((u) => ({ value: String(u.id), label: u.label })), fetching: users.isFetching };
}

/** A select that searches the server as the user types and keeps the chosen option's label. */
function SearchSelect({
  label,
  value,
  onChange,
  kind,
  testId,
  w,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind: EntityKind | null;
  testId: string;
  w: number;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const shown = value && picked?.value === value ? picked.label : '';
  const [typed] = useDebouncedValue(search.trim() === shown ? '' : search.trim(), 300);
  const found = useSearchOptions(kind, typed);
  const options = typed ? found.data : value ? [{ value, label: shown || value }] : [];
  return (
    <Select
      label={label}
      placeholder="Search by name"
      searchable
      clearable
      filter={({ options: all }) => all}
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v, option) => {
        setPicked(v && option ? { value: v, label: option.label } : null);
        onChange(v ?? '');
      }}
      nothingFoundMessage={typed ? (found.fetching ? 'Searching…' : 'Nothing found') : 'Type a name'}
      w={w}
      data-testid={testId}
    />
  );
}

/** The history log's filters: entity, user, dates, event type, device, browser, IP (issue 27). */
export function HistoryFilters({ values, onChange }: { values: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const [kind, setKind] = useState<EntityKind>('crew');
  const [text, setText] = useState({ device: values.device, browser: values.browser, ip: values.ip });
  const types = trpc.audit.eventTypes.useQuery(undefined, { staleTime: 60_000, meta: { place: 'HISTORY LOG' } });
  const typed = (key: 'device' | 'browser' | 'ip', label: string) => (
    <TextInput
      label={label}
      value={text[key]}
      onChange={(e) => setText({ ...text, [key]: e.currentTarget.value })}
      onBlur={() => onChange({ [key]: text[key].trim() })}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange({ [key]: text[key].trim() });
      }}
      w={150}
    />
  );
  return (
    <Group mb="sm" align="flex-end" gap="sm">
      <Select
        label="Record kind"
        data={ENTITY_KINDS.map((k) => ({ value: k, label: ENTITY_LABELS[k] }))}
        value={kind}
        allowDeselect={false}
        onChange={(v) => setKind((v as EntityKind | null) ?? 'crew')}
        w={140}
      />
      <SearchSelect
        label={ENTITY_LABELS[kind]}
        value={values.streamId}
        onChange={(streamId) => onChange({ streamId })}
        kind={kind}
        testId="history-entity-filter"
        w={280}
      />
      <SearchSelect
        label="User"
        value={values.userId}
        onChange={(userId) => onChange({ userId })}
        kind={null}
        testId="history-user-filter"
        w={240}
      />
      <DayInput label="Date From" value={values.dateFrom} onChange={(dateFrom) => onChange({ dateFrom })} w={150} />
      <DayInput label="Date To" value={values.dateTo} onChange={(dateTo) => onChange({ dateTo })} w={150} />
      <Select
        label="Event"
        placeholder="All"
        searchable
        clearable
        data={types.data ?? []}
        value={values.eventType || null}
        onChange={(v) => onChange({ eventType: v ?? '' })}
        w={240}
        data-testid="history-event-filter"
      />
      {typed('device', 'Device')}
      {typed('browser', 'Browser')}
      {typed('ip', 'IP')}
    </Group>
  );
}
