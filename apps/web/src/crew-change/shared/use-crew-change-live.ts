import { parseTopic } from '@crewing/domain';
import { useEffect, useRef } from 'react';
import { useChanges, useTopic } from '../../shared/realtime';
import { trpc } from '../../shared/trpc';

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
    const t = parseTopic(c.topic);
    if (t?.kind !== 'fleet' && t?.kind !== 'vessel') return;
    refresh.current();
    const ids = (c.payload as { crewChangeIds?: number[] } | undefined)?.crewChangeIds ?? [];
    for (const crewChangeId of ids) {
      void utils.crewChange.history.invalidate({ crewChangeId });
      void utils.crewChange.comments.invalidate({ crewChangeId });
    }
  });
}
