import { Paper, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { useMasterKeys } from '../shared/use-master-keys';
import { CREW_FIELD_LABELS } from './crew-profile-form';

type Keys = ReturnType<typeof useMasterKeys>['data'];

/** A stored value as the 201 shows it: the rank's name, ACTIVE/INACTIVE, a dash for empty. */
function show(field: string, value: unknown, keys: Keys): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'rankId') return keys?.ranks.find((r) => r.id === value)?.name ?? String(value);
  if (field === 'status') return value === 1 ? 'ACTIVE' : 'INACTIVE';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Edit history of the crew's record: who changed which field, when (and from where, for admins). */
export function CrewHistoryTable({ crewId }: { crewId: number }) {
  const history = trpc.crew.history.useQuery({ crewId }, { meta: { place: 'EDIT HISTORY' } });
  const keys = useMasterKeys().data;
  const rows = history.data ?? [];
  const withDevice = rows.some((r) => 'ip' in r);
  return (
    <Paper withBorder p="md">
      <Text fw={700} mb="sm">
        Edit history
      </Text>
      <Table.ScrollContainer minWidth={700}>
        <Table striped withTableBorder data-testid="crew-history">
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
                <Table.Td>{CREW_FIELD_LABELS[r.field] ?? r.field}</Table.Td>
                <Table.Td>{show(r.field, r.oldValue, keys)}</Table.Td>
                <Table.Td>{show(r.field, r.newValue, keys)}</Table.Td>
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
