import { useState } from 'react';
import { trpc } from '../../shared/trpc';
import { addressedBoard } from './address';
import { BoardPage } from './lazy-board';

/**
 * A board opened by its address (a reload, a link, a bookmark) starts everything it needs at
 * boot, alongside the session check: the board's data, the user's column layout, the key lists
 * and the grid's chunk. Without this they wait in turn for auth.me, then the chunk, then the page.
 * The input is the one useBoardFilters sends before the keys arrive (the address as it stands);
 * an address naming no fleet waits for the page, whose default fleet is the user's.
 * A prefetch without a session fails quietly (the route guard sends the user to Login). The
 * board's own read started even earlier, before the app's code had loaded (boot/early-reads.ts).
 */
export function useBoardPreload(): void {
  const utils = trpc.useUtils();
  useState(() => {
    const planned = addressedBoard(window.location.pathname, new URLSearchParams(window.location.search));
    if (!planned) return null;
    const silent = { meta: { silent: true } };
    // The route's own lazy screen: loaded before the route draws it, it shows without suspending.
    void BoardPage.preload();
    void utils.crewChange.board.prefetch(planned.input, silent);
    void utils.crewChange.layout.prefetch({ board: planned.layoutKey }, { ...silent, staleTime: Infinity });
    void utils.masterData.keys.prefetch(undefined, { ...silent, staleTime: Infinity });
    return null;
  });
}
