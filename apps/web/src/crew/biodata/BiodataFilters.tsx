import { Button, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { CONTRACT_PERIODS, type BiodataFilters as Filters } from '@crewing/domain/crew/biodata';
import { useMasterKeys } from '../../shared/use-master-keys';
import { idOptions } from '../../shared/ui/form-fields';
import { idSelects } from '../../shared/ui/FilterSelect';

/** Rank types of the rank master data (the legacy's getRankTypeKeys). */
const RANK_TYPES = [
  { value: '1', label: 'DECK' },
  { value: '2', label: 'ENGINE' },
  { value: '3', label: 'RATINGS' },
];
const PERIODS = CONTRACT_PERIODS.map((p) => ({ value: String(p.value), label: p.label }));

export interface FilterValues extends Filters {
  rankTypeId?: number | undefined;
}

interface Props {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  onGenerate: () => void;
  generating: boolean;
}

/** The Crew Biodata modal's left filters (000 §2): vessel, rank type, rank, embarkation month, contract period. */
export function BiodataFilters({ values, onChange, onGenerate, generating }: Props) {
  const keys = useMasterKeys().data;
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  const idSelect = idSelects(values, set);
  const ranks = (keys?.ranks ?? []).filter((r) => !values.rankTypeId || r.rankTypeId === values.rankTypeId);
  return (
    <Stack gap="sm" w={240} style={{ flexShrink: 0 }} data-testid="biodata-filters">
      {idSelect('vesselId', {
        label: 'Vessel',
        placeholder: 'His current vessel',
        data: idOptions(keys?.vessels),
        searchable: true,
        'data-testid': 'biodata-vessel',
      })}
      {idSelect(
        'rankTypeId',
        { label: 'Rank Type', placeholder: 'All rank types', data: RANK_TYPES },
        // Changing the rank type reloads the rank list for that type (000 §4).
        { rankId: undefined },
      )}
      {idSelect('rankId', {
        label: 'Rank',
        placeholder: 'His rank',
        data: ranks.map((r) => ({ value: String(r.id), label: `${r.alias} — ${r.name}` })),
        searchable: true,
        'data-testid': 'biodata-rank',
      })}
      <MonthPickerInput
        label="Embarkation Month"
        placeholder="Pick a month"
        valueFormat="MMMM YYYY"
        value={values.embarkMonth ? `${values.embarkMonth}-01` : null}
        onChange={(v) => set({ embarkMonth: v ? dayjs(v).format('YYYY-MM') : undefined })}
        clearable
        data-testid="biodata-month"
      />
      {idSelect('contractPeriod', {
        label: 'Contract Period',
        placeholder: ' ',
        data: PERIODS,
        'data-testid': 'biodata-period',
      })}
      <Button onClick={onGenerate} loading={generating} data-testid="biodata-generate">
        Generate
      </Button>
    </Stack>
  );
}
