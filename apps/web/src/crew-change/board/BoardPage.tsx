import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { todayIn } from '@crewing/domain';
import { useCallback, useMemo, useState } from 'react';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useMasterKeys } from '../../shared/use-master-keys';
import { RowActionsMenu } from '../planning/RowActionsMenu';
import { useRowCommands } from '../planning/use-row-commands';
import type { Dialog } from '../shared/dialogs';
import { MenuItem, PopupMenu } from '../shared/PopupMenu';
import { useBoardFilters, type Variant } from '../shared/use-board-filters';
import { disembarkingRows, embarkingRows, matchesDate } from './board-rows';
import { BoardDialogs } from './BoardDialogs';
import { BoardGrid } from './BoardGrid';
import { BoardHeader } from './BoardHeader';
import { CellMenu } from './CellMenu';
import { batchHeaderFields } from './columns';
import { disembarkingColumns } from './disembarking-columns';
import { embarkingColumns } from './embarking-columns';
import type { GridContext, MenuState, Popup } from './grid-context';
import { BoardLive, useBoard } from './use-board';
import { PastBoardBar, usePastBoard } from '../../planning/PastBoardBar';
import './board.css';

const noMenu = () => undefined;
const TITLES: Record<Variant, string> = { fleet: 'Crew Change Details (Fleet)', vessel: 'Crew Change Details' };

/** 001 §2.1: the crew change board of a fleet (fleet variant) or of one vessel. */
export function BoardPage({ variant }: { variant: Variant }) {
  const filters = useBoardFilters(variant);
  const keys = useMasterKeys().data;
  // Issue 16: ?asOf= shows the board at the end of a past day, read-only (its access allows nothing).
  const past = usePastBoard(filters.input);
  const { query: liveBoard, loaded } = useBoard(past.asOf ? null : filters.input);
  const board = past.asOf ? past.query : liveBoard;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  const [popup, setPopup] = useState<Popup | null>(null);
  const closePopup = useCallback(() => setPopup(null), []);
  const commands = useRowCommands();
  const data = board.data;
  // Each refetch brings a new access object; it is kept while its content is the same.
  const accessKey = JSON.stringify(data?.access ?? null);
  const access = useMemo(() => data?.access, [accessKey]);
  const { tab, filterDate } = filters;

  const shown = useMemo(
    () => (data?.rows ?? []).filter((r) => matchesDate(r, tab, filterDate)),
    [data, tab, filterDate],
  );
  // The vessel board with '--- Select All Vessel ---' lays out as the fleet board (Vessel, #, a header per vessel).
  const layout: Variant = filters.grouped ? 'fleet' : 'vessel';
  const gridRows = useMemo(
    () =>
      tab === 'embarking' ? embarkingRows(shown, layout === 'fleet') : disembarkingRows(shown, layout === 'fleet'),
    [shown, tab, layout],
  );
  // Column definitions change only with the tab, the layout and the user's access.
  const columns = useMemo(() => {
    if (!access) return [];
    return tab === 'embarking' ? embarkingColumns(layout, access) : disembarkingColumns(layout, access);
  }, [tab, layout, access]);
  const clickable = useMemo(() => (access ? batchHeaderFields(tab, access) : new Set<string>()), [tab, access]);
  const context = useMemo<GridContext | null>(
    () => (access ? { access, keys, variant: layout, open: setDialog, popup: setPopup } : null),
    [access, keys, layout],
  );
  const popupRow = popup?.type === 'row' ? data?.rows.find((r) => r.crewChangeId === popup.crewChangeId) : undefined;
  const onHeaderClick = useCallback((field: string) => setDialog({ type: 'batch-edit', side: tab, field }), [tab]);

  return (
    <Stack gap="sm" data-testid={`board-${variant}`}>
      <PageTitle>{TITLES[variant]}</PageTitle>
      <BoardHeader
        variant={variant}
        filters={filters}
        access={access}
        onBatchEdit={(side) => setDialog({ type: 'batch-edit', side })}
        onAddBatch={() => setDialog({ type: 'add-batch' })}
        onPlan={() => setDialog({ type: 'plan' })}
        onEmbarkDocs={(vesselId) => setDialog({ type: 'embark-docs', vesselId })}
      />
      <PastBoardBar past={past} today={todayIn(new Date())} />
      {filters.topics.map((t) => (
        <BoardLive key={t} topic={t} loaded={loaded} />
      ))}
      {filters.loadingKeys ? <Loader size="sm" /> : null}
      {!filters.loadingKeys && !filters.input ? (
        <Alert color="gray" variant="light">
          No fleet is available to you.
        </Alert>
      ) : null}
      {filters.input && board.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading crew changes…</Text>
        </Group>
      ) : null}
      {filters.input && data && context && keys ? (
        <BoardGrid
          key={`${tab}-${layout}`}
          side={tab}
          rows={gridRows}
          columns={columns}
          context={context}
          clickableHeaders={clickable}
          onHeaderClick={onHeaderClick}
          onMenu={past.asOf ? noMenu : setMenu}
          layoutKey={`${layout}-${tab}`}
        />
      ) : null}
      {menu ? <CellMenu menu={menu} onClose={closeMenu} open={setDialog} /> : null}
      {popup?.type === 'row' && popupRow ? (
        <RowActionsMenu
          row={popupRow}
          x={popup.x}
          y={popup.y}
          commands={commands}
          open={setDialog}
          onClose={closePopup}
        />
      ) : null}
      {popup?.type === 'vessel' ? (
        <PopupMenu x={popup.x} y={popup.y} testId="vessel-menu" onClose={closePopup}>
          <MenuItem
            testId="action-embark-docs"
            onClick={() => {
              closePopup();
              setDialog({ type: 'embark-docs', vesselId: popup.vesselId });
            }}
          >
            Generate Crew Embark Documents
          </MenuItem>
        </PopupMenu>
      ) : null}
      {dialog && data ? (
        <BoardDialogs
          dialog={dialog}
          board={data}
          shown={shown}
          vesselId={filters.vesselId}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
