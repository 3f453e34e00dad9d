import { navSection, plannedGroup, type WebArea } from '../shared/web-area';

const WORK = 'the debriefing work';

/** 002 §2 debriefing forms and lists (not built yet). */
export const debriefingArea: WebArea = {
  planned: [
    ...plannedGroup('/v/debriefing', WORK, [
      ['debriefingform', 'Debriefing Form'],
      ['staffdebriefing', 'Staff Debriefing'],
      ['topmngmtdebriefing', 'Top Management Debriefing', 'debriefing.top-management'],
    ]),
    { path: '/v/crewDebriefing', title: 'Crew Debriefing', arrivesWith: WORK },
  ],
  redirects: [{ from: '/v/debriefing', to: '/v/debriefing/debriefingform' }],
  nav: navSection('Debriefing', [
    { label: 'Debriefing Form', to: '/v/debriefing/debriefingform' },
    { label: 'Staff Debriefing', to: '/v/debriefing/staffdebriefing' },
    {
      label: 'Top Management Debriefing',
      to: '/v/debriefing/topmngmtdebriefing',
      permission: 'debriefing.top-management',
    },
    { label: 'Crew Debriefing', to: '/v/crewDebriefing' },
  ]),
};
