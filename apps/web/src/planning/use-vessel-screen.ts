import { keepPreviousData, skipToken, type SkipToken } from '@tanstack/react-query';
import type { UseTRPCQueryResult } from '@trpc/react-query/shared';
import { topics } from '@crewing/domain';
import { useBoardFilters } from '../crew-change/shared/use-board-filters';
import { useTopic } from '../shared/realtime';

type VesselProcedure<T> = {
  useQuery: (
    input: { vesselId: number } | SkipToken,
    opts: { placeholderData: typeof keepPreviousData; meta: { place: string } },
  ) => UseTRPCQueryResult<T, unknown>;
};

/**
 * A planning screen (vessel plan, rotation plan, batch list): the fleet and vessel its picker chose,
 * and the answer for that vessel (nothing until one is chosen). The previous vessel's rows stay
 * while the next load, and the vessel's room makes it read again.
 */
export function useVesselScreen<T>(procedure: VesselProcedure<T>, place: string) {
  const filters = useBoardFilters('fleet');
  const { vesselId } = filters;
  const query = procedure.useQuery(vesselId ? { vesselId } : skipToken, {
    placeholderData: keepPreviousData,
    meta: { place },
  });
  useTopic(vesselId ? topics.vessel(vesselId) : null, () => void query.refetch());
  return { filters, vesselId, query };
}
