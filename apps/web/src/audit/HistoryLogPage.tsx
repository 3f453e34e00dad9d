import { Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { Pagination } from '../shared/ui/Pagination';

/** 002 §9: the history log pages by 10. */
const PER_PAGE = 10;

/** History log: every recorded change, newest first, with who and from where. */
export function HistoryLogPage() {
  const [page, setPage] = useState(1);
  const [record, setRecord] = useState('');
  const [streamId] = useDebouncedValue(record.trim(), 300);
  const log = trpc.audit.list.useQuery(
    { page, perPage: PER_PAGE, ...(streamId ? { streamId } : {}) },
    { placeholderData: keepPreviousData, meta: { place: 'HISTORY LOG' } },
  );
  const data = log.data;
  return (
    <>
      <PageTitle>History Log</PageTitle>
      <Paper withBorder p="md">
        <Group mb="sm" align="flex-end">
          <TextInput
            label="Record"
            description="e.g. user-12"
            value={record}
            onChange={(e) => {
              setRecord(e.currentTarget.value);
              setPage(1);
            }}
            w={240}
          />
          <Button variant="default" onClick={() => void log.refetch()} loading={log.isFetching}>
            Refresh
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={1000}>
          <Table striped withTableBorder data-testid="history-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Record</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Summary</Table.Th>
                <Table.Th>User</Table.Th>
                <Table.Th>Device / Browser / OS</Table.Th>
                <Table.Th>IP</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data && data.items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" ta="center">
                      No records found
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {(data?.items ?? []).map((r, i) => (
                <Table.Tr key={String(r.position)}>
                  <Table.Td>{((data?.page ?? 1) - 1) * PER_PAGE + i + 1}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(r.recordedAt).format(`${DATE_FORMAT} HH:mm:ss`).toUpperCase()}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.streamId}</Table.Td>
                  <Table.Td>{r.eventType}</Table.Td>
                  <Table.Td>{r.summary}</Table.Td>
                  <Table.Td>{r.userName}</Table.Td>
                  <Table.Td>{[r.device, r.browser, r.os].filter(Boolean).join(' / ')}</Table.Td>
                  <Table.Td>{r.ip}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data ? <Pagination page={data.page} lastPage={data.lastPage} total={data.total} onChange={setPage} /> : null}
      </Paper>
    </>
  );
}
