import { navSection, type WebArea } from '../shared/web-area';
import { NotificationsPage } from './NotificationsPage';

/**
 * 002 §2 /notifications: the signed-in user's document expiry alerts and (issue 9 §6) the
 * expiring documents list. The header's bell (NotificationBell) shows the unread count.
 */
export const notificationsArea: WebArea = {
  routes: [{ path: '/notifications', element: <NotificationsPage /> }],
  nav: navSection('Utilities', [{ label: 'Notifications', to: '/notifications' }]),
  // The expiry job's projection pushes `user:{id}` to each recipient after commit (the bell joins it).
  live: (topic, utils, meId) => {
    if (topic.kind === 'user' && topic.id === meId) void utils.notifications.invalidate();
  },
};
