import { Alert, Button, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { PageTitle } from '../shared/ui/PageTitle';
import { FleetVesselPicker } from './FleetVesselPicker';
import { useVesselScreen } from './use-vessel-screen';
import { BatchRemarks } from './BatchRemarks';
import type { BatchList } from './api-types';

type CrewChange = BatchList['noBatch'][number];

function CrewChangeRows({
  rows,
  selected,
  onToggle,
}: {
  rows: CrewChange[];
  selected?: Set<number>;
  onToggle?: (id: number) => void;
}) {
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          {onToggle ? <Table.Th w={40} /> : null}
          <Table.Th>Rank</Table.Th>
          <Table.Th>Off-signer</Table.Th>
          <Table.Th>Disembark Date</Table.Th>
          <Table.Th>Embarking Crew</Table.Th>
          <Table.Th>Embark Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((c) => (
          <Table.Tr key={c.crewChangeId}>
            {onToggle ? (
              <Table.Td>
                <Checkbox
                  aria-label="Select"
                  checked={selected?.has(c.crewChangeId) ?? false}
                  onChange={() => onToggle(c.crewChangeId)}
                  data-testid={`batch-pick-${c.crewChangeId}`}
                />
              </Table.Td>
            ) : null}
            <Table.Td>{c.rankName}</Table.Td>
            <Table.Td>{c.offSigner ?? ''}</Table.Td>
            <Table.Td>{formatDate(c.disembarkDate)}</Table.Td>
            <Table.Td>
              {c.embarking ?? (
                <Text span size="sm" c="dimmed">
                  NO CREW REPLACEMENT
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatDate(c.embarkDate)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Crew change batch list (002 §2 ccmanipulation/batch-list): a vessel's batches by embark date, adding crews on a batch, batch remarks. */
export function BatchListPage() {
  const { filters: f, vesselId, query: q } = useVesselScreen<BatchList>(trpc.planning.batchList, 'LOAD BATCH LIST');
  const canEdit = hasPermission(useMe().data, 'crew-change.manage-batches');
  const utils = trpc.useUtils();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const addBatch = trpc.crewChange.addDisembarkBatch.useMutation();
  const updateBatch = trpc.crewChange.updateDisembarkBatch.useMutation();
  const done = () => {
    setSelected(new Set());
    void utils.planning.batchList.invalidate();
    void utils.crewChange.board.invalidate();
  };
  const newBatch = useCommand<{ ids: number[] }>({
    confirm: 'create',
    place: 'ADD NEW BATCH',
    successMessage: 'New Batch Successfully Added',
    failureMessage: 'New Batch Failed to Save',
    run: (v, commandId) => addBatch.mutateAsync({ vesselId: vesselId!, crewChangeIds: v.ids, commandId }),
    onSuccess: done,
  });
  const addOn = useCommand<{ batchId: number; ids: number[] }>({
    confirm: 'update',
    place: 'ADD ON BATCH',
    successMessage: 'Batch Successfully Updated',
    failureMessage: 'New Batch Failed to Save',
    run: (v, commandId) =>
      updateBatch.mutateAsync({ vesselId: vesselId!, batchId: v.batchId, crewChangeIds: v.ids, commandId }),
    onSuccess: done,
  });
  const data = q.data;
  const picked = [...selected];

  return (
    <Stack gap="sm" data-testid="batch-list">
      <PageTitle>Crew Change Batch List</PageTitle>
      <FleetVesselPicker f={f} allVessels="--- Select Vessel ---" />
      {!vesselId ? <Alert color="gray">Choose a vessel to see its batches.</Alert> : null}
      {data ? (
        <>
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>Crew changes in no batch ({data.noBatch.length})</Text>
              {canEdit ? (
                <Button
                  size="xs"
                  disabled={picked.length === 0}
                  onClick={() => void newBatch.submit({ ids: picked })}
                  data-testid="batch-new"
                >
                  New Batch with Selected Crews
                </Button>
              ) : null}
            </Group>
            {data.noBatch.length ? (
              <CrewChangeRows rows={data.noBatch} {...(canEdit ? { selected, onToggle: toggle } : {})} />
            ) : (
              <Text size="sm" c="dimmed">
                Every crew change of this vessel is in a batch.
              </Text>
            )}
          </Card>
          {data.batches.length === 0 ? <Text c="dimmed">No batch yet.</Text> : null}
          {data.batches.map((b) => (
            <Card withBorder key={b.batchId} data-testid={`batch-${b.batchNumber}`}>
              <Group justify="space-between" mb="xs">
                <Text fw={700}>
                  Batch {b.batchNumber} · Embark {b.embarkDate ? formatDate(b.embarkDate) : 'not set'} ·{' '}
                  {b.crewChanges.length} crews
                </Text>
                {canEdit ? (
                  <Button
                    size="xs"
                    variant="light"
                    disabled={picked.length === 0}
                    onClick={() =>
                      void addOn.submit({
                        batchId: b.batchId,
                        ids: [...b.crewChanges.map((c) => c.crewChangeId), ...picked],
                      })
                    }
                    data-testid={`batch-add-on-${b.batchNumber}`}
                  >
                    Add Selected Crews on this Batch
                  </Button>
                ) : null}
              </Group>
              <CrewChangeRows rows={b.crewChanges} />
              <BatchRemarks batch={b} vesselId={vesselId!} canEdit={canEdit} />
            </Card>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
