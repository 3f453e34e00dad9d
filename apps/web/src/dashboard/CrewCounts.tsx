import { BarChart } from '@mantine/charts';
import { Anchor, Card, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Dashboard } from './api-types';

type Scope = 'standby' | 'onboard' | 'total';
const SCOPES: Array<[Scope, string]> = [
  ['standby', 'STANDBY'],
  ['onboard', 'ONBOARD'],
  ['total', 'TOTAL'],
];

/** A link to the list of crews behind one number (the same crews the count counted). */
export function CountLink({
  n,
  list,
  scope,
  group,
  fleetId,
  testId,
}: {
  n: number;
  list: string;
  scope: Scope;
  group?: 'PCC' | 'BULK';
  fleetId: number | null;
  testId: string;
}) {
  const q = new URLSearchParams({
    list,
    scope,
    ...(group ? { group } : {}),
    ...(fleetId ? { fleetId: String(fleetId) } : {}),
  });
  return (
    <Anchor component={Link} to={`/v/dashboard/crews?${q.toString()}`} data-testid={testId} fw={600}>
      {n.toLocaleString('en-US')}
    </Anchor>
  );
}

/** The two series of every onboard/standby chart, in the same colours everywhere. */
const ONBOARD_STANDBY_SERIES = [
  { name: 'onboard', label: 'Onboard', color: 'blue.6' },
  { name: 'standby', label: 'Standby', color: 'teal.5' },
];

/** Onboard and standby crews stacked per row (per rank level, per fleet), with the legend. */
export function OnboardStandbyChart<R extends { onboard: number; standby: number }>({
  h,
  rows,
  nameOf,
}: {
  h: number;
  rows: readonly R[];
  /** The row's name under its bar. */
  nameOf: (row: R) => string;
}) {
  const data = rows.map((r) => ({ name: nameOf(r), onboard: r.onboard, standby: r.standby }));
  return <BarChart h={h} data={data} dataKey="name" type="stacked" series={ONBOARD_STANDBY_SERIES} withLegend />;
}

/** 002 §3 dashboard crew counts: standby, onboard, total, each with vaccinated (per company group), boostered and unvaccinated. */
export function CrewCounts({ counts, fleetId }: { counts: Dashboard['counts']; fleetId: number | null }) {
  return (
    <Table withTableBorder withColumnBorders data-testid="crew-counts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>CREWS</Table.Th>
          <Table.Th>VACCINATED</Table.Th>
          <Table.Th>VACCINATED (PCC)</Table.Th>
          <Table.Th>VACCINATED (BULK)</Table.Th>
          <Table.Th>BOOSTERED</Table.Th>
          <Table.Th>UNVACCINATED</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {SCOPES.map(([scope, label]) => {
          const c = counts[scope];
          const base = { scope, fleetId };
          return (
            <Table.Tr key={scope}>
              <Table.Td fw={700}>{label}</Table.Td>
              <Table.Td>
                <CountLink {...base} n={c.count} list={scope} testId={`count-${scope}`} />
              </Table.Td>
              <Table.Td>
                <CountLink {...base} n={c.vaccinated.ALL} list="vaccinated" testId={`count-${scope}-vaccinated`} />
              </Table.Td>
              <Table.Td>
                <CountLink {...base} n={c.vaccinated.PCC} list="vaccinated" group="PCC" testId={`count-${scope}-pcc`} />
              </Table.Td>
              <Table.Td>
                <CountLink
                  {...base}
                  n={c.vaccinated.BULK}
                  list="vaccinated"
                  group="BULK"
                  testId={`count-${scope}-bulk`}
                />
              </Table.Td>
              <Table.Td>
                <CountLink {...base} n={c.boostered} list="boostered" testId={`count-${scope}-boostered`} />
              </Table.Td>
              <Table.Td>
                <CountLink {...base} n={c.unvaccinated} list="unvaccinated" testId={`count-${scope}-unvaccinated`} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The standby, onboard and total cards, each number a link to its crews. */
export function ScopeCards({
  counts,
  fleetId,
  testPrefix,
}: {
  counts: Dashboard['counts'];
  fleetId: number | null;
  testPrefix: string;
}) {
  return SCOPES.map(([s]) => (
    <Card withBorder key={s}>
      <Text size="sm" c="dimmed" tt="uppercase">
        {s}
      </Text>
      <Text size="xl">
        <CountLink n={counts[s].count} list={s} scope={s} fleetId={fleetId} testId={`${testPrefix}-${s}`} />
      </Text>
    </Card>
  ));
}
