import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef } from 'react';
import { trpc } from '../../shared/trpc';
import type { GridRow } from './board-rows';

export type LayoutKey = 'fleet-embarking' | 'fleet-disembarking' | 'vessel-embarking' | 'vessel-disembarking';

/** Saves follow a drag or a resize once it settles: one call for a burst of column events. */
const SAVE_DELAY_MS = 500;

/**
 * The user's own column layout of a board (order, width, hidden, pinned), kept on the server
 * (`crewChange.layout` / `saveLayout`, issue 11) so it follows him to another browser. Applied
 * when the grid and the saved layout are both there; saved after each change the user makes.
 */
export function useColumnLayout(board: LayoutKey, api: GridApi<GridRow> | null) {
  const utils = trpc.useUtils();
  const saved = trpc.crewChange.layout.useQuery({ board }, { staleTime: Infinity, meta: { silent: true } });
  const save = trpc.crewChange.saveLayout.useMutation();
  const applied = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!api || applied.current || saved.isPending) return;
    applied.current = true;
    const columns = saved.data;
    if (!columns || columns.length === 0) return;
    api.applyColumnState({
      state: columns.map((c) => ({ colId: c.colId, width: c.width, hide: c.hide ?? false, pinned: c.pinned ?? null })),
      applyOrder: true,
    });
  }, [api, saved.isPending, saved.data]);

  const persist = useCallback(() => {
    if (!api) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const columns = api.getColumnState().map((s) => ({
        colId: s.colId,
        width: Math.round(s.width ?? 100),
        hide: s.hide === true,
        pinned: (s.pinned as 'left' | 'right' | null) ?? null,
      }));
      utils.crewChange.layout.setData({ board }, columns);
      save.mutate({ board, columns });
    }, SAVE_DELAY_MS);
  }, [api, board, save, utils]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const reset = useCallback(() => {
    if (!api) return;
    api.resetColumnState();
    utils.crewChange.layout.setData({ board }, null);
    save.mutate({ board, columns: [] });
  }, [api, board, save, utils]);

  return { persist, reset };
}
