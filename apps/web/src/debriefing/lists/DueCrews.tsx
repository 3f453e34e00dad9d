import { Group, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../../auth/session';
import { trpc } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { ListTable } from '../../shared/ui/ListTable';
import { FleetVesselSelects } from './FleetVesselSelects';
import { RowButton } from '../../shared/ui/RowButton';

/** The crews due for debriefing (arrived, not yet debriefed), with Add to Debriefing for the 002 §6 edit view. */
export function DueCrews() {
  const navigate = useNavigate();
  const me = useMe().data;
  const canStart = hasPermission(me, 'debriefing.edit-view');
  const [fleetId, setFleetId] = useState<string | null>(null);
  const [vesselId, setVesselId] = useState<string | null>(null);
  const due = trpc.debriefing.due.useQuery(
    { ...(fleetId ? { fleetId: Number(fleetId) } : {}), ...(vesselId ? { vesselId: Number(vesselId) } : {}) },
    { meta: { place: 'CREW DEBRIEFING' } },
  );
  const utils = trpc.useUtils();
  const start = trpc.debriefing.start.useMutation();
  const command = useCommand<number>({
    confirm: 'create',
    confirmText: 'Add this crew to debriefing?',
    place: 'ADD CREW TO DEBRIEFING',
    successMessage: 'Crew Successfully Added to Debriefing',
    failureMessage: 'Crew Failed to Add to Debriefing',
    run: async (crewChangeId, commandId) => {
      const r = await start.mutateAsync({ crewChangeId, commandId });
      await utils.debriefing.invalidate();
      navigate(`/v/debriefing/debriefingform?id=${r.id}`);
    },
  });
  const rows = due.data ?? [];
  return (
    <Paper withBorder p="md" data-testid="debriefing-due">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>Crews Due for Debriefing</Text>
        <Group gap="xs">
          <FleetVesselSelects
            fleetId={fleetId}
            vesselId={vesselId}
            onFleet={(v) => (setFleetId(v), setVesselId(null))}
            onVessel={setVesselId}
          />
        </Group>
      </Group>
      <ListTable
        head={['#', 'Crew', 'Rank', 'Vessel', 'Disembarked', 'Arrived Manila', 'Action']}
        count={rows.length}
        loading={due.isPending}
        emptyText="No crew due for debriefing"
      >
        {rows.map((r, i) => (
          <Table.Tr key={r.crewChangeId} data-testid="debriefing-due-row">
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{r.crewName}</Table.Td>
            <Table.Td>{r.rankAlias}</Table.Td>
            <Table.Td>{r.vesselName}</Table.Td>
            <Table.Td>{formatDate(r.disembarkDate)}</Table.Td>
            <Table.Td>{formatDate(r.arriveManila)}</Table.Td>
            <Table.Td>
              {canStart ? (
                <RowButton
                  loading={command.pending === r.crewChangeId}
                  onClick={() => void command.submit(r.crewChangeId)}
                  data-testid="debriefing-start"
                  variant="filled"
                >
                  Add to Debriefing
                </RowButton>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Paper>
  );
}
