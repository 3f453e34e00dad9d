import { crewStream } from '@crewing/domain';
import { navSection, type WebArea } from '../shared/web-area';
import { CrewContainer } from './CrewContainer';
import { CrewAddPage } from './CrewAddPage';
import { CrewListPage } from './CrewListPage';
import { CrewAsOfPage } from './as-of/CrewAsOfPage';
import { CREW_TABS, SECTION_LINKS } from './crew-tabs';

/**
 * 002 §2 crew list and Add Crew (issue 8), and the crew 201 container (000 §2) at /v/crew/{id}/*:
 * its profile screens and, as placeholders inside it, the crew tabs not built yet (crew-tabs.ts).
 * The documents, covid vaccine and finance tabs are declared by their own areas.
 */
export const crewArea: WebArea = {
  routes: [
    // Every signed-in user lands on the crew list (002 §2 route guard); the server refuses the data to those without it.
    { path: '/v/masterlist/crew/index', element: <CrewListPage /> },
    { path: '/v/masterlist/crew/add', permission: 'crew.manage', element: <CrewAddPage /> },
    // Issue 27: the 201 file as it stood on a past day, read-only (more specific than the container's route).
    { path: '/v/crew/:id/as-of/:date', element: <CrewAsOfPage /> },
    { path: '/v/crew/:id/*', element: <CrewContainer /> },
  ],
  redirects: [
    // The master list opens on the crew list.
    { from: '/v/masterlist', to: '/v/masterlist/crew/index' },
    { from: '/v/crew/:id', to: 'profile/201' },
    { from: '/v/crew/:id/profile', to: '201' },
  ],
  nav: navSection('Master List', [{ label: 'Crew', to: '/v/masterlist/crew/index' }]),
  // Its own tabs of the 201 container; its screens are drawn by the container itself.
  crewFile: { tabs: CREW_TABS, sideLinks: SECTION_LINKS },
  // A crew's record changed (a 201 edit here or elsewhere): his container, the list and his history.
  live: (topic, utils) => {
    if (topic.kind === 'crew') {
      void utils.crew.get.invalidate({ id: topic.id });
      void utils.crew.history.invalidate({ crewId: topic.id });
      void utils.crew.list.invalidate();
      // A 201 record of his changed (pushed after commit by the crew-records projection).
      void utils.crew.records.invalidate();
      void utils.crew.experience.invalidate();
    }
    const crewId = topic.kind === 'history' ? crewStream.numberOf(topic.streamId) : null;
    if (crewId !== null) void utils.crew.history.invalidate({ crewId });
  },
};
