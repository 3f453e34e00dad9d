import { Badge, NativeSelect, Table, Text } from '@mantine/core';
import { changesText } from '@crewing/domain/import/changes';
import type { RouterOutputs } from '../shared/trpc';
import { TableHead } from '../shared/ui/TableHead';

type Preview = RouterOutputs['import']['preview'];
type Row = Preview['rows'][number];

const STATUS_COLOR: Record<Row['status'], string> = {
  new: 'green',
  update: 'blue',
  unchanged: 'gray',
  duplicate: 'orange',
  error: 'red',
};

/** An update of a crew or an entry on file (vessels, settings lists): which one, and each field it changes, old -> new. */
function updateText(u: NonNullable<Row['updates']>) {
  const onFile = u.crewId !== null ? `crew ${u.crewId} ${u.name}` : `entry ${u.entryId} ${u.name}`;
  return u.changes.length > 0
    ? `Updates ${onFile}: ${changesText(u.changes)}`
    : `Unchanged: ${onFile} already reads so`;
}

const rowErrors = (r: Row, labels: Map<string, string>) =>
  Object.entries(r.errors).map(([field, messages]) => `${labels.get(field) ?? 'Row'}: ${messages.join(', ')}`);

const matchText = (r: Row) =>
  r.matches
    .map(
      (m) =>
        (m.crewId ? `crew ${m.crewId}` : m.entryId ? `entry ${m.entryId} on file` : `row ${m.rowNo}`) +
        ` (same ${m.on})`,
    )
    .join(', ');

/**
 * Issue 28 §3: the first rows and every row with an error; a red error column naming each error by
 * its column, the cell itself red with its sentence under it, and the choice of each duplicate.
 */
export function PreviewTable(props: {
  preview: Preview;
  choices: Record<string, 'SKIP' | 'UPDATE'>;
  onChoice: (rowNo: number, choice: 'SKIP' | 'UPDATE') => void;
}) {
  const { preview, choices } = props;
  const labels = new Map(preview.columns.map((c) => [c.field, c.label]));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder data-testid="import-preview">
        <TableHead columns={['Row', 'Status', 'Errors', ...preview.columns.map((c) => c.label)]} />
        <Table.Tbody>
          {preview.rows.map((r) => (
            <Table.Tr key={r.rowNo} data-testid={`import-row-${r.rowNo}`} data-status={r.status}>
              <Table.Td>{r.rowNo}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* The badge's label cuts its text with an ellipsis ("UPDA…") when the errors column takes the width. */}
                <Badge
                  color={STATUS_COLOR[r.status]}
                  variant="light"
                  styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                >
                  {r.status}
                </Badge>
              </Table.Td>
              <Table.Td data-testid="import-row-errors">
                {rowErrors(r, labels).map((e) => (
                  <Text key={e} size="xs" c="red.8">
                    {e}
                  </Text>
                ))}
                {r.matches.length > 0 ? (
                  <>
                    <Text size="xs" c="orange.9">
                      Possible duplicate of {matchText(r)}
                    </Text>
                    {r.updates ? (
                      <Text size="xs" c="blue.9" data-testid="import-row-updates">
                        {updateText(r.updates)}
                      </Text>
                    ) : null}
                    {r.matches.length === 1 && (r.matches[0]!.crewId || r.matches[0]!.entryId) ? (
                      <NativeSelect
                        size="xs"
                        aria-label={`Row ${r.rowNo}: skip or update the ${r.matches[0]!.crewId ? 'crew' : 'entry'} on file`}
                        value={choices[r.rowNo] ?? 'SKIP'}
                        data={[
                          { value: 'SKIP', label: 'Skip this row' },
                          { value: 'UPDATE', label: `Update the ${r.matches[0]!.crewId ? 'crew' : 'entry'} on file` },
                        ]}
                        onChange={(e) => props.onChoice(r.rowNo, e.currentTarget.value as 'SKIP' | 'UPDATE')}
                        data-testid="import-row-choice"
                      />
                    ) : null}
                  </>
                ) : null}
              </Table.Td>
              {preview.columns.map((c) => (
                <Table.Td key={c.field} bg={r.errors[c.field] ? 'red.0' : undefined}>
                  <Text size="sm">{r.cells[c.field]}</Text>
                  {r.errors[c.field]?.map((m) => (
                    <Text key={m} size="xs" c="red.8">
                      {m}
                    </Text>
                  ))}
                  {r.notes[c.field]?.map((m) => (
                    <Text key={m} size="xs" c="dimmed">
                      {m}
                    </Text>
                  ))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
