import { Paper, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { formatDate } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { BackButton } from '../shared/ui/BackButton';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';
import { PageTitle } from '../shared/ui/PageTitle';
import { TabPanel } from './TabPanel';
import { CrewMarkPanel } from './CrewMarkPanel';
import { BiodataSheetView } from '../crew/biodata/BiodataSheetView';

type Documents = RouterOutputs['principal']['documents'];
type Crew = RouterOutputs['principal']['crew'];

function Fact({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value === null || value === '' ? '--' : value}
      </Text>
    </Stack>
  );
}

/** A crew on or lined up for the principal's vessels (issue 30 §1): 201 summary, documents, biodata. */
export function PrincipalCrewPage() {
  const crewId = Number(useParams().crewId);
  const crew = trpc.principal.crew.useQuery({ crewId }, { meta: { place: 'CREW' } });
  const docs = trpc.principal.documents.useQuery({ crewId }, { meta: { place: 'DOCUMENTS' } });
  const biodata = trpc.principal.biodata.useQuery({ crewId, filters: {} }, { meta: { place: 'BIODATA' } });
  const c = crew.data;
  return (
    <Stack gap="md" data-testid="principal-crew">
      <PageTitle actions={<BackButton />}>{c?.name ?? 'Crew'}</PageTitle>
      {c ? <Summary crew={c} /> : null}
      {c ? <CrewMarkPanel crew={c} onChanged={() => void crew.refetch()} /> : null}
      <Tabs defaultValue="documents" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="experience">Sea Service</Tabs.Tab>
          <Tabs.Tab value="biodata" data-testid="principal-tab-biodata">
            Biodata
          </Tabs.Tab>
        </Tabs.List>
        <TabPanel value="documents">
          <DocumentTable docs={docs.data} loading={docs.isPending} />
        </TabPanel>
        <TabPanel value="experience">
          <ExperienceTable rows={c?.experience} loading={crew.isPending} />
        </TabPanel>
        <Tabs.Panel value="biodata" pt="sm">
          {biodata.data ? <BiodataSheetView sheet={biodata.data} /> : <Text c="dimmed">Loading…</Text>}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Summary({ crew: c }: { crew: Crew }) {
  return (
    <Paper withBorder p="md" data-testid="principal-crew-summary">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Fact label="Crew code" value={c.crewCode} />
        <Fact label="Rank" value={c.rank} />
        <Fact label="Born" value={c.birthdate ? `${formatDate(c.birthdate)} (${c.age ?? ''})` : null} />
        <Fact label="Available from" value={formatDate(c.availabilityDate)} />
        <Fact label="Onboard" value={c.vessel} />
        <Fact label="Onboard rank" value={c.onboardRank} />
        <Fact label="Embarked" value={formatDate(c.embarkDate)} />
        <Fact label="Months on board" value={c.monthsOnBoard} />
      </SimpleGrid>
    </Paper>
  );
}

function DocumentTable({ docs, loading }: { docs: Documents | undefined; loading: boolean }) {
  const certificates = docs?.certificates ?? [];
  const all = [
    ...(docs?.documents ?? []),
    ...(certificates.length ? [{ header: 'CERTIFICATES' }] : []),
    ...certificates,
  ];
  return (
    <Table withTableBorder withColumnBorders fz="sm" data-testid="principal-documents">
      <TableHead columns={['Document', 'Details', 'Submitted', 'Expiry']} />
      <Table.Tbody>
        {all.length ? null : <EmptyRow colSpan={4} loading={loading} text="No documents" />}
        {all.map((l, i) =>
          'header' in l ? (
            <Table.Tr key={`h${i}`}>
              <Table.Td colSpan={4} fw={700}>
                {l.header}
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={`${l.key}-${i}`}>
              <Table.Td fw={l.mandatory ? 700 : undefined}>
                {l.document}
                {l.mandatory ? ' *' : ''}
              </Table.Td>
              <Table.Td>{l.detail ?? ''}</Table.Td>
              <Table.Td>{formatDate(l.submitted)}</Table.Td>
              <Table.Td c={l.expired ? 'red' : undefined}>
                {formatDate(l.expiryDate)}
                {l.expired ? ' (expired)' : ''}
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </Table>
  );
}

function ExperienceTable({ rows, loading }: { rows: Crew['experience'] | undefined; loading: boolean }) {
  return (
    <Table striped withTableBorder fz="sm" data-testid="principal-experience">
      <TableHead columns={['Vessel', 'Rank', 'Embarked', 'Disembarked', 'Months']} />
      <Table.Tbody>
        {rows?.length ? null : <EmptyRow colSpan={5} loading={loading} text="No sea service with us" />}
        {rows?.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.vesselName}</Table.Td>
            <Table.Td>{r.rankName}</Table.Td>
            <Table.Td>{formatDate(r.embarkDate)}</Table.Td>
            <Table.Td>{formatDate(r.disembarkDate)}</Table.Td>
            <Table.Td>{r.monthOnBoard ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
