import { navSection, plannedGroup, type WebArea } from '../shared/web-area';
import { CrewAddPage } from './CrewAddPage';
import { CrewListPage } from './CrewListPage';

// The crew 201 file's tabs arrive together; the documents, covid vaccine and finance tabs are
// declared by their own areas.
const CREW = 'the crew 201 work';

/** 002 §2 crew list and Add Crew (issue 8), and the crew 201 file (not built yet). */
export const crewArea: WebArea = {
  routes: [
    // Every signed-in user lands on the crew list (002 §2 route guard); the server refuses the data to those without it.
    { path: '/v/masterlist/crew/index', element: <CrewListPage /> },
    { path: '/v/masterlist/crew/add', permission: 'crew.manage', element: <CrewAddPage /> },
  ],
  planned: [
    ...plannedGroup('/v/crew/:id', CREW, [
      ['profile/201', 'Crew Profile — 201'],
      ['profile/personalinfo', 'Crew Profile — Personal Information'],
      ['profile/addresscontact', 'Crew Profile — Address and Contact'],
      ['profile/education', 'Crew Profile — Education'],
      ['profile/family', 'Crew Profile — Family'],
      ['profile/crew-scholar', 'Crew Profile — Scholar and Fast Track'],
      ['profile/crew-category', 'Crew Profile — Category'],
      ['workexperience/inhouse', 'Work Experience — In-house'],
      ['workexperience/outside', 'Work Experience — Outside'],
      ['crewcomments/comments', 'Comments'],
      ['crew-incident/index', 'Incident/Behaviour'],
      ['medical-issue/index', 'Medical Issues'],
      ['medical-issue/p&i', 'Medical Issues — P&I'],
      ['crew-comment/index', 'Crew Comments'],
      ['training/index', 'Training'],
      ['others/certificate', 'Others — Certificate'],
      ['others/recommendation-list', 'Others — Recommendation List'],
    ]),
  ],
  redirects: [
    // The master list opens on the crew list.
    { from: '/v/masterlist', to: '/v/masterlist/crew/index' },
    { from: '/v/crew/:id', to: 'profile/201' },
    { from: '/v/crew/:id/profile', to: '201' },
  ],
  nav: navSection('Master List', [{ label: 'Crew', to: '/v/masterlist/crew/index' }]),
};
