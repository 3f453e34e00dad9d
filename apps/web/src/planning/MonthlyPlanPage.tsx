import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import dayjs from 'dayjs';
import { formatDate } from '@crewing/domain';
import { useBoardFilters } from '../crew-change/shared/use-board-filters';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { PageTitle } from '../shared/ui/PageTitle';
import { FleetVesselPicker } from './FleetVesselPicker';
import { TableHead } from '../shared/ui/TableHead';

const label = (m: string) => dayjs(`${m}-01`).format('MMM YYYY').toUpperCase();

/** Monthly plan (002 §2 /v/crewchange/monthlyplan): crew changes due per month across a fleet, counted per rank. */
export function MonthlyPlanPage() {
  const f = useBoardFilters('fleet');
  const [months, setMonths] = useState('6');
  const q = trpc.planning.monthlyPlan.useQuery(f.fleetId ? { fleetId: f.fleetId, months: Number(months) } : skipToken, {
    placeholderData: keepPreviousData,
    meta: { place: 'LOAD MONTHLY PLAN' },
  });
  const plan = q.data;
  const chart = plan ? plan.months.map((m, i) => ({ month: label(m), due: plan.totals[i] ?? 0 })) : [];
  return (
    <Stack gap="sm" data-testid="monthly-plan">
      <PageTitle>Monthly Plan</PageTitle>
      <FleetVesselPicker f={f} vessel={false}>
        <NativeSelect
          label="Months"
          w={120}
          value={months}
          onChange={(e) => setMonths(e.currentTarget.value)}
          data={['3', '6', '9', '12']}
        />
      </FleetVesselPicker>
      {f.fleetId === null && !f.loadingKeys ? <Alert color="gray">No fleet is available to you.</Alert> : null}
      {plan && plan.overdue > 0 ? (
        <Alert color="red" data-testid="monthly-overdue">
          {plan.overdue} crew {plan.overdue === 1 ? 'is' : 'are'} already past the due date and still onboard.
        </Alert>
      ) : null}
      {plan ? (
        <Card withBorder>
          <Text fw={600} mb="xs">
            Crew changes due per month
          </Text>
          <BarChart
            h={200}
            data={chart}
            dataKey="month"
            series={[{ name: 'due', label: 'Due', color: 'blue.6' }]}
            withBarValueLabel
          />
        </Card>
      ) : null}
      <Table.ScrollContainer minWidth={700}>
        <Table striped withTableBorder data-testid="monthly-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rank</Table.Th>
              {plan?.months.map((m) => (
                <Table.Th key={m}>{label(m)}</Table.Th>
              ))}
              <Table.Th>Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!plan || plan.ranks.length === 0 ? (
              <EmptyRow
                colSpan={(plan?.months.length ?? 0) + 2}
                loading={q.isPending && f.fleetId !== null}
                text="No crew change due"
              />
            ) : null}
            {plan?.ranks.map((r) => (
              <Table.Tr key={r.rankId}>
                <Table.Td>{r.rankName}</Table.Td>
                {r.counts.map((n, i) => (
                  <Table.Td key={i}>{n || ''}</Table.Td>
                ))}
                <Table.Td fw={600}>{r.total}</Table.Td>
              </Table.Tr>
            ))}
            {plan && plan.ranks.length > 0 ? (
              <Table.Tr fw={700}>
                <Table.Td>TOTAL</Table.Td>
                {plan.totals.map((n, i) => (
                  <Table.Td key={i}>{n}</Table.Td>
                ))}
                <Table.Td>{plan.totals.reduce((a, b) => a + b, 0)}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={600}>Due crews</Text>
      <Table striped withTableBorder>
        <TableHead columns={['Due Date', 'Vessel', 'Rank', 'Crew', 'Planned Reliever']} />
        <Table.Tbody>
          {plan?.due.map((d) => (
            <Table.Tr key={`${d.crewId}-${d.dueDate}`}>
              <Table.Td>{formatDate(d.dueDate)}</Table.Td>
              <Table.Td>{d.vesselName}</Table.Td>
              <Table.Td>{d.rankName}</Table.Td>
              <Table.Td>{d.crewName}</Table.Td>
              <Table.Td>
                {d.reliever ?? (
                  <Text span c="orange" size="sm">
                    NO RELIEVER
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
