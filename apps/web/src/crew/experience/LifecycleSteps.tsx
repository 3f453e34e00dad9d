import { Paper, Table, Text } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { TableHead } from '../../shared/ui/TableHead';

/**
 * Issue 24: what the board's confirmations made due for this crew (sign-on, sign-off, arrival,
 * rank change), and what became of each: done on its date, waiting, withdrawn, or skipped with
 * the reason (an administrator corrects the contract then).
 */
export function LifecycleSteps({ crewId }: { crewId: number }) {
  const steps = trpc.crew.experience.steps.useQuery({ crewId }, { meta: { place: 'CREW CHANGE STEPS' } });
  const rows = steps.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Text fw={700} mb="sm">
        Crew Change Steps
      </Text>
      <Table striped withTableBorder data-testid="lifecycle-steps">
        <TableHead columns={['Step', 'Date', 'Crew Change', 'Confirmed By', 'Status', 'Reason']} />
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.step}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.dueDate)}</Table.Td>
              <Table.Td>{r.crewChangeId ?? '—'}</Table.Td>
              <Table.Td>{r.confirmedBy}</Table.Td>
              <Table.Td>{r.status}</Table.Td>
              <Table.Td>{r.reason ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
