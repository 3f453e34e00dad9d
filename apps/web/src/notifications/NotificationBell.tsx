import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { topics } from '@crewing/domain';
import { Link } from 'react-router-dom';
import { useTopic } from '../shared/realtime';
import { trpc } from '../shared/trpc';

/** A bell outline (no icon set is bundled; one path keeps the header light). */
function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

/**
 * The header's bell: the signed-in user's unread notifications, linking to /notifications. It
 * joins the user's own `user:{id}` topic for the page's life; the notifications area's live
 * handler refetches the count when the expiry job raises one (and after a reconnect).
 */
export function NotificationBell({ meId }: { meId: number }) {
  const utils = trpc.useUtils();
  const count = trpc.notifications.unreadCount.useQuery(undefined, { meta: { silent: true } });
  useTopic(topics.user(meId), () => void utils.notifications.invalidate());
  const n = count.data ?? 0;
  const label = n === 0 ? 'No unread notifications' : `${n} unread notification${n === 1 ? '' : 's'}`;
  return (
    <Tooltip label={label}>
      <Indicator
        label={n}
        size={18}
        offset={4}
        maxValue={99}
        disabled={n === 0}
        color="red"
        data-testid="notification-badge"
        data-count={n}
      >
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          data-testid="notification-bell"
        >
          <BellIcon />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
