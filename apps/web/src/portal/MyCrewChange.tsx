import { Paper, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { CrewChangeActions } from './CrewChangeActions';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Issue 29 §2 My crew change: vessel, rank and the embarking details as the board holds them. */
export function MyCrewChange() {
  // Live: his socket's room pushes a change of it (live/use-portal-live.ts).
  const change = trpc.portal.my.crewChange.useQuery();
  const c = change.data;
  return (
    <Paper withBorder p="sm" data-testid="portal-crew-change">
      <Title order={2} size="h4" mb="xs">
        My crew change
      </Title>
      {c === null ? <Text c="dimmed">You are not lined up for a crew change yet.</Text> : null}
      {c ? (
        <Table>
          <Table.Tbody>
            {[
              { field: 'vessel', label: 'VESSEL', value: c.vessel },
              { field: 'rank', label: 'RANK', value: c.rank },
              ...c.details,
            ].map((d) => (
              <Table.Tr key={d.field}>
                <Table.Th scope="row" w="45%">
                  {d.label}
                </Table.Th>
                <Table.Td>
                  {d.value === null ? <Text c="dimmed">—</Text> : DATE.test(d.value) ? formatDate(d.value) : d.value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {c ? <CrewChangeActions acknowledgedAt={c.acknowledgedAt} /> : null}
    </Paper>
  );
}
