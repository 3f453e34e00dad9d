import { Alert, Button, Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DATE_FORMAT, formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import type { BoardInput } from '../crew-change/shared/api-types';

/**
 * The board at a past date (issue 16 §6): `?asOf=YYYY-MM-DD` on the board's address shows the
 * board as it stood at the end of that day, folded on the server from the events up to then,
 * read-only. Without it the board is live.
 */
export function usePastBoard(input: BoardInput | null) {
  const [params, setParams] = useSearchParams();
  const asOf = /^\d{4}-\d{2}-\d{2}$/.test(params.get('asOf') ?? '') ? params.get('asOf') : null;
  const target =
    input && asOf
      ? {
          ...(input.fleetId !== undefined ? { fleetId: input.fleetId } : {}),
          ...(input.vesselId !== undefined ? { vesselId: input.vesselId } : {}),
          date: asOf,
        }
      : null;
  const query = trpc.planning.pastBoard.useQuery(target ?? skipToken, {
    placeholderData: keepPreviousData,
    meta: { place: 'LOAD CREW CHANGE DETAILS' },
  });
  const setAsOf = (date: string | null) => {
    const next = new URLSearchParams(params);
    if (date) next.set('asOf', date);
    else next.delete('asOf');
    setParams(next, { replace: true });
  };
  return { asOf, setAsOf, query };
}

/** The board header's date picker, and the read-only banner while a past date is shown. */
export function PastBoardBar({ past, today }: { past: ReturnType<typeof usePastBoard>; today: string }) {
  return (
    <Group gap="sm" align="flex-end">
      <DateInput
        label="Board at date"
        placeholder="Today (live)"
        valueFormat={DATE_FORMAT}
        value={past.asOf}
        maxDate={today}
        onChange={(v) => past.setAsOf(v)}
        clearable
        w={190}
        data-testid="board-as-of"
      />
      {past.asOf ? (
        <>
          <Alert color="yellow" variant="light" py={6} data-testid="board-past-banner">
            READ-ONLY: the board as it stood at the end of {formatDate(past.asOf)}
          </Alert>
          <Button variant="subtle" size="xs" onClick={() => past.setAsOf(null)} data-testid="board-back-live">
            Back to today
          </Button>
        </>
      ) : null}
    </Group>
  );
}
