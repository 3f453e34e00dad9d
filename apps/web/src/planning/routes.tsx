import { navSection, plannedGroup, type WebArea } from '../shared/web-area';

// 002 §2 /v/crewchange planning screens; they arrive with the crew change board work.
const CC = 'the crew change board work';

/** Vessel, rotation and monthly plans: the crew change plans ahead of the board (not built yet). */
export const planningArea: WebArea = {
  planned: plannedGroup('/v/crewchange', CC, [
    ['vesselplan', 'Vessel Plan'],
    ['rotationPlan', 'Rotation Plan'],
    ['monthlyplan', 'Monthly Plan'],
  ]),
  // Before the crew change area's entries in the same section.
  nav: navSection('Crew Change', [
    { label: 'Vessel Plan', to: '/v/crewchange/vesselplan' },
    { label: 'Rotation Plan', to: '/v/crewchange/rotationPlan' },
    { label: 'Monthly Plan', to: '/v/crewchange/monthlyplan' },
  ]),
};
