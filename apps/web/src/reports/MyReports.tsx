import { Anchor, Badge, Paper, Progress, Table, Text, Title } from '@mantine/core';
import { formatInZone } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';

const COLOR = { waiting: 'gray', active: 'blue', completed: 'green', failed: 'red' } as const;

/**
 * 'My reports' (issue 12): the user's own generated files, newest first, for any job that makes a
 * file (reports, checklists, biodata...): state, live progress, the reason of a failure, download.
 */
export function MyReports({ compact = false }: { compact?: boolean }) {
  const runs = trpc.reports.runs.useQuery(undefined, { meta: { place: 'MY REPORTS' } });
  const items = (runs.data ?? []).slice(0, compact ? 8 : 30);
  return (
    <Paper withBorder p="md" data-testid="my-reports">
      <Title order={4} mb="xs">
        My reports
      </Title>
      <Table striped withTableBorder fz="sm">
        <TableHead columns={['Requested', 'Report', { title: 'State', w: 200 }, 'File']} />
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyRow loading={runs.isLoading} colSpan={4} text="No reports generated yet" />
          ) : null}
          {items.map((r) => (
            <Table.Tr key={r.id} data-testid="my-report-row" data-state={r.state}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInZone(new Date(r.createdAt))}</Table.Td>
              <Table.Td>{r.title}</Table.Td>
              <Table.Td>
                <Badge color={COLOR[r.state]} variant="light" mb={4}>
                  {r.state === 'active' ? `RENDERING ${r.progress}%` : r.state.toUpperCase()}
                </Badge>
                {r.state === 'active' || r.state === 'waiting' ? (
                  <Progress value={r.progress} size="sm" animated />
                ) : null}
                {r.error ? (
                  <Text size="xs" c={r.state === 'failed' ? 'red' : 'dimmed'}>
                    {r.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {r.fileId && r.fileName ? (
                  <Anchor href={`/files/${r.fileId}`} download={r.fileName} data-testid="my-report-download">
                    {r.fileName}
                  </Anchor>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
