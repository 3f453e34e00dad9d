import { skipToken } from '@tanstack/react-query';
import type { MasterKeys } from '../shared/trpc';
import { trpc } from '../shared/trpc';

/** Onboard crews of a vessel (off-signers) and standby crews (relievers), for planners. */
export function useCrewOptions(vesselId: number | null) {
  return trpc.crew.options.useQuery(vesselId ? { vesselId } : skipToken, { meta: { place: 'LOAD CREWS' } });
}

/** 'DELA CRUZ, JUAN — 2/O' as a select option. */
export function crewOption(c: { crewId: number; name: string; rankId: number | null }, keys: MasterKeys | undefined) {
  const rank = c.rankId === null ? undefined : keys?.ranks.find((r) => r.id === c.rankId);
  return { value: String(c.crewId), label: rank ? `${c.name} — ${rank.alias ?? rank.name}` : c.name };
}
