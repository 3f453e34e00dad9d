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

  return (
    <>
      <Select
        {...common}
        label="Region"
        required={!readOnly && required.regionCode === true}
        data={regionData}
        value={regionCode}
        onChange={(v) => onChange({ regionCode: v, provinceCode: null, municipalityCode: null, barangayCode: null })}
        error={errors.regionCode}
        data-testid={testId('region')}
      />
      <Select
        {...common}
        label="Province"
        required={!readOnly && required.provinceCode === true}
        data={provinceData}
        value={provinceCode}
        disabled={!regionCode || noProvinces}
        placeholder={!regionCode ? 'Choose a region first' : noProvinces ? 'None in this region' : undefined}
        onChange={(v) => onChange({ ...value, provinceCode: v, municipalityCode: null, barangayCode: null })}
        error={errors.provinceCode}
        data-testid={testId('province')}
      />
      <Select
        {...common}
        label="Municipality / City"
        required={!readOnly && required.municipalityCode === true}
        data={municipalityData}
        value={municipalityCode}
        disabled={!regionCode || (municipalities.isSuccess && municipalityData.length === 0)}
        placeholder={municipalityPlaceholder}
        onChange={(v) => onChange({ ...value, municipalityCode: v, barangayCode: null })}
        error={errors.municipalityCode}
        data-testid={testId('municipality')}
      />
      <Select
        {...common}
        label="Barangay"
        required={!readOnly && required.barangayCode === true}
        data={barangayData}
        value={value.barangayCode}
        disabled={!municipalityCode}
        placeholder={municipalityCode ? undefined : 'Choose a municipality or city first'}
        onChange={(v) => onChange({ ...value, barangayCode: v })}
        error={errors.barangayCode}
        data-testid={testId('barangay')}
      />
    </>
  );
}
