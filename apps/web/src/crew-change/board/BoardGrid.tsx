import type {
  CellContextMenuEvent,
  ColDef,
  ColumnEvent,
  ColumnHeaderClickedEvent,
  FirstDataRenderedEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  IsFullWidthRowParams,
  RowClassRules,
} from 'ag-grid-community';
import { Group } from '@mantine/core';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useState } from 'react';
import { BATCH_FIELDS, type Side } from '../shared/fields';
import { boardTheme } from './ag-grid';
import type { CrewGridRow, GridRow } from './board-rows';
import { VesselHeader } from './cells';
import type { GridContext, MenuState } from './grid-context';
import { ColumnsMenu } from './ColumnsMenu';
import { useColumnLayout, type LayoutKey } from './use-column-layout';

interface Props {
  side: Side;
  rows: GridRow[];
  columns: ColDef<GridRow>[];
  context: GridContext;
  /** Column ids whose header opens the batch editor. */
  clickableHeaders: Set<string>;
  onHeaderClick: (field: string) => void;
  onMenu: (menu: MenuState) => void;
  /** Which board's layout the user's column choices are remembered for. */
  layoutKey: LayoutKey;
}

const rowClassRules: RowClassRules<GridRow> = {
  'cc-cancelled': (p) => p.data?.kind === 'crew' && !!p.data.emb?.cancelled,
  'cc-replacement': (p) => p.data?.kind === 'crew' && !!p.data.emb?.replacement && !p.data.emb.cancelled,
  'cc-empty': (p) => p.data?.kind === 'crew' && p.data.empty,
  'cc-rank-cancelled': (p) => p.data?.kind === 'crew' && !!p.data.row.rankCancelled,
  'cc-batch-start': (p) => p.data?.kind === 'crew' && p.data.batchStart,
};

/**
 * Cells also show what is not their value (comment and history counts, confirmations, the record
 * behind an icon), so a changed row re-renders all its cells (`equals` never matches).
 */
const defaultColDef: ColDef<GridRow> = {
  sortable: false,
  resizable: true,
  // Issue 11: users reorder, resize and hide columns (remembered per user); long text wraps and the row grows.
  wrapText: true,
  autoHeight: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
  equals: () => false,
};

/**
 * Rendered rows beyond the viewport, first and once the board has shown. Auto height measures
 * every rendered cell as it is attached (a forced layout each: ~1.7 s of the first render with
 * 40 rows either side on the 1,000-row fleet board), so the first render draws the rows in view
 * and the buffer then grows while the browser is idle, until a fleet of ~60 crew changes is
 * wholly in the DOM again (a board of 1000 still renders ~100 rows).
 */
const ROW_BUFFER_STEPS = [4, 12, 24, 40];

/** Runs fn when the browser has nothing else to do (the next step of a deferred render). */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 50);
  return () => window.clearTimeout(id);
}

/** Column changes the user made (not the saved layout being applied), once a drag or resize ends. */
const byUser = (e: ColumnEvent & { finished?: boolean }) =>
  e.source !== 'api' && e.source !== 'gridOptionsChanged' && e.finished !== false;

/** One board grid: virtualised rows (getRowId = crew change id), vessel header rows full width. */
export function BoardGrid({ side, rows, columns, context, clickableHeaders, onHeaderClick, onMenu, layoutKey }: Props) {
  const [api, setApi] = useState<GridApi<GridRow> | null>(null);
  const layout = useColumnLayout(layoutKey, api);
  const onGridReady = useCallback((e: GridReadyEvent<GridRow>) => setApi(e.api), []);
  const [bufferStep, setBufferStep] = useState(0);
  const [shown, setShown] = useState(false);
  const onFirstDataRendered = useCallback((_e: FirstDataRenderedEvent<GridRow>) => setShown(true), []);
  useEffect(() => {
    if (!shown || bufferStep >= ROW_BUFFER_STEPS.length - 1) return;
    return whenIdle(() => setBufferStep((s) => s + 1));
  }, [shown, bufferStep]);
  const onColumnChanged = useCallback(
    (e: ColumnEvent & { finished?: boolean }) => byUser(e) && layout.persist(),
    [layout],
  );
  const getRowId = useCallback((p: GetRowIdParams<GridRow>) => p.data.id, []);
  const isFullWidthRow = useCallback((p: IsFullWidthRowParams<GridRow>) => p.rowNode.data?.kind === 'vessel', []);

  const onCellContextMenu = useCallback(
    (e: CellContextMenuEvent<GridRow>) => {
      const r = e.data?.kind === 'crew' ? (e.data as CrewGridRow) : null;
      const mouse = e.event as MouseEvent | null;
      if (!r || !mouse) return;
      const colId = e.column.getColId();
      const base = { x: mouse.clientX, y: mouse.clientY, crewChangeId: r.row.crewChangeId, side };
      if (colId === 'batch') {
        if (r.row.batch && context.access.actions.manageBatches)
          onMenu({ ...base, batch: { ...r.row.batch, vesselId: r.row.vesselId } });
        return;
      }
      const hasRecord = side === 'embarking' ? !!r.emb && r.main : !!r.row.disembarking;
      if (!hasRecord || !r.main || !FIELD_COLUMNS[side].has(colId)) return;
      onMenu({ ...base, field: colId, history: r.row.counts[`${side}.${colId}`]?.history ?? 0 });
    },
    [side, context.access, onMenu],
  );

  const onColumnHeaderClicked = useCallback(
    (e: ColumnHeaderClickedEvent<GridRow>) => {
      const id = 'getColId' in e.column ? e.column.getColId() : '';
      if (clickableHeaders.has(id)) onHeaderClick(id);
    },
    [clickableHeaders, onHeaderClick],
  );

  return (
    <>
      <Group justify="flex-end" mt={-8}>
        <ColumnsMenu api={api} onChange={layout.persist} onReset={layout.reset} />
      </Group>
      <div className="cc-grid" style={{ height: 'calc(100vh - 280px)', minHeight: 360 }} data-testid={`grid-${side}`}>
        <AgGridReact<GridRow>
          onGridReady={onGridReady}
          onFirstDataRendered={onFirstDataRendered}
          onColumnMoved={onColumnChanged}
          onColumnResized={onColumnChanged}
          onColumnPinned={onColumnChanged}
          theme={boardTheme}
          rowData={rows}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          context={context}
          getRowId={getRowId}
          isFullWidthRow={isFullWidthRow}
          fullWidthCellRenderer={VesselHeader}
          rowClassRules={rowClassRules}
          preventDefaultOnContextMenu
          onCellContextMenu={onCellContextMenu}
          onColumnHeaderClicked={onColumnHeaderClicked}
          tooltipShowDelay={300}
          suppressCellFocus={false}
          enableCellTextSelection
          rowBuffer={ROW_BUFFER_STEPS[bufferStep]}
          // ~17 columns: all stay in the DOM (rows are still virtualised), so every cell can be found and right-clicked.
          suppressColumnVirtualisation
          overlayNoRowsTemplate="No crew changes"
        />
      </div>
    </>
  );
}

/** Cells with a right-click menu: the record's field columns (the same set the batch editors offer). */
const FIELD_COLUMNS: Record<Side, Set<string>> = {
  embarking: new Set(BATCH_FIELDS.embarking),
  disembarking: new Set(BATCH_FIELDS.disembarking),
};
