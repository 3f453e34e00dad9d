import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import type { RouterOutputs } from '../../shared/trpc';
import type { ViewedFile } from '../../shared/ui/FileViewer';

type Checklist = RouterOutputs['documents']['checklist']['get'];
export type ChecklistLine = Checklist['documents'][number];
export type ChecklistRow = Checklist['certificates'][number];

const isHeader = (l: ChecklistLine): l is [string] => Array.isArray(l);

/** 001 §2.6 row colours: grey section headers, red when expired, green when an expiry date exists and is valid. */
const tone = (r: ChecklistRow) =>
  r.expired ? { background: '#ffe3e3', color: '#c92a2a' } : r.expiryDate ? { background: '#d3f9d8' } : undefined;

interface Props {
  lines: ChecklistLine[];
  withDetail?: boolean;
  onView: (f: ViewedFile) => void;
  onRemarks?: ((r: ChecklistRow) => void) | undefined;
}

/** The document table of either page: submitted, expiry, initial and final remarks; the PDF icon opens the file. */
export function ChecklistRows({ lines, withDetail = true, onView, onRemarks }: Props) {
  const cols = withDetail ? 7 : 6;
  return (
    <Table withTableBorder withColumnBorders fz="xs" data-testid="checklist-rows">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Document</Table.Th>
          {withDetail ? <Table.Th>Details</Table.Th> : null}
          <Table.Th>Submitted</Table.Th>
          <Table.Th>Expiry</Table.Th>
          <Table.Th>File</Table.Th>
          <Table.Th>Initial Remarks</Table.Th>
          <Table.Th>Final Remarks</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l, i) =>
          isHeader(l) ? (
            <Table.Tr key={`h${i}`} style={{ background: '#dee2e6' }}>
              <Table.Td colSpan={cols} fw={700}>
                {l[0]}
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr
              key={l.key}
              style={tone(l)}
              data-testid={`checklist-row-${l.key}`}
              data-expired={l.expired ? 'true' : 'false'}
            >
              <Table.Td fw={l.mandatory ? 700 : undefined}>
                {l.document}
                {l.mandatory ? ' *' : ''}
              </Table.Td>
              {withDetail ? <Table.Td>{l.detail ?? ''}</Table.Td> : null}
              <Table.Td>{formatDate(l.submitted)}</Table.Td>
              <Table.Td>{formatDate(l.expiryDate)}</Table.Td>
              <Table.Td>
                {l.fileId ? (
                  <Tooltip label="View file">
                    <ActionIcon
                      size="sm"
                      variant="light"
                      color="red"
                      aria-label="View PDF"
                      onClick={() => onView({ fileId: l.fileId!, fileName: l.fileName ?? undefined })}
                    >
                      <Text size="9px" fw={700}>
                        PDF
                      </Text>
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Table.Td>
              <Table.Td style={{ cursor: onRemarks ? 'pointer' : undefined }} onClick={() => onRemarks?.(l)}>
                {l.initialRemarks ?? ''}
              </Table.Td>
              <Table.Td style={{ cursor: onRemarks ? 'pointer' : undefined }} onClick={() => onRemarks?.(l)}>
                {l.finalRemarks ?? ''}
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </Table>
  );
}
