import { lazyScreen } from '../shared/lazy-screen';
import type { WebArea } from '../shared/web-area';
import { financeCrewFile } from './crew-routes';

const CoePage = lazyScreen(() => import('./CoePage'), 'CoePage');
const IdCardsPage = lazyScreen(() => import('./IdCardsPage'), 'IdCardsPage');

/**
 * Issue 15: a crew's cash advances, cash loans and withdrawals, and his evaluations, live inside
 * the crew 201 container (finance/crew-routes.tsx); the agency's certificates have their pages.
 * The side navigation entries stay with Other Reports (reports/routes.tsx).
 */
export const financeArea: WebArea = {
  crewFile: financeCrewFile,
  routes: [
    // 002 §2: only COE grant holders; others are sent Home (the server refuses them too).
    { path: '/coe', permission: 'coe.access', element: <CoePage /> },
    { path: '/v/other-reports/generate-id', permission: 'crew.manage', element: <IdCardsPage /> },
  ],
  // A crew's record changed (a withdrawal, an evaluation, an advance): his 201 flags and advances.
  live: (topic, utils) => {
    if (topic.kind !== 'crew') return;
    void utils.finance.crewStatus.invalidate({ crewId: topic.id });
    void utils.finance.cashAdvances.invalidate({ crewId: topic.id });
  },
};
