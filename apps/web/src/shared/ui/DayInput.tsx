import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT } from '@crewing/domain';
import { parseDay } from './parse-day';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** 'YYYY-MM-DD', or '' for none: what the forms and the server read. */
  value: string;
  onChange: (day: string) => void;
  'data-testid'?: string;
};

/**
 * The one day input outside the board's own forms: shows and takes DD MMM YYYY as the board
 * does (001 §9) instead of the browser's native format, typed or picked, and hands the form
 * 'YYYY-MM-DD' ('' when cleared).
 */
export function DayInput({ value, onChange, readOnly, clearable = true, ...rest }: Props) {
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      dateParser={parseDay}
      placeholder="DD MMM YYYY"
      styles={{ input: { textTransform: 'uppercase' } }}
      clearable={clearable && !readOnly}
      readOnly={readOnly}
      popoverProps={{ withinPortal: true }}
      {...rest}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}
