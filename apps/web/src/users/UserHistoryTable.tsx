import { Paper, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { useMasterKeys } from '../shared/use-master-keys';
import { FIELD_LABELS, showValue } from './history-values';

/** Edit history of the user's record: who changed which field, when (and from where, for admins). */
export function UserHistoryTable({ userId }: { userId: number }) {
  const history = trpc.users.history.useQuery({ userId }, { meta: { place: 'EDIT HISTORY' } });
  const keys = useMasterKeys().data;
  const rows = history.data ?? [];
  const withDevice = rows.some((r) => 'ip' in r);
  return (
    <Paper withBorder p="md">
      <Text fw={700} mb="sm">
        Edit history
      </Text>
      <Table.ScrollContainer minWidth={700}>
        <Table striped withTableBorder data-testid="user-history">
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
              <Table.Tr>
                <Table.Td colSpan={withDevice ? 7 : 5}>
                  <Text c="dimmed" ta="center">
                    {history.isPending ? 'Loading…' : 'No changes recorded'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((r, i) => (
              <Table.Tr key={`${r.recordedAt}-${r.field}-${i}`}>
                <Table.Td>{FIELD_LABELS[r.field] ?? r.field}</Table.Td>
                <Table.Td>{showValue(r.field, r.oldValue, keys)}</Table.Td>
                <Table.Td>{showValue(r.field, r.newValue, keys)}</Table.Td>
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
