import { AppShell, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { trpc } from '../shared/trpc';
import { usePortalApp } from './live/use-portal-app';
import { leavePortal } from './live/use-portal-live';
import { SyncStatus } from './live/SyncStatus';

/** The signed-in seafarer, or null (the office's `auth.me` never knows him). */
export function useSeafarer() {
  return trpc.portal.auth.me.useQuery(undefined, { staleTime: 60_000, retry: 1, meta: { silent: true } });
}

/**
 * Issue 29 §2: the portal's frame, made for a phone first (360 px): his name and sign-out on top,
 * one column below. Without a seafarer's session it sends him to the one sign-in page.
 */
export function PortalFrame({ children }: { children: ReactNode }) {
  const syncedAt = usePortalApp();
  const me = useSeafarer();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const logout = trpc.portal.auth.logout.useMutation({
    onSettled: () => {
      leavePortal();
      utils.portal.auth.me.setData(undefined, null);
      navigate('/', { replace: true });
    },
  });
  if (me.isPending)
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (!me.data) return <Navigate to="/" replace />;
  return (
    <AppShell header={{ height: 52 }} padding="sm">
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Text fw={700} truncate data-testid="portal-name">
            {me.data.name}
          </Text>
          <Button size="xs" variant="light" onClick={() => logout.mutate()} data-testid="portal-logout">
            Sign out
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Main maw={640} mx="auto">
        <SyncStatus syncedAt={syncedAt} />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
