import { navSection, type WebArea } from '../shared/web-area';

/** 002 §2 /notifications: present in the legacy, content not shown (not built yet). */
export const notificationsArea: WebArea = {
  planned: [{ path: '/notifications', title: 'Notifications', arrivesWith: 'the notifications work' }],
  nav: navSection('Utilities', [{ label: 'Notifications', to: '/notifications' }]),
};
