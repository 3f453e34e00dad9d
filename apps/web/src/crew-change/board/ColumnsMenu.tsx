import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import type { GridApi } from 'ag-grid-community';
import { useState } from 'react';
import type { GridRow } from './board-rows';

/** Columns that always show: who the row is about (issue 11: name, rank and vessel stay pinned). */
const ALWAYS = new Set(['crew_name', 'rank', 'action']);

interface Props {
  api: GridApi<GridRow> | null;
  onChange: () => void;
  onReset: () => void;
}

/** Show or hide the board's columns; drag headers to reorder, drag their edges to resize (remembered per user). */
export function ColumnsMenu({ api, onChange, onReset }: Props) {
  const [, redraw] = useState(0);
  const columns = api?.getColumns() ?? [];
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal onOpen={() => redraw((n) => n + 1)}>
      <Menu.Target>
        <Button variant="default" size="xs" disabled={!api} data-testid="board-columns">
          Columns ▾
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="board-columns-menu">
        <Stack gap={6} p={6} mah={420} style={{ overflowY: 'auto' }}>
          {columns
            .filter((c) => !ALWAYS.has(c.getColId()))
            .map((c) => (
              <Checkbox
                key={c.getColId()}
                size="xs"
                label={c.getColDef().headerName ?? c.getColId()}
                checked={c.isVisible()}
                data-testid={`board-column-${c.getColId()}`}
                onChange={(e) => {
                  api?.setColumnsVisible([c.getColId()], e.currentTarget.checked);
                  redraw((n) => n + 1);
                  onChange();
                }}
              />
            ))}
        </Stack>
        <Menu.Divider />
        <Menu.Item onClick={onReset} data-testid="board-columns-reset">
          Reset columns
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
