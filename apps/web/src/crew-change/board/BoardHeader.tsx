import { Button, Checkbox, Group, Menu, Tabs, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { BOARD_FINISHED_DAYS, DATE_FORMAT } from '@crewing/domain';
import { parseDay } from '../../shared/ui/parse-day';
import type { Access } from '../shared/api-types';
import type { Side } from '../shared/fields';
import { FleetSelect, VesselSelect } from '../shared/FleetVesselSelects';
import type { BoardFilters, Variant } from '../shared/use-board-filters';

interface Props {
  variant: Variant;
  filters: BoardFilters;
  access: Access | undefined;
  onBatchEdit: (side: Side) => void;
  onAddBatch: () => void;
  onPlan: () => void;
  /** Generate Crew Embark Documents for a vessel (the single-vessel board has no vessel header rows). */
  onEmbarkDocs: (vesselId: number) => void;
}

/** 001 §2.1 header: fleet, vessel, tabs, filter date with Clear Date, No Batch, Add Disembark Batch. */
export function BoardHeader({ variant, filters: f, access, onBatchEdit, onAddBatch, onPlan, onEmbarkDocs }: Props) {
  const canBatch = f.tab === 'embarking' ? access?.actions.batchEmbarking : access?.actions.batchDisembarking;
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {variant === 'fleet' ? (
          <FleetSelect
            f={f}
            label="Fleet / Crewing Officer"
            // Wide enough for the longest 'fleet - officer' text (it was clipped at 280 px).
            w={360}
            testId="board-fleet"
            withOfficer
          />
        ) : null}
        <VesselSelect f={f} testId="board-vessel" />
        <DateInput
          label="Filter Date"
          // 001 §9: one date format on the board and in its forms (DD MMM YYYY).
          valueFormat={DATE_FORMAT}
          dateParser={parseDay}
          placeholder="DD MMM YYYY"
          styles={{ input: { textTransform: 'uppercase' } }}
          w={170}
          data-testid="board-filter-date"
          value={f.filterDate || null}
          onChange={(v) => f.set({ date: v ?? null })}
          popoverProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          onClick={() => f.set({ date: null })}
          disabled={!f.filterDate}
          data-testid="board-clear-date"
        >
          Clear Date
        </Button>
        <Checkbox
          label="No Batch"
          mb={8}
          data-testid="board-no-batch"
          checked={f.noBatch}
          onChange={(e) => f.set({ noBatch: e.currentTarget.checked ? '1' : null })}
        />
        {f.filterDate ? null : (
          // Issue 32 (s47): the live board's window (boardShownFrom); a Filter Date reaches any day.
          <Text size="sm" c="dimmed" mb={8} data-testid="board-window">
            Open crew changes and those finished in the last {BOARD_FINISHED_DAYS} days. Pick a Filter Date for any
            other day.
          </Text>
        )}
      </Group>
      <Group justify="space-between" align="flex-end" mt="sm">
        <Tabs value={f.tab} onChange={(v) => f.set({ tab: v === 'embarking' ? 'embarking' : null })}>
          <Tabs.List>
            <Tabs.Tab value="embarking" data-testid="board-tab-embarking">
              Embarking
            </Tabs.Tab>
            <Tabs.Tab value="disembarking" data-testid="board-tab-disembarking">
              Disembarking
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Group gap="xs">
          {variant === 'vessel' && f.vesselId !== null ? (
            <VesselDocsMenu vesselId={f.vesselId} onEmbarkDocs={onEmbarkDocs} />
          ) : null}
          {access?.actions.plan ? (
            <Button variant="filled" color="teal" onClick={onPlan} data-testid="plan-crew-change">
              Plan Crew Change
            </Button>
          ) : null}
          {canBatch ? (
            <Button variant="light" onClick={() => onBatchEdit(f.tab)} data-testid={`batch-edit-${f.tab}`}>
              {f.tab === 'embarking' ? 'Edit Multiple Embarking Crews' : 'Edit Multiple Disembarking Crews'}
            </Button>
          ) : null}
          {f.tab === 'disembarking' && access?.actions.manageBatches ? (
            <Button onClick={onAddBatch} data-testid="add-disembark-batch">
              Add Disembark Batch
            </Button>
          ) : null}
        </Group>
      </Group>
    </>
  );
}

function VesselDocsMenu({ vesselId, onEmbarkDocs }: { vesselId: number; onEmbarkDocs: (vesselId: number) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" data-testid={`embark-docs-${vesselId}`}>
          Documents ▾
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEmbarkDocs(vesselId)} data-testid="action-embark-docs">
          Generate Crew Embark Documents
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
