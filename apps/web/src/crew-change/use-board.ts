import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChanges, useTopic } from '../shared/realtime';
import { trpc, type BoardInput } from '../shared/trpc';

/** Pushes for a fleet or vessel arrive one per crew change; a burst becomes one refetch. */
const COALESCE_MS = 80;

/**
 * Keeps crew change reads live: a push for a fleet or vessel refetches the boards and lists (and
 * the open history and comment lists of the changed crew changes); a (re)joined topic refetches
 * too, so a browser that was offline shows what a fresh load shows.
 */
export function useCrewChangeLive(topic: string | null, loaded: () => boolean) {
  const utils = trpc.useUtils();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useRef(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void utils.crewChange.board.invalidate();
      void utils.crewChange.overdue.invalidate();
      void utils.crewChange.noBatch.invalidate();
    }, COALESCE_MS);
  });
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  useTopic(topic, () => {
    if (loaded()) refresh.current();
  });
  useChanges((c) => {
    if (!/^(fleet|vessel):\d+$/.test(c.topic)) return;
    refresh.current();
    const ids = (c.payload as { crewChangeIds?: number[] } | undefined)?.crewChangeIds ?? [];
    for (const crewChangeId of ids) {
      void utils.crewChange.history.invalidate({ crewChangeId });
      void utils.crewChange.comments.invalidate({ crewChangeId });
    }
  });
}

/** The board of a fleet or vessel, kept live. */
export function useBoard(input: BoardInput | null, topic: string | null) {
  const query = trpc.crewChange.board.useQuery(input ?? skipToken, {
    placeholderData: keepPreviousData,
    meta: { place: 'LOAD CREW CHANGE DETAILS' },
  });
  const loaded = useRef<() => boolean>(() => false);
  loaded.current = () => query.dataUpdatedAt > 0;
  useCrewChangeLive(topic, () => loaded.current());
  return query;
}
