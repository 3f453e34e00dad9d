import { Checkbox, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatDate } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import type { BoardRow } from '../shared/api-types';
import { activeEmbarking } from '../shared/fields';
import { toggled } from './batch-candidates';
import { FormActions } from '../../shared/ui/FormActions';

interface Props {
  rows: BoardRow[];
  /** Absent: Add New Disembarkation Batch. */
  batch?: { batchId: number; batchNumber: number; vesselId: number };
  onClose: () => void;
}

const nameOf = (r: BoardRow) =>
  r.offSigner?.name ?? `${activeEmbarking(r)?.name ?? r.relievers[0]?.name ?? ''} (EMBARKING ONLY)`;

/**
 * Add New Disembarkation Batch (crews of one vessel: once one is ticked, other vessels' crews lose
 * their checkboxes) and Update Disembarkation Batch (members re-selected, embarking-only crews too).
 */
export function BatchMembersModal({ rows, batch, onClose }: Props) {
  const utils = trpc.useUtils();
  const [picked, setPicked] = useState<Set<number>>(
    () => new Set(batch ? rows.filter((r) => r.batch?.batchId === batch.batchId).map((r) => r.crewChangeId) : []),
  );
  const list = useMemo(
    () => rows.filter((r) => !r.rankCancelled && (batch ? r.vesselId === batch.vesselId : r.offSigner !== null)),
    [rows, batch],
  );
  const vesselId = batch?.vesselId ?? rows.find((r) => picked.has(r.crewChangeId))?.vesselId ?? null;
  // A crew in another batch is shown greyed; it leaves that batch only through its own Update Batch.
  const selectable = (r: BoardRow) =>
    (vesselId === null || r.vesselId === vesselId) && (!r.batch || r.batch.batchId === batch?.batchId);
  const chosen = list.filter((r) => picked.has(r.crewChangeId) && selectable(r)).map((r) => r.crewChangeId);

  const add = trpc.crewChange.addDisembarkBatch.useMutation();
  const update = trpc.crewChange.updateDisembarkBatch.useMutation();
  const command = useCommand<{ vesselId: number; crewChangeIds: number[] }>({
    confirm: batch ? 'update' : 'create',
    place: batch ? 'UPDATE BATCH' : 'ADD BATCH',
    successMessage: batch ? `Batch ${batch.batchNumber} Successfully Updated` : 'New Batch Successfully Added',
    failureMessage: 'New Batch Failed to Save',
    run: async (input, commandId) => {
      if (batch) await update.mutateAsync({ ...input, batchId: batch.batchId, commandId });
      else await add.mutateAsync({ ...input, commandId });
      await utils.crewChange.board.invalidate();
    },
    onSuccess: onClose,
  });

  const toggle = (id: number, on: boolean) => setPicked(toggled(picked, id, on));
  const title = batch ? `Update Disembarkation Batch ${batch.batchNumber}` : 'Add New Disembarkation Batch';

  return (
    <Modal opened onClose={onClose} size="xl" title={<Text fw={700}>{title}</Text>}>
      <Stack gap="sm" data-testid="batch-members">
        <ScrollArea.Autosize mah={420} type="auto">
          <Table withTableBorder striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>Vessel</Table.Th>
                <Table.Th>Rank</Table.Th>
                <Table.Th>Name of Crew</Table.Th>
                <Table.Th>Disembark Date</Table.Th>
                <Table.Th>Batch</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed">No crews to batch on this board</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {list.map((r) => {
                const can = selectable(r);
                return (
                  <Table.Tr key={r.crewChangeId} c={can ? undefined : 'dimmed'} bg={can ? undefined : 'gray.1'}>
                    <Table.Td>
                      {can ? (
                        <Checkbox
                          checked={picked.has(r.crewChangeId)}
                          onChange={(e) => toggle(r.crewChangeId, e.currentTarget.checked)}
                          aria-label={`Select ${nameOf(r)}`}
                          data-testid={`batch-member-${r.crewChangeId}`}
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>{r.vesselName}</Table.Td>
                    <Table.Td>{r.rankAlias}</Table.Td>
                    <Table.Td>{nameOf(r)}</Table.Td>
                    <Table.Td>{formatDate(r.disembarking?.values.disembark_date ?? null)}</Table.Td>
                    <Table.Td>{r.batch ? r.batch.batchNumber : ''}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <FormActions
          busy={command.busy}
          onCancel={onClose}
          cancelDisabled={command.busy}
          submitLabel={batch ? 'Update Batch' : 'Add Batch'}
          onSubmit={() => vesselId !== null && void command.submit({ vesselId, crewChangeIds: chosen })}
          submitDisabled={vesselId === null || chosen.length === 0}
          left={<Text size="sm">{chosen.length} crew selected</Text>}
          submitTestId="batch-members-submit"
        />
      </Stack>
    </Modal>
  );
}
