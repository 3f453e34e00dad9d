import { useState } from 'react';
import { trpc } from '../../shared/trpc';
import type { BoardInput } from '../shared/api-types';

/**
 * A board opened by its address (a reload, a link, a bookmark) starts everything it needs at
 * boot, alongside the session check: the board's data, the user's column layout, the key lists
 * and the grid's chunk. Without this they wait in turn for auth.me, then the chunk, then the page.
 * The input is the one useBoardFilters sends before the keys arrive (the address as it stands);
 * an address naming no fleet waits for the page, whose default fleet is the user's.
 * A prefetch without a session fails quietly (the route guard sends the user to Login).
 */
export function useBoardPreload(): void {
  const utils = trpc.useUtils();
  useState(() => {
    const planned = addressedBoard(window.location.pathname, new URLSearchParams(window.location.search));
    if (!planned) return null;
    const silent = { meta: { silent: true } };
    void import('./BoardPage');
    void utils.crewChange.board.prefetch(planned.input, silent);
    void utils.crewChange.layout.prefetch({ board: planned.layoutKey }, { ...silent, staleTime: Infinity });
    void utils.masterData.keys.prefetch(undefined, { ...silent, staleTime: Infinity });
    return null;
  });
}

/** The board the address names, as useBoardFilters reads it before the keys and the user are here. */
export function addressedBoard(path: string, params: URLSearchParams): { input: BoardInput; layoutKey: `${'fleet' | 'vessel'}-${'embarking' | 'disembarking'}` } | null {
  const variant = path === '/v/crewchange/ccdetails' ? 'fleet' : path === '/v/crewchange/crew-change-details' ? 'vessel' : null;
  if (!variant) return null;
  const fleetId = Number(params.get('fleetId')) || null;
  const vesselId = Number(params.get('vesselId')) || null;
  const date = params.get('date') ?? '';
  const filterDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  const noBatch = params.get('noBatch') === '1';
  const tab = params.get('tab') === 'embarking' ? 'embarking' : 'disembarking';
  let input: BoardInput;
  if (variant === 'fleet') {
    if (fleetId === null) return null;
    input = { fleetId, ...(vesselId !== null ? { vesselId } : {}) };
  } else input = vesselId !== null ? { vesselId } : { allVessels: true };
  input = { ...input, ...(filterDate ? { filterDate } : {}), ...(noBatch ? { noBatch: true } : {}) };
  const grouped = variant === 'fleet' || vesselId === null;
  return { input, layoutKey: `${grouped ? 'fleet' : 'vessel'}-${tab}` };
}
