import { Select } from '@mantine/core';
import { skipToken } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../shared/trpc';

export interface PsgcValue {
  regionCode: string | null;
  provinceCode: string | null;
  municipalityCode: string | null;
  barangayCode: string | null;
}
export type PsgcField = keyof PsgcValue;

interface Props {
  value: PsgcValue;
  /** Changing a level clears the levels below it. */
  onChange: (next: PsgcValue) => void;
  readOnly?: boolean;
  errors?: Partial<Record<PsgcField, string>>;
  /** Prepended to each select's test id: `home` gives `home-psgc-region`. */
  testIdPrefix?: string;
  /** The levels the form's schema needs (a family's `required` fields): marked, and announced, as required. */
  required?: Partial<Record<PsgcField, boolean>>;
}

/** Key lists load once and are reused by every screen (002 §4): the PSGC data never changes at run time. */
const LIST = { staleTime: Infinity, meta: { place: 'LOAD ADDRESSES' } };

/** The levels from the top: a level's parent comes before it. */
const LEVELS: readonly PsgcField[] = ['regionCode', 'provinceCode', 'municipalityCode', 'barangayCode'];

/** The value with one level chosen: the levels above kept, the levels below cleared. */
const choose = (value: PsgcValue, field: PsgcField, code: string | null): PsgcValue => {
  const next = { ...value, [field]: code };
  for (const below of LEVELS.slice(LEVELS.indexOf(field) + 1)) next[below] = null;
  return next;
};

const options = (list: { code: string; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: o.code, label: o.name }));

/**
 * Region -> province -> municipality/city -> barangay from the official PSGC data (issue 8 §4).
 * A region without provinces (NCR) leaves the province empty and disabled and lists its cities by
 * region; in other regions, with no province chosen, the list holds the cities outside any
 * province (highly urbanised cities such as Baguio or Cebu City), as PSGC files them. The four
 * selects are siblings, laid out by the parent (a SimpleGrid).
 */
export function PsgcSelects({ value, onChange, readOnly = false, errors = {}, testIdPrefix, required = {} }: Props) {
  const { regionCode, provinceCode, municipalityCode } = value;
  const regions = trpc.psgc.regions.useQuery(undefined, LIST);
  const provinces = trpc.psgc.provinces.useQuery(regionCode ? { regionCode } : skipToken, LIST);
  const municipalities = trpc.psgc.municipalities.useQuery(
    regionCode ? { regionCode, ...(provinceCode ? { provinceCode } : {}) } : skipToken,
    LIST,
  );
  const barangays = trpc.psgc.barangays.useQuery(municipalityCode ? { municipalityCode } : skipToken, LIST);

  const regionData = useMemo(() => options(regions.data), [regions.data]);
  const provinceData = useMemo(() => options(provinces.data), [provinces.data]);
  const municipalityData = useMemo(() => options(municipalities.data), [municipalities.data]);
  const barangayData = useMemo(() => options(barangays.data), [barangays.data]);

  const noProvinces = provinces.isSuccess && provinceData.length === 0;
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-psgc-${name}` : `psgc-${name}`);
  const common = {
    searchable: true,
    clearable: !readOnly,
    readOnly,
    variant: readOnly ? 'filled' : 'default',
    nothingFoundMessage: 'No match',
  } as const;

  const municipalityPlaceholder = !regionCode
    ? 'Choose a region first'
    : provinceCode || noProvinces
      ? undefined
      : municipalityData.length > 0
        ? 'Choose a province, or a city outside any province'
        : 'Choose a province first';

  /** What every level's select shares: its label, data, value, error and test id; choosing clears the levels below. */
  const level = (field: PsgcField, label: string, data: { value: string; label: string }[]) => ({
    ...common,
    label,
    required: !readOnly && required[field] === true,
    data,
    value: value[field],
    onChange: (v: string | null) => onChange(choose(value, field, v)),
    error: errors[field],
    'data-testid': testId(field.replace(/Code$/, '')),
  });

  return (
    <>
      <Select {...level('regionCode', 'Region', regionData)} />
      <Select
        {...level('provinceCode', 'Province', provinceData)}
        disabled={!regionCode || noProvinces}
        placeholder={!regionCode ? 'Choose a region first' : noProvinces ? 'None in this region' : undefined}
      />
      <Select
        {...level('municipalityCode', 'Municipality / City', municipalityData)}
        disabled={!regionCode || (municipalities.isSuccess && municipalityData.length === 0)}
        placeholder={municipalityPlaceholder}
      />
      <Select
        {...level('barangayCode', 'Barangay', barangayData)}
        disabled={!municipalityCode}
        placeholder={municipalityCode ? undefined : 'Choose a municipality or city first'}
      />
    </>
  );
}
