import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

const QueuePage = lazyScreen(() => import('./QueuePage'), 'QueuePage');

/** 002 §2 /queuing: the office queue of crews waiting for processing (content not shown in the legacy). */
export const queuingArea: WebArea = {
  routes: [{ path: '/queuing', permission: 'queue.read', element: <QueuePage /> }],
  nav: navSection('Utilities', [{ label: 'Queuing', to: '/queuing' }]),
  live: (topic, utils) => {
    if (topic.kind === 'queue') void utils.planning.queue.invalidate();
  },
};
