import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useRef } from 'react';
import { trpc } from '../../shared/trpc';
import type { BoardInput } from '../shared/api-types';
import { useCrewChangeLive } from '../shared/use-crew-change-live';

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
