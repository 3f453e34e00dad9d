import { Badge, Stack, Table, Text } from '@mantine/core';
import { skipToken } from '@tanstack/react-query';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import type { Filters } from './FleetVesselPicker';
import { FleetVesselPicker } from './FleetVesselPicker';
import { TableHead } from '../shared/ui/TableHead';

const NOTES = {
  'NO CREW CHANGE': 'Onboard without a crew change that brought him',
  'EMBARK DATE': 'The crew change’s embark date differs from his sign-on',
  'NOT SIGNED ON': 'The embark date has passed and he is not signed on',
  'NOT SIGNED OFF': 'The disembark date has passed and he is still onboard',
} as const;

/** Discrepancy (002 §7): planned against actual, for a fleet. */
export function DiscrepancyTable({ f }: { f: Filters }) {
  const q = trpc.planning.discrepancy.useQuery(f.fleetId ? { fleetId: f.fleetId } : skipToken, {
    meta: { place: 'LOAD DISCREPANCY' },
  });
  const rows = (q.data ?? []).filter(
    (d) => f.vesselId === null || f.vessels.find((v) => v.id === f.vesselId)?.name === d.vesselName,
  );
  return (
    <Stack gap="sm" data-testid="discrepancy">
      <FleetVesselPicker f={f} />
      <Text size="sm" c="dimmed">
        The plan against what happened: crews onboard without a crew change, and crew changes whose dates disagree with
        the sign-on or sign-off.
      </Text>
      <Table striped withTableBorder>
        <TableHead columns={['Vessel', 'Rank', 'Crew', 'Discrepancy', 'Planned', 'Actual']} />
        <Table.Tbody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={6} loading={q.isPending && f.fleetId !== null} text="No discrepancy" />
          ) : null}
          {rows.map((d, i) => (
            <Table.Tr key={`${d.kind}-${d.crewId}-${i}`}>
              <Table.Td>{d.vesselName}</Table.Td>
              <Table.Td>{d.rankName}</Table.Td>
              <Table.Td>{d.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={d.kind === 'NO CREW CHANGE' ? 'gray' : 'orange'} title={NOTES[d.kind]}>
                  {d.kind}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(d.planned)}</Table.Td>
              <Table.Td>{formatDate(d.actual)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
