import { Paper, Table, Text, Title } from '@mantine/core';
import { DENOMINATIONS, denominationsOf, formatDate, formatPeso, toCentavos } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';

/**
 * How each cash advance is paid out in cash (002 §9 denominations 500, 200, 100, 50, 20, 10, 5):
 * the bills of each, largest first, and what is left in coins below 5 pesos.
 */
export function CashBreakdown({ crewId }: { crewId: number }) {
  const list = trpc.crew.records.cashAdvance.list.useQuery({ crewId, perPage: 100 }, { meta: { place: 'CASH ADVANCE' } });
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder p="md" data-testid="cash-breakdown">
      <Title order={5} mb="xs">
        Cash Breakdown
      </Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Amount</Table.Th>
            {DENOMINATIONS.map((d) => (
              <Table.Th key={d}>₱{d}</Table.Th>
            ))}
            <Table.Th>Coins</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length > 0 ? (
            items.map((r) => {
              const amount = toCentavos(String(r.fields.amount ?? '0')) ?? 0;
              const { counts, rest } = denominationsOf(amount);
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDate(String(r.fields.advanceDate))}</Table.Td>
                  <Table.Td>{formatPeso(amount)}</Table.Td>
                  {DENOMINATIONS.map((d) => (
                    <Table.Td key={d}>{counts.find((c) => c.value === d)?.count ?? ''}</Table.Td>
                  ))}
                  <Table.Td>{rest > 0 ? formatPeso(rest) : ''}</Table.Td>
                </Table.Tr>
              );
            })
          ) : (
            <EmptyRow colSpan={DENOMINATIONS.length + 3} loading={list.isPending} text="No cash advances" />
          )}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        Bills and coins, largest first; what is under ₱5 is paid in coins.
      </Text>
    </Paper>
  );
}
