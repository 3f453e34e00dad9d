import { Anchor, Paper, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';
import { PageTitle } from '../shared/ui/PageTitle';

/** The principal's vessels and the crews on or lined up for them (issue 30 §1), read-only. */
export function PrincipalVesselsPage() {
  const vessels = trpc.principal.vessels.useQuery(undefined, { meta: { place: 'MY VESSELS' } });
  const crews = trpc.principal.crews.useQuery({}, { meta: { place: 'MY CREWS' } });
  return (
    <Stack gap="md" data-testid="principal-vessels">
      <PageTitle>My Vessels</PageTitle>
      <Paper withBorder p="md">
        <Table striped withTableBorder data-testid="principal-vessel-list">
          <TableHead columns={['Vessel', 'Code', 'Fleet', 'Crews onboard']} />
          <Table.Tbody>
            {vessels.data?.length ? null : (
              <EmptyRow colSpan={4} loading={vessels.isPending} text="No vessels of yours" />
            )}
            {vessels.data?.map((v) => (
              <Table.Tr key={v.id} data-testid={`principal-vessel-${v.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/v/principal/vessel/${v.id}`}>
                    {v.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{v.code}</Table.Td>
                <Table.Td>{v.fleet}</Table.Td>
                <Table.Td>{v.onboard}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
}

export function CrewTable({ crews, loading }: { crews: CrewLine[] | undefined; loading: boolean }) {
  return (
    <Table striped withTableBorder data-testid="principal-crew-list">
      <TableHead columns={['Crew', 'Crew code', 'Rank', 'Onboard']} />
      <Table.Tbody>
        {crews?.length ? null : <EmptyRow colSpan={4} loading={loading} text="No crews" />}
        {crews?.map((c) => (
          <Table.Tr key={c.id} data-testid={`principal-crew-${c.id}`}>
            <Table.Td>
              <Anchor component={Link} to={`/v/principal/crew/${c.id}`}>
                {c.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{c.crewCode ?? ''}</Table.Td>
            <Table.Td>{c.rank}</Table.Td>
            <Table.Td>{c.vessel ?? 'Lined up'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
