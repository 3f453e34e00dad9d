import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { QUEUE_PURPOSES, formatInZone, topics, type QueuePurpose } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useTopic } from '../shared/realtime';
import { useCommand } from '../shared/use-command';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { PageTitle } from '../shared/ui/PageTitle';
import { TableHead } from '../shared/ui/TableHead';

const STATUS_COLOR: Record<string, string> = { WAITING: 'blue', CALLED: 'green', DONE: 'gray', SKIPPED: 'orange' };

/**
 * The office's queue (002 §2 /queuing): crews waiting for document submission, medical or PDOS,
 * numbered in order of arrival and called in that order; every screen showing it moves at once.
 */
export function QueuePage() {
  const me = useMe().data;
  const canRun = hasPermission(me, 'queue.manage');
  const q = trpc.planning.queue.useQuery({}, { meta: { place: 'LOAD QUEUE' } });
  useTopic(topics.queue(), () => void q.refetch());
  const utils = trpc.useUtils();
  const tickets = q.data ?? [];
  const nowServing = tickets.filter((t) => t.status === 'CALLED');
  const waiting = tickets.filter((t) => t.status === 'WAITING');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const crews = trpc.crew.list.useQuery(
    { search: debounced || undefined, rowCount: 20, status: 'all' },
    { enabled: canRun && debounced.length >= 2, meta: { place: 'LOAD CREWS' } },
  );
  const [crewId, setCrewId] = useState<string | null>(null);
  const [purpose, setPurpose] = useState<QueuePurpose>('DOCUMENT SUBMISSION');
  const [counter, setCounter] = useState('1');
  const [callPurpose, setCallPurpose] = useState<string>('');
  const refresh = () => void utils.planning.queue.invalidate();

  const issue = trpc.planning.issueTicket.useMutation();
  const call = trpc.planning.callNext.useMutation();
  const finish = trpc.planning.finishTicket.useMutation();
  const issueCmd = useCommand<{ crewId: number; purpose: QueuePurpose }>({
    confirm: 'create',
    place: 'ADD TO QUEUE',
    successMessage: 'Crew Successfully Added to the Queue',
    failureMessage: 'Failed to Add to the Queue',
    run: (v, commandId) => issue.mutateAsync({ ...v, commandId }),
    onSuccess: () => {
      setCrewId(null);
      refresh();
    },
  });
  const callCmd = useCommand<{ counter: string; purpose: QueuePurpose | null }>({
    confirm: 'update',
    confirmText: 'Call the next crew in the queue?',
    place: 'CALL NEXT',
    successMessage: 'Next Crew Called',
    run: (v, commandId) => call.mutateAsync({ ...v, commandId }),
    onSuccess: refresh,
  });
  const finishCmd = useCommand<{ ticketNo: number; skipped: boolean }>({
    confirm: 'update',
    place: 'UPDATE QUEUE',
    successMessage: 'Queue Successfully Updated',
    run: (v, commandId) => finish.mutateAsync({ ...v, commandId }),
    onSuccess: refresh,
  });

  return (
    <Stack gap="md" data-testid="queue">
      <PageTitle>Queuing</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder data-testid="now-serving">
          <Text size="sm" c="dimmed">
            NOW SERVING
          </Text>
          {nowServing.length === 0 ? <Text c="dimmed">No one is being served</Text> : null}
          {nowServing.map((t) => (
            <Group key={t.ticketNo} justify="space-between">
              <Title order={2}>#{t.ticketNo}</Title>
              <Text fw={600}>
                {t.name} · {t.purpose} · COUNTER {t.counter}
              </Text>
              {canRun ? (
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    onClick={() => void finishCmd.submit({ ticketNo: t.ticketNo, skipped: false })}
                  >
                    Done
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="orange"
                    onClick={() => void finishCmd.submit({ ticketNo: t.ticketNo, skipped: true })}
                  >
                    No show
                  </Button>
                </Group>
              ) : null}
            </Group>
          ))}
          <Text size="sm" mt="xs">
            Waiting: {waiting.length}
          </Text>
        </Card>
        {canRun ? (
          <Card withBorder>
            <Stack gap="xs">
              <Group align="flex-end">
                <TextInput
                  label="Find crew"
                  placeholder="Name, crew code, IPN"
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  w={200}
                  data-testid="queue-search"
                />
                <Select
                  label="Crew"
                  w={260}
                  data-testid="queue-crew"
                  value={crewId}
                  onChange={setCrewId}
                  data={(crews.data?.items ?? []).map((c) => ({ value: String(c.id), label: `${c.name} — ${c.rank}` }))}
                  nothingFoundMessage={debounced.length < 2 ? 'Type at least 2 letters' : 'No crew found'}
                  searchable
                />
              </Group>
              <Group align="flex-end">
                <NativeSelect
                  label="Purpose"
                  value={purpose}
                  onChange={(e) => setPurpose(e.currentTarget.value as QueuePurpose)}
                  data={[...QUEUE_PURPOSES]}
                  w={220}
                />
                <Button
                  disabled={!crewId}
                  onClick={() => void issueCmd.submit({ crewId: Number(crewId), purpose })}
                  data-testid="queue-add"
                >
                  Add to Queue
                </Button>
              </Group>
              <Group align="flex-end">
                <TextInput
                  label="Counter"
                  value={counter}
                  onChange={(e) => setCounter(e.currentTarget.value)}
                  w={100}
                />
                <NativeSelect
                  label="For"
                  value={callPurpose}
                  onChange={(e) => setCallPurpose(e.currentTarget.value)}
                  data={[{ value: '', label: 'ANY PURPOSE' }, ...QUEUE_PURPOSES]}
                  w={220}
                />
                <Button
                  color="green"
                  disabled={waiting.length === 0}
                  onClick={() =>
                    void callCmd.submit({ counter, purpose: (callPurpose || null) as QueuePurpose | null })
                  }
                  data-testid="queue-call"
                >
                  Call Next
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : null}
      </SimpleGrid>
      <Table striped withTableBorder>
        <TableHead columns={['No.', 'Crew', 'Rank', 'Purpose', 'Status', 'Counter', 'Arrived', 'Called']} />
        <Table.Tbody>
          {tickets.length === 0 ? (
            <EmptyRow colSpan={8} loading={q.isPending} text="No one in the queue today" />
          ) : null}
          {tickets.map((t) => (
            <Table.Tr key={t.ticketNo} data-testid={`ticket-${t.ticketNo}`}>
              <Table.Td fw={700}>{t.ticketNo}</Table.Td>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>{t.rankName ?? ''}</Table.Td>
              <Table.Td>{t.purpose}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[t.status] ?? 'gray'} variant="light">
                  {t.status}
                </Badge>
              </Table.Td>
              <Table.Td>{t.counter ?? ''}</Table.Td>
              <Table.Td>{formatInZone(new Date(t.issuedAt), undefined, 'HH:mm')}</Table.Td>
              <Table.Td>
                {t.calledAt ? `${formatInZone(new Date(t.calledAt), undefined, 'HH:mm')} ${t.calledBy ?? ''}` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
