import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { topics } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { useTopic } from '../shared/realtime';
import { PageTitle } from '../shared/ui/PageTitle';
import { CrewCounts, OnboardStandbyChart, ScopeCards } from './CrewCounts';
import { TitledCard } from './TitledCard';
import { TableHead } from '../shared/ui/TableHead';

/** Top-management dashboard (002 §2 /v/dashboard/top-management): company level, per fleet, retention and overdue trends. */
export function TopManagementPage() {
  const q = trpc.dashboard.topManagement.useQuery({}, { meta: { place: 'LOAD TOP MANAGEMENT DASHBOARD' } });
  useTopic(topics.dashboard(), () => void q.refetch());
  const d = q.data;
  if (!d) return <Text c="dimmed">Loading…</Text>;
  const trend = d.trend.map((t) => ({
    month: dayjs(`${t.month}-01`).format('MMM YY').toUpperCase(),
    retention: t.retention,
    overdue: t.overdue,
    signOns: t.signOns,
  }));
  return (
    <Stack gap="md" data-testid="top-management">
      <PageTitle>Top Management Dashboard</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 4 }}>
        <ScopeCards counts={d.counts} fleetId={null} testPrefix="tm" />
        <Card withBorder>
          <Text size="sm" c="dimmed">
            OVERDUE NOW
          </Text>
          <Text size="xl" c={d.crewChangeSummary.overdue ? 'red' : undefined} fw={600}>
            {d.crewChangeSummary.overdue}
          </Text>
        </Card>
      </SimpleGrid>
      <CrewCounts counts={d.counts} fleetId={null} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TitledCard title="Crews per fleet">
          <OnboardStandbyChart h={240} rows={d.perFleet} nameOf={(f) => f.fleetName} />
        </TitledCard>
        <TitledCard
          title="Retention (% of sign-ons by returning crews) and overdue contracts, last 12 months"
          testId="retention-trend"
        >
          <LineChart
            h={240}
            data={trend}
            dataKey="month"
            withLegend
            series={[
              { name: 'retention', label: 'Retention %', color: 'green.6' },
              { name: 'overdue', label: 'Overdue at month end', color: 'red.6' },
            ]}
          />
        </TitledCard>
      </SimpleGrid>
      <Table striped withTableBorder>
        <TableHead columns={['Month', 'Sign-ons', 'Returning crews', 'Retention', 'Overdue at month end']} />
        <Table.Tbody>
          {d.trend.map((t) => (
            <Table.Tr key={t.month}>
              <Table.Td>{dayjs(`${t.month}-01`).format('MMM YYYY').toUpperCase()}</Table.Td>
              <Table.Td>{t.signOns}</Table.Td>
              <Table.Td>{t.returning}</Table.Td>
              <Table.Td>{t.signOns ? `${t.retention}%` : ''}</Table.Td>
              <Table.Td>{t.overdue}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
