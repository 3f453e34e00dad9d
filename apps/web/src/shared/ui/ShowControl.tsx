import { SegmentedControl } from '@mantine/core';

/**
 * Which rows a worklist shows ('To File', 'Overdue'...), each with its count once the list has
 * loaded (`Overdue (3)`). Choosing another view goes back to the list's first page (`onChange`).
 */
export function ShowControl<V extends string>({
  options,
  value,
  counts,
  onChange,
  testId,
}: {
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  counts: Readonly<Record<V, number>> | undefined;
  onChange: (value: V) => void;
  testId: string;
}) {
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(v) => onChange(v as V)}
      data={options.map((s) => ({ value: s.value, label: counts ? `${s.label} (${counts[s.value]})` : s.label }))}
      data-testid={testId}
    />
  );
}
