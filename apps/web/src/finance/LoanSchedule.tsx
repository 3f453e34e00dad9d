import { Badge, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatPeso, loanPosition } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';

const STATUS_COLOR = { PAID: 'green', PARTIAL: 'yellow', DUE: 'gray' } as const;

/**
 * A cash loan's schedule (issue 15): the principal in exact monthly instalments due on the payment
 * day, covered in order by the payments; the same computation as the list's Balance column
 * (domain finance/loan.ts) over the same records.
 */
export function LoanSchedule({ crewId }: { crewId: number }) {
  const loans = trpc.crew.records.cashLoan.list.useQuery({ crewId, perPage: 100 }, { meta: { place: 'CASH LOAN' } });
  const payments = trpc.crew.records.cashLoanPayment.list.useQuery(
    { crewId, perPage: 100 },
    { meta: { place: 'CASH LOAN PAYMENTS' } },
  );
  const [picked, setPicked] = useState<string | null>(null);
  const items = loans.data?.items ?? [];
  const loan = items.find((l) => String(l.id) === picked) ?? items[0];
  const pos = loan
    ? loanPosition(
        loan.fields,
        (payments.data?.items ?? []).filter((p) => p.fields.cashLoanId === loan.id).map((p) => p.fields),
      )
    : null;
  return (
    <Paper withBorder p="md" data-testid="loan-schedule">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={5}>Loan Schedule</Title>
          <Select
            aria-label="Loan"
            w={320}
            data={items.map((l) => ({
              value: String(l.id),
              label: `#${l.id} — ${formatPeso(loanPosition(l.fields, []).principal)} from ${formatDate(String(l.fields.startDate))}`,
            }))}
            value={loan ? String(loan.id) : null}
            onChange={setPicked}
          />
        </Group>
        {pos ? (
          <Group gap="xl" data-testid="loan-position">
            <Text size="sm">
              Principal: <b>{formatPeso(pos.principal)}</b>
            </Text>
            <Text size="sm">
              Paid: <b>{formatPeso(pos.paid)}</b>
            </Text>
            <Text size="sm">
              Balance: <b data-testid="loan-balance">{formatPeso(pos.balance)}</b>
            </Text>
            <Text size="sm">
              Months left: <b>{pos.monthsLeft}</b>
            </Text>
          </Group>
        ) : null}
        <Table striped withTableBorder>
          <TableHead columns={['No.', 'Due Date', 'Amount', 'Paid', 'Status']} />
          <Table.Tbody>
            {pos && pos.schedule.length > 0 ? (
              pos.schedule.map((s) => (
                <Table.Tr key={s.no}>
                  <Table.Td>{s.no}</Table.Td>
                  <Table.Td>{formatDate(s.dueDate)}</Table.Td>
                  <Table.Td>{formatPeso(s.amount)}</Table.Td>
                  <Table.Td>{formatPeso(s.paid)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[s.status]} variant="light">
                      {s.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))
            ) : (
              <EmptyRow colSpan={5} loading={loans.isPending} text="No cash loans" />
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
