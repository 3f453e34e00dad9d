import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { LogoutButton } from '../../auth/LogoutButton';
import { NotificationBell } from '../../notifications/NotificationBell';
import { hasPermission, useMe } from '../../auth/session';
import { useRealtime } from '../../shared/realtime';
import { ConnectionStatus } from '../../shared/connection';
import type { Me } from '../../shared/trpc';
import { SideNav } from './SideNav';
import { AREAS } from '../areas';
import type { LiveHandler } from '../../shared/web-area';

/** Every area's live handler (app/areas.ts), fixed for the page's life. */
const LIVE_HANDLERS: readonly LiveHandler[] = AREAS.flatMap((a) => (a.live ? [a.live] : []));

/** The signed-in frame: header with the user's name and sign-out, the legacy side navigation. */
export function AppLayout() {
  const { data: me } = useMe();
  const [opened, { toggle, close }] = useDisclosure(false);
  if (!me) return null;
  return <Frame me={me} opened={opened} toggle={toggle} close={close} />;
}

function Frame({ me, opened, toggle, close }: { me: Me; opened: boolean; toggle: () => void; close: () => void }) {
  useRealtime(me.id, LIVE_HANDLERS);
  // 001 §2.1 sidebar toggle: on a desktop the side navigation folds away for wide screens such as the board.
  const [sidebar, setSidebar] = useLocalStorage({ key: 'sidebar-open', defaultValue: true });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !sidebar } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Burger
              opened={sidebar}
              onClick={() => setSidebar((v) => !v)}
              visibleFrom="sm"
              size="sm"
              aria-label="Toggle sidebar"
              data-testid="sidebar-toggle"
            />
            {/* The product's name, not a heading: each screen's own title is its one level-one heading. */}
            <Text fw={700} size="lg">
              Crewing Back Office
            </Text>
          </Group>
          <Group gap="sm">
            <ConnectionStatus />
            {/* Notifications are the office's (a principal user reads none of them, issue 30). */}
            {hasPermission(me, 'master-data.read') ? <NotificationBell meId={me.id} /> : null}
            <Text size="sm" fw={600} data-testid="header-user-name">
              {me.name}
            </Text>
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <SideNav me={me} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
