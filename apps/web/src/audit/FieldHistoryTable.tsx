import { Paper, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@crewing/domain';
import { EmptyRow } from '../shared/ui/EmptyRow';

/** One field's change as the server's field history gives it (device details for admins only). */
export interface FieldChange {
  field: string;
  oldValue?: unknown;
  newValue?: unknown;
  userName: string;
  recordedAt: string;
  device?: string | null;
  browser?: string | null;
  os?: string | null;
  ip?: string | null;
}

interface Props {
  rows: readonly FieldChange[];
  loading: boolean;
  /** The record's own field titles and value display (a rank's name, ACTIVE/INACTIVE...). */
  label: (field: string) => string;
  show: (field: string, value: unknown) => string;
  testId: string;
}

/** Edit history of one record: who changed which field, when (and from where, for admins). */
export function FieldHistoryTable({ rows, loading, label, show, testId }: Props) {
  const withDevice = rows.some((r) => 'ip' in r);
  return (
    <Paper withBorder p="md">
      <Text fw={700} mb="sm">
        Edit history
      </Text>
      <Table.ScrollContainer minWidth={700}>
        <Table striped withTableBorder data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Old Value</Table.Th>
              <Table.Th>New Value</Table.Th>
              <Table.Th>Changed By</Table.Th>
              <Table.Th>Date</Table.Th>
              {withDevice ? <Table.Th>Device / Browser / OS</Table.Th> : null}
              {withDevice ? <Table.Th>IP</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <EmptyRow colSpan={withDevice ? 7 : 5} loading={loading} text="No changes recorded" />
            ) : null}
            {rows.map((r, i) => (
              <Table.Tr key={`${r.recordedAt}-${r.field}-${i}`}>
                <Table.Td>{label(r.field)}</Table.Td>
                <Table.Td>{show(r.field, r.oldValue)}</Table.Td>
                <Table.Td>{show(r.field, r.newValue)}</Table.Td>
                <Table.Td>{r.userName}</Table.Td>
                <Table.Td>{dayjs(r.recordedAt).format(`${DATE_FORMAT} HH:mm`).toUpperCase()}</Table.Td>
                {withDevice ? <Table.Td>{[r.device, r.browser, r.os].filter(Boolean).join(' / ')}</Table.Td> : null}
                {withDevice ? <Table.Td>{r.ip ?? ''}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
