import { Group, Select, TextInput } from '@mantine/core';
import type { MasterKeys } from '../shared/trpc';

export interface CrewFilterValues {
  search: string;
  rankTypeId: string;
  rankId: string;
  /** '1' Active (the default, 002 §9), '0' Inactive, 'all'. */
  status: '1' | '0' | 'all';
  onboard: '' | 'ONBOARD' | 'STANDBY';
  vesselId: string;
  rowCount: number;
}

/** Rank types of the rank master data: 1 deck officers, 2 engine officers, 3 ratings. */
const RANK_TYPES = [
  { value: '', label: 'All Rank Types' },
  { value: '1', label: 'DECK' },
  { value: '2', label: 'ENGINE' },
  { value: '3', label: 'RATINGS' },
];
const STATUSES = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
  { value: 'all', label: 'All' },
];
const ONBOARD = [
  { value: '', label: 'Onboard and Standby' },
  { value: 'ONBOARD', label: 'Onboard' },
  { value: 'STANDBY', label: 'Standby' },
];
export const ROW_COUNTS = ['15', '25', '50', '100'];

interface Props {
  values: CrewFilterValues;
  keys: MasterKeys | undefined;
  onChange: (patch: Partial<CrewFilterValues>) => void;
}

export function CrewFilters({ values, keys, onChange }: Props) {
  const ranks = (keys?.ranks ?? []).filter((r) => !values.rankTypeId || String(r.rankTypeId) === values.rankTypeId);
  const rankOptions = [
    { value: '', label: 'All Ranks' },
    ...ranks.map((r) => ({ value: String(r.id), label: `${r.alias} — ${r.name}` })),
  ];
  const vesselOptions = [
    { value: '', label: 'All Vessels' },
    ...(keys?.vessels ?? []).map((v) => ({ value: String(v.id), label: v.name })),
  ];
  return (
    <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
      <TextInput
        label="Search"
        description="Applicant no., crew code, IPN, last or first name"
        placeholder="Starts with…"
        value={values.search}
        onChange={(e) => onChange({ search: e.currentTarget.value })}
        w={280}
        data-testid="crew-search"
      />
      <Select
        label="Rank Type"
        data={RANK_TYPES}
        value={values.rankTypeId}
        allowDeselect={false}
        // Changing the rank type reloads the rank list for that type (000 §4).
        onChange={(v) => onChange({ rankTypeId: v ?? '', rankId: '' })}
        w={150}
      />
      <Select
        label="Rank"
        data={rankOptions}
        value={values.rankId}
        allowDeselect={false}
        searchable
        onChange={(v) => onChange({ rankId: v ?? '' })}
        w={220}
      />
      <Select
        label="Status"
        data={STATUSES}
        value={values.status}
        allowDeselect={false}
        onChange={(v) => onChange({ status: (v ?? '1') as CrewFilterValues['status'] })}
        w={120}
        data-testid="crew-status-filter"
      />
      <Select
        label="Onboard / Standby"
        data={ONBOARD}
        value={values.onboard}
        allowDeselect={false}
        onChange={(v) => onChange({ onboard: (v ?? '') as CrewFilterValues['onboard'] })}
        w={190}
      />
      <Select
        label="Vessel"
        data={vesselOptions}
        value={values.vesselId}
        allowDeselect={false}
        searchable
        onChange={(v) => onChange({ vesselId: v ?? '' })}
        w={200}
      />
      <Select
        label="Records per page"
        data={ROW_COUNTS}
        value={String(values.rowCount)}
        allowDeselect={false}
        onChange={(v) => onChange({ rowCount: Number(v ?? 50) })}
        w={130}
      />
    </Group>
  );
}
