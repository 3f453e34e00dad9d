import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { formatInZone } from '@crewing/domain';
import type { RouterOutputs } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';

type Past = RouterOutputs['import']['list'][number];

const ResultLink = ({ fileId }: { fileId: string }) => (
  <Anchor href={`/files/${fileId}`} download data-testid="past-import-result">
    Outcomes (xlsx)
  </Anchor>
);

/** Issue 28 §4: the past imports, newest first, with their counts and result sheet. */
export function PastImports({ items, loading }: { items: Past[]; loading: boolean }) {
  const columns = ['Started', 'File', 'By', 'State', 'Rows', 'Added', 'Updated', 'Skipped', 'Failed', 'Result'];
  return (
    <Stack gap={4} data-testid="past-imports">
      <Text fw={700}>Past imports</Text>
      <Table striped withTableBorder fz="sm">
        <TableHead columns={columns} />
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyRow loading={loading} colSpan={columns.length} text="Nothing imported yet" />
          ) : null}
          {items.map((p) => (
            <Table.Tr key={p.id} data-testid="past-import">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInZone(new Date(p.startedAt))}</Table.Td>
              <Table.Td>{p.fileName}</Table.Td>
              <Table.Td>{p.startedBy}</Table.Td>
              <Table.Td>
                <Badge color={p.status === 'DONE' ? 'green' : 'blue'} variant="light">
                  {p.status}
                </Badge>
              </Table.Td>
              {(['rows', 'created', 'updated', 'skipped', 'failed'] as const).map((k) => (
                <Table.Td key={k}>{p.counts?.[k] ?? ''}</Table.Td>
              ))}
              <Table.Td>{p.resultFileId ? <ResultLink fileId={p.resultFileId} /> : null}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
