import { Paper, Stack, Table, Title } from '@mantine/core';
import { CrewMarkBadge } from './CrewMarkBadge';
import { trpc } from '../shared/trpc';
import { ListTable } from '../shared/ui/ListTable';
import { PageTitle } from '../shared/ui/PageTitle';
import { LinkCell } from '../shared/ui/LinkCell';

/** The principal's vessels and the crews on or lined up for them (issue 30 §1), read-only. */
export function PrincipalVesselsPage() {
  const vessels = trpc.principal.vessels.useQuery(undefined, { meta: { place: 'MY VESSELS' } });
  const crews = trpc.principal.crews.useQuery({}, { meta: { place: 'MY CREWS' } });
  return (
    <Stack gap="md" data-testid="principal-vessels">
      <PageTitle>My Vessels</PageTitle>
      <Paper withBorder p="md">
        <ListTable
          head={['Vessel', 'Code', 'Fleet', 'Crews onboard']}
          count={vessels.data?.length ?? 0}
          loading={vessels.isPending}
          emptyText="No vessels of yours"
          testId="principal-vessel-list"
        >
          {vessels.data?.map((v) => (
            <Table.Tr key={v.id} data-testid={`principal-vessel-${v.id}`}>
              <LinkCell to={`/v/principal/vessel/${v.id}`}>{v.name}</LinkCell>
              <Table.Td>{v.code}</Table.Td>
              <Table.Td>{v.fleet}</Table.Td>
              <Table.Td>{v.onboard}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Crews on or lined up for my vessels
        </Title>
        <CrewTable crews={crews.data} loading={crews.isPending} />
      </Paper>
    </Stack>
  );
}

interface CrewLine {
  id: number;
  name: string;
  crewCode: string | null;
  rank: string;
  vessel: string | null;
  mark: 'PREFERRED' | 'BARRED' | null;
}

export function CrewTable({ crews, loading }: { crews: CrewLine[] | undefined; loading: boolean }) {
  return (
    <ListTable
      head={['Crew', 'Crew code', 'Rank', 'Onboard', 'Your mark']}
      count={crews?.length ?? 0}
      loading={loading}
      emptyText="No crews"
      testId="principal-crew-list"
    >
      {crews?.map((c) => (
        <Table.Tr key={c.id} data-testid={`principal-crew-${c.id}`}>
          <LinkCell to={`/v/principal/crew/${c.id}`}>{c.name}</LinkCell>
          <Table.Td>{c.crewCode ?? ''}</Table.Td>
          <Table.Td>{c.rank}</Table.Td>
          <Table.Td>{c.vessel ?? 'Lined up'}</Table.Td>
          <Table.Td>
            <CrewMarkBadge mark={c.mark} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
