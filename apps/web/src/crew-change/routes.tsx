import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';
import { BoardPage } from './board/lazy-board';

// The crew change screens carry the grid library; they load when first opened.
const CrewChangeListPage = lazyScreen(() => import('./lists/CrewChangeListPage'), 'CrewChangeListPage');

const READ = 'crew-change.read';

/** 001 §2.1 crew change board (fleet and vessel), the overdue and no-batch lists; 002 §2 /v/crewchange. */
export const crewChangeArea: WebArea = {
  routes: [
    { path: '/v/crewchange/ccdetails', permission: READ, element: <BoardPage key="fleet" variant="fleet" /> },
    {
      path: '/v/crewchange/crew-change-details',
      permission: READ,
      element: <BoardPage key="vessel" variant="vessel" />,
    },
    {
      path: '/v/crewchange/ccmanipulation/overdue',
      permission: READ,
      element: <CrewChangeListPage key="overdue" kind="overdue" />,
    },
    {
      path: '/v/crewchange/ccmanipulation/no-batch',
      permission: READ,
      element: <CrewChangeListPage key="no-batch" kind="no-batch" />,
    },
  ],
  // ccmanipulation/batch-list is the planning area's screen (issue 16).
  // 002 §2: /v/crewchange opens the vessel plan (the planning area's screen).
  redirects: [{ from: '/v/crewchange', to: '/v/crewchange/vesselplan' }],
  // After the planning area's Vessel, Rotation and Monthly Plan (the area list's order).
  nav: navSection('Crew Change', [
    { label: 'Crew Change Details', to: '/v/crewchange/crew-change-details' },
    { label: 'Fleet Crew Change Details', to: '/v/crewchange/ccdetails' },
    { label: 'Overdue', to: '/v/crewchange/ccmanipulation/overdue' },
    { label: 'Batch List', to: '/v/crewchange/ccmanipulation/batch-list' },
    { label: 'No Batch', to: '/v/crewchange/ccmanipulation/no-batch' },
  ]),
};
