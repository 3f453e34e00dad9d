import { Badge, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatInZone } from '@crewing/domain';

/** Whether the browser has a link (it tells on 'online' and 'offline'). */
function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** Issue 29 §3: when what he reads was last synced, and that he is offline when he is. */
export function SyncStatus({ syncedAt }: { syncedAt: number | null }) {
  const online = useOnline();
  return (
    <Group gap="xs" wrap="wrap" data-testid="portal-sync">
      {online ? null : (
        <Badge color="gray" variant="filled" data-testid="portal-offline">
          Offline
        </Badge>
      )}
      <Text size="xs" c="dark.4">
        {syncedAt ? `Last synced ${formatInZone(new Date(syncedAt))}` : 'Not synced yet'}
      </Text>
    </Group>
  );
}
