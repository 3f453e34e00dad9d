import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT } from '@crewing/domain';

dayjs.extend(customParseFormat);

/** Typed dates: 'YYYY-MM-DD' or the display format 'DD MMM YYYY' (also '1 Nov 2026', '01/11/2026'). */
export function parseDay(text: string): string | null {
  const d = dayjs(text.trim(), ['YYYY-MM-DD', DATE_FORMAT, 'D MMM YYYY', 'DD/MM/YYYY'], true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

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
