import { Stack } from '@mantine/core';
import { navSection, type WebArea } from '../shared/web-area';
import { PageTitle } from '../shared/ui/PageTitle';
import { DebriefingFormPage } from './form/DebriefingFormPage';
import { DueCrews } from './lists/DueCrews';
import { DebriefingQueue } from './lists/DebriefingQueue';
import { TopManagementPage } from './TopManagementPage';
import { debriefingCrewFile } from './crew-routes';

/** 002 §2 debriefing screens (issue 13): the form, the staff queue, top management, the crews due. */
export const debriefingArea: WebArea = {
  crewFile: debriefingCrewFile,
  routes: [
    { path: '/v/debriefing/debriefingform', element: <DebriefingFormPage /> },
    {
      path: '/v/debriefing/staffdebriefing',
      element: (
        <Stack gap="md">
          <PageTitle>Staff Debriefing</PageTitle>
          <DebriefingQueue title="Debriefings" />
        </Stack>
      ),
    },
    {
      path: '/v/debriefing/topmngmtdebriefing',
      permission: 'debriefing.top-management',
      element: <TopManagementPage />,
    },
    {
      path: '/v/crewDebriefing',
      element: (
        <Stack gap="md">
          <PageTitle>Crew Debriefing</PageTitle>
          <DueCrews />
        </Stack>
      ),
    },
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
  // A crew's record changed: his debriefing records, remarks and debriefings.
  live: (topic, utils) => {
    if (topic.kind === 'crew') void utils.debriefing.invalidate();
  },
};
