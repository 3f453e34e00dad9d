import { navSection, type WebArea } from '../shared/web-area';
import { HistoryLogPage } from './HistoryLogPage';

/** The history log of every recorded change, under Utilities. */
export const auditArea: WebArea = {
  routes: [{ path: '/v/utilities/history-log/index', permission: 'audit.read', element: <HistoryLogPage /> }],
  nav: navSection('Utilities', [
    { label: 'History Log', to: '/v/utilities/history-log/index', permission: 'audit.read' },
  ]),
  live: (topic, utils) => {
    if (topic.kind === 'history') void utils.audit.list.invalidate();
  },
};
