import { Select, TextInput, type SelectProps, type TextInputProps } from '@mantine/core';

/** The page sizes a list offers (002 §9 Records per page). */
export const ROWS_PER_PAGE = ['15', '25', '50', '100'];

type Props<V extends string> = Omit<SelectProps, 'value' | 'onChange' | 'allowDeselect'> & {
  value: V;
  /** Always one of the options: what a (never offered) deselect falls back to. */
  onChange: (value: V) => void;
  fallback: V;
  'data-testid'?: string;
};

/** A list filter's select: one option is always chosen (no deselect). */
export function FilterSelect<V extends string>({ onChange, fallback, ...rest }: Props<V>) {
  return <Select {...rest} allowDeselect={false} onChange={(v) => onChange((v ?? fallback) as V)} />;
}

/** Records per page of a list. */
export function RowsPerPage({
  value,
  onChange,
  fallback,
  w,
}: {
  value: number;
  onChange: (n: number) => void;
  fallback: number;
  w: number;
}) {
  return (
    <FilterSelect
      label="Records per page"
      data={ROWS_PER_PAGE}
      value={String(value)}
      fallback={String(fallback)}
      onChange={(v) => onChange(Number(v))}
      w={w}
    />
  );
}

type BoundProps<V> = Omit<SelectProps, 'value' | 'onChange' | 'allowDeselect'> & {
  /** '' unless given. */
  fallback?: V;
  'data-testid'?: string;
};

/**
 * Binds filter selects to a list's filter values: `select('rankId', { label: 'Rank', data, w: 220 })`
 * shows `values.rankId` and reports `{ rankId }` when another option is chosen.
 */
export function filterSelect<F extends object>(values: F, onChange: (patch: Partial<F>) => void) {
  return <K extends keyof F & string>(key: K, { fallback, ...props }: BoundProps<F[K]>) => (
    <FilterSelect
      {...props}
      value={String(values[key])}
      fallback={String(fallback ?? '')}
      onChange={(v) => onChange({ [key]: v } as Partial<F>)}
    />
  );
}

type TextFilterProps = Omit<TextInputProps, 'value' | 'onChange'> & { 'data-testid'?: string };

/**
 * Binds a list filter's selects (`filterSelect`) and text inputs to its string values:
 * `text('search', { label: 'Search', w: 240 })` shows `values.search` and reports `{ search }` as the user types.
 */
export function filterInputs<F extends object>(values: F, onChange: (patch: Partial<F>) => void) {
  return {
    select: filterSelect(values, onChange),
    text: (key: keyof F & string, props: TextFilterProps) => (
      <TextInput
        {...props}
        value={String(values[key])}
        onChange={(e) => onChange({ [key]: e.currentTarget.value } as Partial<F>)}
      />
    ),
  };
}

type IdSelectProps = Omit<SelectProps, 'value' | 'onChange'> & { 'data-testid'?: string };

/**
 * Binds clearable selects of ids to a filter's numeric values: `idSelect('vesselId', { label: 'Vessel', data })`
 * shows `values.vesselId` and reports `{ vesselId }` (undefined once cleared), with `also` (a new fleet clears the vessel).
 */
export function idSelects<F extends object>(values: F, onChange: (patch: Partial<F>) => void) {
  return (key: keyof F & string, props: IdSelectProps, also?: Partial<F>) => {
    const id = values[key];
    return (
      <Select
        clearable
        {...props}
        value={id ? String(id) : null}
        onChange={(v) => onChange({ [key]: v ? Number(v) : undefined, ...also } as Partial<F>)}
      />
    );
  };
}
