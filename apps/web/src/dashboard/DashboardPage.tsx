import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Anchor, Group, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { topics, visibleFleets } from '@crewing/domain';
import { useMasterKeys } from '../shared/use-master-keys';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useTopic } from '../shared/realtime';
import { PageTitle } from '../shared/ui/PageTitle';
import { CrewCounts, OnboardStandbyChart, ScopeCards } from './CrewCounts';
import { TitledCard } from './TitledCard';
import { TableHead } from '../shared/ui/TableHead';

const monthLabel = (m: string) => dayjs(`${m}-01`).format('MMM YYYY').toUpperCase();

/** 002 §7 Dashboard (/v/dashboard): crew counts, rank levels, availability, crew changes; live. */
export function DashboardPage() {
  const me = useMe().data;
  const keys = useMasterKeys().data;
  const fleets = me ? visibleFleets(me.roles, keys?.fleets ?? []) : [];
  const [params, setParams] = useSearchParams();
  // All fleets the user sees unless one is chosen (001 §2.1: the server keeps to those).
  const fleetId = Number(params.get('fleetId')) || null;
  const q = trpc.dashboard.summary.useQuery(fleetId ? { fleetId } : {}, {
    placeholderData: keepPreviousData,
    meta: { place: 'LOAD DASHBOARD' },
  });
  // A sign-on, sign-off or vaccine anywhere moves the counts: refetch without a reload.
  useTopic(topics.dashboard(), () => void q.refetch());
  const d = q.data;
  return (
    <Stack gap="md" data-testid="dashboard">
      <PageTitle
        actions={
          hasPermission(me, 'dashboard.top-management') ? (
            <Anchor component={Link} to="/v/dashboard/top-management">
              Top Management Dashboard
            </Anchor>
          ) : undefined
        }
      >
        Dashboard
      </PageTitle>
      <Group>
        <NativeSelect
          label="Fleet"
          w={220}
          data-testid="dashboard-fleet"
          value={fleetId === null ? '' : String(fleetId)}
          onChange={(e) =>
            setParams(e.currentTarget.value ? { fleetId: e.currentTarget.value } : {}, { replace: true })
          }
          data={[{ value: '', label: 'ALL FLEETS' }, ...fleets.map((x) => ({ value: String(x.id), label: x.name }))]}
        />
      </Group>
      {d ? (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ScopeCards counts={d.counts} fleetId={fleetId} testPrefix="card" />
          </SimpleGrid>
          <CrewCounts counts={d.counts} fleetId={fleetId} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TitledCard title="Rank level summary">
              <OnboardStandbyChart h={260} rows={d.rankLevel} nameOf={(r) => r.rankName} />
            </TitledCard>
            <TitledCard title="Vaccination (all crews)">
              <Group justify="center">
                <DonutChart
                  size={200}
                  thickness={28}
                  withLabels
                  data={[
                    { name: 'Boostered', value: d.counts.total.boostered, color: 'green.7' },
                    {
                      name: 'Vaccinated',
                      value: d.counts.total.vaccinated.ALL - d.counts.total.boostered,
                      color: 'green.4',
                    },
                    { name: 'Unvaccinated', value: d.counts.total.unvaccinated, color: 'red.5' },
                  ].filter((x) => x.value > 0)}
                />
              </Group>
            </TitledCard>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TitledCard title="Crew change summary" testId="crew-change-summary">
              <Table>
                <Table.Tbody>
                  <Row
                    label="Overdue (past due, still onboard)"
                    value={d.crewChangeSummary.overdue}
                    to="/v/crewchange/ccmanipulation/overdue"
                  />
                  <Row label="Due this month" value={d.crewChangeSummary.dueThisMonth} to="/v/crewchange/monthlyplan" />
                  <Row label="Due next month" value={d.crewChangeSummary.dueNextMonth} to="/v/crewchange/monthlyplan" />
                  <Row label="Reliever planned" value={d.crewChangeSummary.planned} to="/v/crewchange/vesselplan" />
                  <Row
                    label="Without a reliever"
                    value={d.crewChangeSummary.withoutReliever}
                    to="/v/crewchange/vesselplan"
                  />
                </Table.Tbody>
              </Table>
            </TitledCard>
            <TitledCard title="Monthly rank availability (standby crews by availability month)">
              <Table.ScrollContainer minWidth={400}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Rank</Table.Th>
                      {d.months.map((m) => (
                        <Table.Th key={m}>{monthLabel(m)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.availability.map((r) => (
                      <Table.Tr key={r.rankId}>
                        <Table.Td>{r.rankName}</Table.Td>
                        {r.counts.map((n, i) => (
                          <Table.Td key={i}>{n || ''}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </TitledCard>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TitledCard title="Onboard summary" testId="onboard-summary">
              <Table striped>
                <TableHead columns={['Vessel', 'Onboard', 'Overdue']} />
                <Table.Tbody>
                  {d.onboardSummary.map((v) => (
                    <Table.Tr key={v.vesselId}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/v/crewchange/vesselplan?fleetId=${v.fleetId ?? ''}&vesselId=${v.vesselId}`}
                        >
                          {v.vesselName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{v.onboard}</Table.Td>
                      <Table.Td c={v.overdue ? 'red' : undefined}>{v.overdue || ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TitledCard>
            <TitledCard title="Standby summary" testId="standby-summary">
              <Table striped>
                <TableHead columns={['Rank', 'Standby']} />
                <Table.Tbody>
                  {d.standbySummary.map((r) => (
                    <Table.Tr key={r.rankId}>
                      <Table.Td>{r.rankName}</Table.Td>
                      <Table.Td>{r.standby}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Anchor
                component={Link}
                to={`/v/dashboard/crews?list=vaccinated&scope=total${fleetId ? `&fleetId=${fleetId}` : ''}`}
                data-testid="vaccinated-list-link"
              >
                Vaccinated crews list
              </Anchor>
            </TitledCard>
          </SimpleGrid>
        </>
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </Stack>
  );
}

function Row({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={to} fw={600}>
          {value}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
