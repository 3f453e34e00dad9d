import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

const VesselPlanPage = lazyScreen(() => import('./VesselPlanPage'), 'VesselPlanPage');
const RotationPlanPage = lazyScreen(() => import('./RotationPlanPage'), 'RotationPlanPage');
const MonthlyPlanPage = lazyScreen(() => import('./MonthlyPlanPage'), 'MonthlyPlanPage');
const BatchListPage = lazyScreen(() => import('./BatchListPage'), 'BatchListPage');

const READ = 'planning.read';

/** Vessel, rotation and monthly plans (002 §2 /v/crewchange): the crew changes ahead of the board. */
export const planningArea: WebArea = {
  routes: [
    { path: '/v/crewchange/vesselplan', permission: READ, element: <VesselPlanPage /> },
    { path: '/v/crewchange/rotationPlan', permission: READ, element: <RotationPlanPage /> },
    { path: '/v/crewchange/monthlyplan', permission: READ, element: <MonthlyPlanPage /> },
    // 002 §2 ccmanipulation/batch-list (the crew change area lists it in its navigation).
    { path: '/v/crewchange/ccmanipulation/batch-list', permission: 'crew-change.read', element: <BatchListPage /> },
  ],
  // Before the crew change area's entries in the same section.
  nav: navSection('Crew Change', [
    { label: 'Vessel Plan', to: '/v/crewchange/vesselplan' },
    { label: 'Rotation Plan', to: '/v/crewchange/rotationPlan' },
    { label: 'Monthly Plan', to: '/v/crewchange/monthlyplan' },
  ]),
  live: (topic, utils) => {
    if (topic.kind === 'vessel') void utils.planning.invalidate();
  },
};
