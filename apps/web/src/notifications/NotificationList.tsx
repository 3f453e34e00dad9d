import { Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatInZone } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { ListPagination } from '../shared/ui/Pagination';
import type { NotificationItem } from './api-types';
import { TableHead } from '../shared/ui/TableHead';
import { EmptyRow } from '../shared/ui/EmptyRow';

/** 002 §9 default pagination perPage 15. */
const PER_PAGE = 15;

/** Where a notification opens: its link, else its crew's documents (the alerts always carry one). */
const target = (n: NotificationItem): string | null =>
  n.link ?? (n.crewId ? `/v/crew/${n.crewId}/crew-document/index` : null);

/**
 * The signed-in user's notifications, newest first (the expiry alerts the daily job raised for
 * him). Unread ones are bold; opening one marks it read and goes to its crew's documents.
 */
export function NotificationList() {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useQuery(
    { page, perPage: PER_PAGE, ...(unreadOnly ? { unreadOnly } : {}) },
    { placeholderData: keepPreviousData, meta: { place: 'NOTIFICATIONS' } },
  );
  // Options-level onSuccess: it still runs when opening the link has already left this screen.
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: () => utils.notifications.invalidate() });
  const markAll = useCommand<null>({
    confirm: 'update',
    confirmText: 'Mark all your notifications as read?',
    place: 'MARK AS READ',
    successMessage: 'Notifications Marked as Read',
    failureMessage: 'Notifications Failed to Update',
    run: () => markRead.mutateAsync({}),
  });
  const open = (n: NotificationItem) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
  };
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder p="md" data-testid="notification-list">
      <Group justify="space-between" mb="sm">
        <Checkbox
          label="Unread only"
          checked={unreadOnly}
          onChange={(e) => (setUnreadOnly(e.currentTarget.checked), setPage(1))}
          data-testid="notifications-unread-only"
        />
        <Button
          size="xs"
          variant="default"
          loading={markAll.busy}
          onClick={() => void markAll.submit(null)}
          data-testid="notifications-mark-all"
        >
          Mark all as read
        </Button>
      </Group>
      <Table withTableBorder highlightOnHover>
        <TableHead columns={['Notification', { title: 'Received', w: 170 }, { title: 'Status', w: 110 }]} />
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyRow
              colSpan={3}
              loading={list.isPending}
              text={unreadOnly ? 'No unread notifications' : 'No notifications'}
            />
          ) : null}
          {items.map((n) => {
            const to = target(n);
            return (
              <Table.Tr key={n.id} data-testid={`notification-${n.id}`} data-read={n.read ? '1' : '0'}>
                <Table.Td>
                  <Stack gap={2}>
                    {to ? (
                      <Anchor
                        component={Link}
                        to={to}
                        onClick={() => open(n)}
                        fw={n.read ? 400 : 700}
                        size="sm"
                        data-testid="notification-link"
                      >
                        {n.title}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={n.read ? 400 : 700}>
                        {n.title}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" fw={n.read ? 400 : 600}>
                      {n.body}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={n.read ? 400 : 700} style={{ whiteSpace: 'nowrap' }}>
                    {formatInZone(new Date(n.createdAt))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {n.read ? (
                    <Badge color="gray" variant="light">
                      Read
                    </Badge>
                  ) : (
                    <Badge color="blue">Unread</Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ListPagination of={list.data} onChange={setPage} />
    </Paper>
  );
}
