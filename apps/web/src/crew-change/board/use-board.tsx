import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useRef } from 'react';
import { trpc } from '../../shared/trpc';
import type { BoardInput } from '../shared/api-types';
import { useCrewChangeLive } from '../shared/use-crew-change-live';

/** The board of a fleet, a vessel or every vessel the user sees; kept live by `BoardLive`. */
export function useBoard(input: BoardInput | null) {
  const query = trpc.crewChange.board.useQuery(input ?? skipToken, {
    placeholderData: keepPreviousData,
    // A board prefetched at boot (preload.tsx) is not read again as the page mounts; pushes and a
    // (re)joined live topic refetch it whatever its age.
    staleTime: 10_000,
    meta: { place: 'LOAD CREW CHANGE DETAILS' },
  });
  const loaded = useRef<() => boolean>(() => false);
  loaded.current = () => query.dataUpdatedAt > 0;
  return { query, loaded };
}

/** Joins one live topic while rendered (one per fleet on the all-vessels board). */
export function BoardLive({ topic, loaded }: { topic: string; loaded: { current: () => boolean } }) {
  useCrewChangeLive(topic, () => loaded.current());
  return null;
}
