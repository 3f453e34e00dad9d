import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../shared/trpc';

export interface PickedCrew {
  id: number;
  label: string;
}

export const crewLabel = (c: { name: string; crewCode: string | null }) =>
  c.crewCode ? `${c.name} (${c.crewCode})` : c.name;

/** Pick a crew by name, crew code, applicant no. or IPN, searched on the server as the user types. */
export function CrewSearchSelect({
  value,
  onChange,
  error,
  label = 'Crew',
  testId,
}: {
  value: PickedCrew | null;
  onChange: (c: PickedCrew | null) => void;
  error?: string | undefined;
  label?: string;
  testId: string;
}) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim() === value?.label ? '' : search.trim(), 300);
  const found = trpc.crew.list.useQuery(typed ? { search: typed, status: 'all', rowCount: 20 } : skipToken, {
    placeholderData: keepPreviousData,
    meta: { place: 'SEARCH CREW' },
  });
  const options = (typed ? (found.data?.items ?? []) : []).map((c) => ({ value: String(c.id), label: crewLabel(c) }));
  if (value && !options.some((o) => o.value === String(value.id)))
    options.push({ value: String(value.id), label: value.label });
  return (
    <Select
      label={label}
      placeholder="Search name or crew code"
      searchable
      clearable
      withAsterisk
      error={error}
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v, option) => onChange(v && option ? { id: Number(v), label: option.label } : null)}
      nothingFoundMessage={typed ? (found.isFetching ? 'Searching…' : 'No crew found') : 'Type a name or crew code'}
      w={380}
      data-testid={testId}
    />
  );
}
