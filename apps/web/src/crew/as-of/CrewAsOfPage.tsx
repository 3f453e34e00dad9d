import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CREW_RECORD_FAMILIES_BY_NAME, formatDate, formatInZone } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../../shared/trpc';
import { describeError } from '../../shared/api-errors';
import { PageLoader } from '../../shared/ui/PageLoader';
import { TableHead } from '../../shared/ui/TableHead';
import { showValue } from '../../records/record-display';
import { CrewSummary } from '../CrewSummary';
import { CrewProfileCard } from '../CrewProfileCard';
import { CrewPersonalInfoCard } from '../CrewPersonalInfoCard';
import { CrewAsOfPicker } from './CrewAsOfPicker';

type AsOf = RouterOutputs['crew']['asOf'];

/** One record family as it stood: its list's columns, every record of that day (read-only). */
function FamilyAsOf({ family }: { family: AsOf['families'][number] }) {
  const def = CREW_RECORD_FAMILIES_BY_NAME[family.family];
  if (!def) return null;
  const columns = Object.entries(def.fields).filter(([, f]) => f.column);
  return (
    <Paper withBorder p="md" data-testid={`as-of-family-${family.family}`}>
      <Text fw={700} mb="xs">
        {def.title} ({family.total})
      </Text>
      <Table.ScrollContainer minWidth={500}>
        <Table striped withTableBorder fz="sm">
          <TableHead columns={columns.map(([, f]) => f.label)} />
          <Table.Tbody>
            {family.items.map((r) => (
              <Table.Tr key={r.id}>
                {columns.map(([name, f]) => (
                  <Table.Td key={name}>{showValue(f, r.fields[name], r.labels[name])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * Issue 27: a crew's 201 file as it stood at the end of a past day (`/v/crew/{id}/as-of/{date}`), or
 * just after one event of it (`?event=N`, from a record story), folded on the server from his
 * events. Read-only and marked so: the header, the 201 profile, the personal information and every
 * record family he had on file then.
 */
export function CrewAsOfPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const crewId = Number(params.id);
  const date = params.date ?? '';
  const event = search.get('event') ?? undefined;
  const query = trpc.crew.asOf.useQuery(
    { crewId, date, ...(event ? { throughEvent: event } : {}) },
    // A refused day is shown under the picker (below), not as an alert.
    { meta: { place: 'CREW 201 AS OF', silent: true } },
  );
  const error = query.error ? describeError(query.error) : null;
  const dateError = error?.fieldErrors?.date?.[0];
  const back = (
    <Button component={Link} to={`/v/crew/${crewId}/profile/201`} variant="default" data-testid="as-of-back">
      Back to today
    </Button>
  );
  const header = (
    <Group justify="space-between" align="flex-end">
      {/* The crew's name in the summary below is the page's one level-one heading. */}
      <Title order={2} size="h2">
        201 File as of {formatDate(date)}
      </Title>
      <Group align="flex-end">
        <CrewAsOfPicker crewId={crewId} value={date} error={dateError} />
        {back}
      </Group>
    </Group>
  );
  if (error) {
    return (
      <Stack gap="md">
        {header}
        {dateError ? null : (
          <Alert color="red" data-testid="as-of-error">
            {error.code === 'NOT_FOUND' ? 'File Not Found' : 'This 201 file could not be loaded.'}
          </Alert>
        )}
      </Stack>
    );
  }
  if (!query.data) return <PageLoader />;
  const d = query.data;
  const last = d.lastEvent;
  return (
    <Stack gap="md" data-testid="crew-as-of-page">
      {header}
      <Alert color="yellow" variant="light" data-testid="as-of-banner">
        READ-ONLY: as of {formatDate(d.date)}
        {d.throughEvent ? `, just after event ${d.throughEvent}` : ', at the end of the day'} — the last change then was
        event {last.position} ({last.type}) at {formatInZone(new Date(last.recordedAt))}. Names of ranks, vessels and
        lists are today's.
      </Alert>
      <CrewSummary crew={d.crew} asOf />
      <CrewProfileCard crew={d.crew} readOnly />
      <CrewPersonalInfoCard crew={d.crew} readOnly />
      {d.families.length === 0 ? <Text c="dimmed">No 201 records on file then.</Text> : null}
      {d.families.map((f) => (
        <FamilyAsOf key={f.family} family={f} />
      ))}
    </Stack>
  );
}
