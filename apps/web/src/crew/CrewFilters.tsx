import { Group } from '@mantine/core';
import type { MasterKeys } from '../shared/trpc';
import { FilterSelect, filterInputs, ROWS_PER_PAGE, RowsPerPage } from '../shared/ui/FilterSelect';
import { idOptions } from '../shared/ui/form-fields';

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
export const ROW_COUNTS = ROWS_PER_PAGE;

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
  const vesselOptions = [{ value: '', label: 'All Vessels' }, ...idOptions(keys?.vessels)];
  const { select, text } = filterInputs(values, onChange);
  return (
    <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
      {text('search', {
        label: 'Search',
        description: 'Applicant no., crew code, IPN, last or first name',
        placeholder: 'Starts with…',
        w: 280,
        'data-testid': 'crew-search',
      })}
      <FilterSelect
        label="Rank Type"
        data={RANK_TYPES}
        value={values.rankTypeId}
        fallback=""
        // Changing the rank type reloads the rank list for that type (000 §4).
        onChange={(v) => onChange({ rankTypeId: v, rankId: '' })}
        w={150}
      />
      {select('rankId', { label: 'Rank', data: rankOptions, searchable: true, w: 220 })}
      {select('status', {
        label: 'Status',
        data: STATUSES,
        fallback: '1',
        w: 120,
        'data-testid': 'crew-status-filter',
      })}
      {select('onboard', { label: 'Onboard / Standby', data: ONBOARD, w: 190 })}
      {select('vesselId', { label: 'Vessel', data: vesselOptions, searchable: true, w: 200 })}
      <RowsPerPage value={values.rowCount} fallback={50} onChange={(rowCount) => onChange({ rowCount })} w={130} />
    </Group>
  );
}
