import { Anchor, Badge, Stack, Table, Tabs } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { BackButton } from '../shared/ui/BackButton';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';
import { PageTitle } from '../shared/ui/PageTitle';
import { TabPanel } from './TabPanel';
import { CrewTable } from './PrincipalVesselsPage';

type BoardRow = RouterOutputs['principal']['board']['rows'][number];
type PlanRow = RouterOutputs['principal']['vesselPlan']['rows'][number];

const crewLink = (c: { crewId: number; name: string } | null) =>
  c ? (
    <Anchor component={Link} to={`/v/principal/crew/${c.crewId}`} size="sm">
      {c.name}
    </Anchor>
  ) : (
    ''
  );

/** One of the principal's vessels (issue 30 §1): its vessel plan, its crew changes, its crews. Read-only. */
export function PrincipalVesselPage() {
  const vesselId = Number(useParams().vesselId);
  const plan = trpc.principal.vesselPlan.useQuery({ vesselId }, { meta: { place: 'VESSEL PLAN' } });
  const board = trpc.principal.board.useQuery({ vesselId }, { meta: { place: 'CREW CHANGES' } });
  const crews = trpc.principal.crews.useQuery({ vesselId }, { meta: { place: 'MY CREWS' } });
  return (
    <Stack gap="md" data-testid="principal-vessel">
      <PageTitle actions={<BackButton to="/v/principal" />}>{plan.data?.vessel?.name ?? 'Vessel'}</PageTitle>
      <Tabs defaultValue="plan" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="plan">Vessel Plan</Tabs.Tab>
          <Tabs.Tab value="changes" data-testid="principal-tab-changes">
            Crew Changes
          </Tabs.Tab>
          <Tabs.Tab value="crews">Crews Onboard</Tabs.Tab>
        </Tabs.List>
        <TabPanel value="plan">
          <PlanTable rows={plan.data?.rows} loading={plan.isPending} />
        </TabPanel>
        <TabPanel value="changes">
          <ChangesTable rows={board.data?.rows} loading={board.isPending} />
        </TabPanel>
        <TabPanel value="crews">
          <CrewTable crews={crews.data} loading={crews.isPending} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

function PlanTable({ rows, loading }: { rows: PlanRow[] | undefined; loading: boolean }) {
  return (
    <Table striped withTableBorder data-testid="principal-plan">
      <TableHead columns={['Rank', 'Crew onboard', 'Embarked', 'Due', 'Reliever', 'Reliever embarks', 'Status']} />
      <Table.Tbody>
        {rows?.length ? null : <EmptyRow colSpan={7} loading={loading} text="No ranks planned" />}
        {rows?.map((r, i) => (
          <Table.Tr key={`${r.rankId}-${r.crew?.crewId ?? i}`}>
            <Table.Td>{r.rankName}</Table.Td>
            <Table.Td>{crewLink(r.crew)}</Table.Td>
            <Table.Td>{formatDate(r.embarkDate)}</Table.Td>
            <Table.Td>{formatDate(r.dueDate)}</Table.Td>
            <Table.Td>{crewLink(r.reliever)}</Table.Td>
            <Table.Td>{formatDate(r.relieverEmbarkDate)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={r.status === 'PLANNED' ? 'green' : r.status === 'OVERDUE' ? 'red' : 'gray'}>
                {r.status}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChangesTable({ rows, loading }: { rows: BoardRow[] | undefined; loading: boolean }) {
  return (
    <Table striped withTableBorder data-testid="principal-changes">
      <TableHead columns={['Rank', 'Off-signer', 'Disembarks', 'Reliever', 'Embarks', 'Batch']} />
      <Table.Tbody>
        {rows?.length ? null : <EmptyRow colSpan={6} loading={loading} text="No crew changes" />}
        {rows?.map((r) => {
          const embarking = r.embarkings.filter((e) => !e.cancelled).at(-1);
          return (
            <Table.Tr key={r.crewChangeId} data-testid={`principal-change-${r.crewChangeId}`}>
              <Table.Td>{r.rankName}</Table.Td>
              <Table.Td>{crewLink(r.offSigner)}</Table.Td>
              <Table.Td>{formatDate(r.disembarking?.values.disembark_date ?? null)}</Table.Td>
              <Table.Td>{crewLink(embarking ?? r.relievers.find((x) => x.primary) ?? r.relievers[0] ?? null)}</Table.Td>
              <Table.Td>{formatDate(embarking?.values.embark_date ?? null)}</Table.Td>
              <Table.Td>{r.batch ? `Batch ${r.batch.batchNumber}` : ''}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
