import { DateInput } from '@mantine/dates';
import { useNavigate } from 'react-router-dom';
import { DATE_FORMAT, todayIn } from '@crewing/domain';

/** Where a crew's 201 file as of a day (or just after one event of that day) is shown. */
export const crewAsOfPath = (crewId: number, date: string, event?: string) =>
  `/v/crew/${crewId}/as-of/${date}${event ? `?event=${event}` : ''}`;

/**
 * Issue 27: the 201 header's "As of…" day picker: a past day opens the file as it stood at the end of
 * that day (read-only); clearing it goes back to today's file.
 */
export function CrewAsOfPicker(props: { crewId: number; value: string | null; error?: string | undefined }) {
  const { crewId, value, error } = props;
  const navigate = useNavigate();
  return (
    <DateInput
      label="As of…"
      placeholder="Today (live)"
      valueFormat={DATE_FORMAT}
      value={value}
      maxDate={todayIn(new Date())}
      onChange={(d) => navigate(d ? crewAsOfPath(crewId, d) : `/v/crew/${crewId}/profile/201`)}
      clearable
      error={error}
      w={190}
      data-testid="crew-as-of"
    />
  );
}
