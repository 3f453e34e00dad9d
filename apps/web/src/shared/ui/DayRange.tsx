import { DayInput } from './DayInput';

type End = 'dateFrom' | 'dateTo';
const ENDS: ReadonlyArray<{ end: End; label: string }> = [
  { end: 'dateFrom', label: 'Date From:' },
  { end: 'dateTo', label: 'Date To:' },
];

/**
 * A filter's date range: Date From and Date To side by side, each with its refusals under it
 * (`dateRangeErrors` gives them per end).
 */
export function DayRange({
  value,
  onChange,
  errors,
  w,
  testIds,
}: {
  value: Partial<Record<End, string | undefined>>;
  /** The end that changed. */
  onChange: (patch: Partial<Record<End, string>>) => void;
  errors: Partial<Record<End, string[] | undefined>>;
  w: number;
  testIds?: Record<End, string>;
}) {
  return (
    <>
      {ENDS.map(({ end, label }) => (
        <DayInput
          key={end}
          label={label}
          w={w}
          value={value[end] ?? ''}
          onChange={(v) => onChange({ [end]: v })}
          error={errors[end]?.join(', ')}
          data-testid={testIds?.[end]}
        />
      ))}
    </>
  );
}
