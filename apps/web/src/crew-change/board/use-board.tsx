import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { parseTopic } from '@crewing/domain';
import { useRef } from 'react';
import { trpc } from '../../shared/trpc';
import type { BoardInput } from '../shared/api-types';
import { useCrewChangeLive } from '../shared/use-crew-change-live';
import { loadedTopicVersion } from './board-cache';

/** What a board's live topics ask of it: whether it has loaded, and a topic's version as loaded. */
export interface BoardLoad {
  loaded: () => boolean;
  versionOf: (topic: string) => string | null;
}

/** The board of a fleet, a vessel or every vessel the user sees; kept live by `BoardLive`. */
export function useBoard(input: BoardInput | null) {
  const query = trpc.crewChange.board.useQuery(input ?? skipToken, {
    placeholderData: keepPreviousData,
    // A board prefetched at boot (preload.tsx) is not read again as the page mounts; pushes patch
    // its rows and a (re)joined live topic whose version moved refetches it, whatever its age.
    staleTime: 10_000,
    meta: { place: 'LOAD CREW CHANGE DETAILS' },
  });
  const utils = trpc.useUtils();
  const loaded = useRef<BoardLoad>({ loaded: () => false, versionOf: () => null });
  loaded.current = {
    loaded: () => query.dataUpdatedAt > 0,
    // The board as the cache holds it now (patches included), not the previous filter's placeholder.
    versionOf: (topic) => {
      const t = parseTopic(topic);
      return t && input ? loadedTopicVersion(input, utils.crewChange.board.getData(input), t) : null;
    },
  };
  return { query, loaded };
}

/** Joins one live topic while rendered (one per fleet on the all-vessels board). */
export function BoardLive({ topic, loaded }: { topic: string; loaded: { current: BoardLoad } }) {
  useCrewChangeLive(
    topic,
    () => loaded.current.loaded(),
    () => loaded.current.versionOf(topic),
  );
  return null;
}
