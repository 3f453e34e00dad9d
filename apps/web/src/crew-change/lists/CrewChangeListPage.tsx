import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, topics } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { PageTitle } from '../../shared/ui/PageTitle';
import { activeEmbarking } from '../shared/fields';
import { FleetSelect, VesselSelect } from '../shared/FleetVesselSelects';
import { useBoardFilters } from '../shared/use-board-filters';
import { useCrewChangeLive } from '../shared/use-crew-change-live';

import { ListTable } from '../../shared/ui/ListTable';

type Kind = 'overdue' | 'no-batch';
const TITLES: Record<Kind, string> = { overdue: 'Overdue Crew Changes', 'no-batch': 'Crew Changes Without Batch' };
const NOTES: Record<Kind, string> = {
  overdue: 'The off-signer’s disembark date has passed and his arrival in Manila is not recorded.',
  'no-batch': 'Off-signers not yet in a disembark batch.',
};

/** The overdue and no-batch lists of a fleet (or one vessel), live like the board. */
export function CrewChangeListPage({ kind }: { kind: Kind }) {
  const f = useBoardFilters('fleet');
  const input =
    f.fleetId === null ? skipToken : { fleetId: f.fleetId, ...(f.vesselId !== null ? { vesselId: f.vesselId } : {}) };
  const options = { placeholderData: keepPreviousData, meta: { place: `LOAD ${TITLES[kind].toUpperCase()}` } };
  const overdue = trpc.crewChange.overdue.useQuery(kind === 'overdue' ? input : skipToken, options);
  const noBatch = trpc.crewChange.noBatch.useQuery(kind === 'no-batch' ? input : skipToken, options);
  const query = kind === 'overdue' ? overdue : noBatch;
  useCrewChangeLive(f.fleetId === null ? null : topics.fleet(f.fleetId), () => query.dataUpdatedAt > 0);
  const rows = query.data ?? [];
  const board = `/v/crewchange/ccdetails?fleetId=${f.fleetId ?? ''}${f.vesselId !== null ? `&vesselId=${f.vesselId}` : ''}`;

  return (
    <Stack gap="sm" data-testid={`list-${kind}`}>
      <PageTitle>{TITLES[kind]}</PageTitle>
      <Group gap="sm" align="flex-end">
        <FleetSelect f={f} testId="board-fleet" />
        <VesselSelect f={f} testId="board-vessel" />
        <Text size="sm" c="dimmed" mb={8}>
          {NOTES[kind]} <Link to={board}>Open the board</Link>
        </Text>
      </Group>
      {f.fleetId === null && !f.loadingKeys ? <Alert color="gray">No fleet is available to you.</Alert> : null}
      <ListTable
        head={[
          '#',
          'Vessel',
          'Rank',
          'Off-signer',
          'Disembark Date',
          'Arrival Manila',
          'Reliever',
          'Embark Date',
          'Batch',
        ]}
        minWidth={900}
        count={rows.length}
        loading={query.isPending && f.fleetId !== null}
        emptyText="No records found"
        highlightOnHover
      >
        {rows.map((r, i) => {
          const emb = activeEmbarking(r);
          return (
            <Table.Tr key={r.crewChangeId} data-testid={`list-row-${r.crewChangeId}`}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{r.vesselName}</Table.Td>
              <Table.Td>{r.rankAlias}</Table.Td>
              <Table.Td>{r.offSigner?.name ?? ''}</Table.Td>
              <Table.Td>{formatDate(r.disembarking?.values.disembark_date ?? null)}</Table.Td>
              <Table.Td>{formatDate(r.disembarking?.values.arrive_manila ?? null)}</Table.Td>
              <Table.Td>
                {emb?.name ?? (
                  <Text span c="dimmed" size="sm">
                    NO CREW REPLACEMENT
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDate(emb?.values.embark_date ?? null)}</Table.Td>
              <Table.Td>{r.batch?.batchNumber ?? ''}</Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
    </Stack>
  );
}
