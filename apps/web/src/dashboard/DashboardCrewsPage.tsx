import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { DASHBOARD_LISTS, formatDate, topics, type DashboardList } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { useTopic } from '../shared/realtime';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { PageTitle } from '../shared/ui/PageTitle';
import { TableHead } from '../shared/ui/TableHead';
import { LinkCell } from '../shared/ui/LinkCell';

type Scope = 'onboard' | 'standby' | 'total';
const SCOPES: readonly Scope[] = ['onboard', 'standby', 'total'];

/** The crews behind one dashboard number (/v/dashboard/crews?list=&scope=&group=). */
export function DashboardCrewsPage() {
  const [params] = useSearchParams();
  const list = (DASHBOARD_LISTS as readonly string[]).includes(params.get('list') ?? '')
    ? (params.get('list') as DashboardList)
    : 'total';
  const scope = (SCOPES as readonly string[]).includes(params.get('scope') ?? '')
    ? (params.get('scope') as Scope)
    : 'total';
  const group =
    params.get('group') === 'PCC' || params.get('group') === 'BULK'
      ? (params.get('group') as 'PCC' | 'BULK')
      : undefined;
  const fleetId = Number(params.get('fleetId')) || undefined;
  const q = trpc.dashboard.crews.useQuery(
    { list, scope, ...(group ? { group } : {}), ...(fleetId ? { fleetId } : {}) },
    { meta: { place: 'LOAD CREWS' } },
  );
  useTopic(topics.dashboard(), () => void q.refetch());
  const rows = q.data ?? [];
  const title = `${list === scope ? list : `${scope} · ${list}`}${group ? ` (${group})` : ''}`.toUpperCase();
  return (
    <Stack gap="sm" data-testid="dashboard-crews">
      <PageTitle>
        {list === 'vaccinated' && scope === 'total' && !group ? 'Vaccinated Crews' : `Crews: ${title}`}
      </PageTitle>
      <Text size="sm">
        <Anchor component={Link} to="/v/dashboard">
          Back
        </Anchor>{' '}
        · {rows.length.toLocaleString('en-US')} crews
      </Text>
      <Table striped withTableBorder>
        <TableHead
          columns={['#', 'Crew', 'Rank', 'Status', 'Vessel', 'Group', 'Covid Vaccine', 'Doses', 'Availability']}
        />
        <Table.Tbody>
          {rows.length === 0 ? <EmptyRow colSpan={9} loading={q.isPending} text="No records found" /> : null}
          {rows.map((c, i) => (
            <Table.Tr key={c.crewId} data-testid="dashboard-crew-row">
              <Table.Td>{i + 1}</Table.Td>
              <LinkCell to={`/v/crew/${c.crewId}`}>{c.name}</LinkCell>
              <Table.Td>{c.rankName}</Table.Td>
              <Table.Td>{c.status}</Table.Td>
              <Table.Td>{c.vesselName ?? ''}</Table.Td>
              <Table.Td>{c.group ?? ''}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={c.vaccine === 'UNVACCINATED' ? 'red' : c.vaccine === 'PARTIAL' ? 'yellow' : 'green'}
                >
                  {c.vaccine}
                </Badge>
              </Table.Td>
              <Table.Td>{c.doses}</Table.Td>
              <Table.Td>{formatDate(c.availabilityDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
