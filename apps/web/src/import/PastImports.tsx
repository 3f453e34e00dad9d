import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { formatInZone } from '@crewing/domain';
import type { RouterOutputs } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';
import { RowButton } from '../shared/ui/RowButton';

type Past = RouterOutputs['import']['list'][number];

const ResultLink = ({ fileId }: { fileId: string }) => (
  <Anchor href={`/files/${fileId}`} download data-testid="past-import-result">
    Outcomes (xlsx)
  </Anchor>
);

const STATE_COLOR: Record<string, string> = { DONE: 'green', UNDONE: 'gray', UNDOING: 'orange' };

interface Props {
  items: Past[];
  loading: boolean;
  /** Undo a finished import as a whole (issue 28 §4); the server refuses one whose records were edited since. */
  onUndo: (importId: number) => void;
  /** The import whose undo is being confirmed or sent. */
  undoing: number | null;
}

/** Issue 28 §4: the past imports, newest first, with their counts, result sheet and undo (undone ones say so). */
export function PastImports({ items, loading, onUndo, undoing }: Props) {
  const columns = [
    'Started',
    'File',
    'By',
    'State',
    'Rows',
    'Added',
    'Updated',
    'Unchanged',
    'Skipped',
    'Failed',
    'Result',
    '',
  ];
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
                <Badge color={STATE_COLOR[p.status] ?? 'blue'} variant="light" data-testid="past-import-state">
                  {p.status}
                </Badge>
                {p.undoneBy ? (
                  <Text size="xs" c="dimmed">
                    by {p.undoneBy}
                  </Text>
                ) : null}
              </Table.Td>
              {(['rows', 'created', 'updated', 'unchanged', 'skipped', 'failed'] as const).map((k) => (
                <Table.Td key={k}>{p.counts?.[k] ?? ''}</Table.Td>
              ))}
              <Table.Td>{p.resultFileId ? <ResultLink fileId={p.resultFileId} /> : null}</Table.Td>
              <Table.Td>
                {p.status === 'DONE' ? (
                  <RowButton
                    danger
                    onClick={() => onUndo(p.id)}
                    loading={undoing === p.id}
                    aria-label={`Undo the import of ${p.fileName}`}
                    data-testid="past-import-undo"
                  >
                    Undo
                  </RowButton>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
