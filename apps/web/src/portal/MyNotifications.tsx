import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInZone } from '@crewing/domain';
import { trpc } from '../shared/trpc';

/**
 * Issue 29 §2 Notifications: his expiry alerts and the updates of his crew change, newest first;
 * an update after he last pressed "I have read this" is marked new. Live through his room.
 */
export function MyNotifications() {
  const list = trpc.portal.my.notifications.useQuery();
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder p="sm" data-testid="portal-notifications">
      <Title order={2} size="h4" mb="xs">
        Notifications
      </Title>
      {list.data && items.length === 0 ? <Text c="dimmed">Nothing new.</Text> : null}
      <Stack gap={6}>
        {items.map((n) => (
          <Group key={n.key} gap="xs" wrap="nowrap" align="flex-start" data-testid="portal-notification">
            {n.unread ? (
              <Badge size="xs" color="blue" variant="filled" style={{ flexShrink: 0 }}>
                New
              </Badge>
            ) : null}
            <div>
              <Text size="sm">{n.text}</Text>
              <Text size="xs" c="dark.4">
                {n.kind === 'expiry' ? 'Document alert' : 'Crew change'} · {formatInZone(new Date(n.at))}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
