import { topics, visibleFleets } from '@crewing/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../auth/session';
import { useMasterKeys } from '../../shared/use-master-keys';
import type { BoardInput } from './api-types';
import type { Side } from './fields';

export type Variant = 'fleet' | 'vessel';

/** The vessel select's 'no vessel chosen' entry (001 §2.1). */
export const ALL_VESSELS = '--- Select All Vessel ---';

/**
 * The live topics a board joins: its vessel's (a vessel chosen, on either board), or its fleet's,
 * or (all vessels) every fleet the user sees; a push there patches it.
 */
function liveTopics(variant: Variant, fleetId: number | null, vesselId: number | null, fleetIds: number[]): string[] {
  if (variant === 'fleet')
    return fleetId === null ? [] : [vesselId !== null ? topics.vessel(vesselId) : topics.fleet(fleetId)];
  return vesselId === null ? fleetIds.map((id) => topics.fleet(id)) : [topics.vessel(vesselId)];
}

/**
 * The header's choices, kept in the address so a reload or Back shows the same board:
 * fleet (fleet variant), vessel, tab, filter date, no batch.
 */
export function useBoardFilters(variant: Variant) {
  const me = useMe().data;
  const keys = useMasterKeys().data;
  const [urlParams, setParams] = useSearchParams();
  // The choices live in state (inputs answer at once; router updates run as transitions) and are
  // copied to the address; an address changed from outside (a link, Back) is taken over.
  const [params, setLocal] = useState(() => new URLSearchParams(urlParams));
  const written = useRef(urlParams.toString());
  useEffect(() => {
    const url = urlParams.toString();
    if (url !== written.current) {
      written.current = url;
      setLocal(new URLSearchParams(urlParams));
    }
  }, [urlParams]);
  useEffect(() => {
    const next = params.toString();
    if (next === written.current) return;
    written.current = next;
    setParams(new URLSearchParams(params), { replace: true });
  }, [params, setParams]);

  // 001 §2.1: the fleets the user sees, by the domain's one rule (the server refuses the others).
  const fleets = useMemo(() => {
    const all = keys?.fleets ?? [];
    return me ? visibleFleets(me.roles, all) : all;
  }, [keys, me]);

  const asked = Number(params.get('fleetId')) || null;
  // Until the keys and the user arrive, trust the address so the board loads alongside them
  // (first render); once they are here, a fleet the role is not offered falls back as usual.
  const keysReady = !!keys && !!me;
  const fleetId = !keysReady
    ? asked
    : fleets.some((f) => f.id === asked)
      ? asked
      : (fleets.find((f) => f.id === me?.fleetId)?.id ?? fleets[0]?.id ?? null);

  const vessels = useMemo(() => {
    const all = keys?.vessels ?? [];
    if (variant === 'fleet') return all.filter((v) => v.fleetId === fleetId);
    const allowed = new Set(fleets.map((f) => f.id));
    return all.filter((v) => v.fleetId === null || allowed.has(v.fleetId));
  }, [keys, variant, fleetId, fleets]);

  const askedVessel = Number(params.get('vesselId')) || null;
  const vesselId = !keysReady ? askedVessel : vessels.some((v) => v.id === askedVessel) ? askedVessel : null;
  const tab: Side = params.get('tab') === 'embarking' ? 'embarking' : 'disembarking';
  const filterDate = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : '';
  const noBatch = params.get('noBatch') === '1';

  const set = useCallback((patch: Record<string, string | null>) => {
    setLocal((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  }, []);

  let input: BoardInput | null = null;
  if (variant === 'fleet' && fleetId !== null) input = { fleetId, ...(vesselId !== null ? { vesselId } : {}) };
  // '--- Select All Vessel ---' keeps its word: every vessel the user may see, grouped by vessel.
  if (variant === 'vessel' && keysReady) input = vesselId !== null ? { vesselId } : { allVessels: true };
  if (input) input = { ...input, ...(filterDate ? { filterDate } : {}), ...(noBatch ? { noBatch: true } : {}) };
  const liveKey = liveTopics(
    variant,
    fleetId,
    vesselId,
    fleets.map((f) => f.id),
  ).join(',');
  const liveList = useMemo(() => (liveKey ? liveKey.split(',') : []), [liveKey]);
  // Several vessels on the board: Vessel and # columns and a header row per vessel, as the fleet board.
  const grouped = variant === 'fleet' || vesselId === null;

  return {
    fleets,
    fleetId,
    vessels,
    vesselId,
    tab,
    filterDate,
    noBatch,
    set,
    input,
    topics: liveList,
    grouped,
    loadingKeys: !keysReady,
  };
}
export type BoardFilters = ReturnType<typeof useBoardFilters>;
