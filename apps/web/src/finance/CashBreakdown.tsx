import { Button, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DENOMINATIONS, denominationsOf, formatDate, formatPeso, todayIn } from '@crewing/domain';
import { dateRangeErrors } from '@crewing/domain/reports/date-range';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { useKeyList } from '../key-lists/use-key-list';

import { DayRange } from '../shared/ui/DayRange';

type Range = { dateFrom: string; dateTo: string };

/**
 * 002 §7 cash advances list with filters: the crew's advances by type and date range (002 §5 date
 * rules under the fields), their total, and how each is paid out in cash (002 §9 denominations
 * 500, 200, 100, 50, 20, 10, 5; what is under 5 pesos in coins).
 */
export function CashBreakdown({ crewId }: { crewId: number }) {
  const keyOptions = useKeyList().options;
  const [typeId, setTypeId] = useState<string | null>(null);
  const [typed, setTyped] = useState<Range>({ dateFrom: '', dateTo: '' });
  const [range, setRange] = useState<Range | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const list = trpc.finance.cashAdvances.useQuery(
    { crewId, ...(typeId ? { cashAdvanceTypeId: Number(typeId) } : {}), ...(range ?? {}) },
    { placeholderData: keepPreviousData, meta: { place: 'CASH ADVANCE' } },
  );
  const apply = () => {
    if (!typed.dateFrom && !typed.dateTo) return (setErrors({}), setRange(null));
    const e = dateRangeErrors(typed, todayIn(new Date()));
    setErrors(e);
    if (Object.keys(e).length === 0) setRange(typed);
  };
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder p="md" data-testid="cash-breakdown">
      <Title order={5} mb="xs">
        Cash Advances by Type and Date — Cash Breakdown
      </Title>
      <Group align="flex-start" mb="sm">
        <Select
          label="Type"
          clearable
          w={220}
          data={keyOptions('cash-advance-type')}
          value={typeId}
          onChange={setTypeId}
          data-testid="advance-type-filter"
        />
        <DayRange value={typed} onChange={(patch) => setTyped({ ...typed, ...patch })} errors={errors} w={170} />
        <Button mt={24} variant="default" onClick={apply}>
          Filter
        </Button>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
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
              const { counts, rest } = denominationsOf(r.centavos);
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDate(r.advanceDate)}</Table.Td>
                  <Table.Td>{r.type}</Table.Td>
                  <Table.Td>{formatPeso(r.centavos)}</Table.Td>
                  {DENOMINATIONS.map((d) => (
                    <Table.Td key={d}>{counts.find((c) => c.value === d)?.count ?? ''}</Table.Td>
                  ))}
                  <Table.Td>{rest > 0 ? formatPeso(rest) : ''}</Table.Td>
                </Table.Tr>
              );
            })
          ) : (
            <EmptyRow colSpan={DENOMINATIONS.length + 4} loading={list.isPending} text="No cash advances" />
          )}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt={6} data-testid="advance-total">
        {list.data ? `${list.data.count} advance(s), total ${list.data.total}` : ''}
      </Text>
    </Paper>
  );
}
