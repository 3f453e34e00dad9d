import { MASTER_SETTING_KEYS, MASTER_SETTINGS } from '@crewing/domain';
import { navSection, type WebArea } from '../shared/web-area';
import { RankTabs } from '../documents/matrix/RankTabs';
import { LifeBoatVessels } from './LifeBoatVessels';
import { RankSalaryMatrix } from './RankSalaryMatrix';
import { SettingDetailPage } from './SettingDetailPage';
import { SettingsPage } from './SettingsPage';

/** 002 §2 /v/settings: the master data lists (issue 10); users have their own area. */
export const masterDataArea: WebArea = {
  // Key lists load once and are reused by every screen (002 §4): refreshed when an administrator changes one.
  live: (topic, utils) => {
    if (topic.kind === 'master-data') {
      void utils.masterData.keys.invalidate();
      // The settings lists read the same async read model: an add or toggle shows once it is folded.
      void utils.masterData.settings.invalidate();
    }
  },
  routes: [
    ...MASTER_SETTING_KEYS.map((key) => ({
      path: `/v/settings/${MASTER_SETTINGS[key].path}`,
      element: <SettingsPage key={key} settingKey={key} />,
    })),
    { path: '/v/settings/document/:id', element: <SettingDetailPage settingKey="document" /> },
    {
      path: '/v/settings/life-boat/:id',
      element: <SettingDetailPage settingKey="lifeBoat">{(id) => <LifeBoatVessels id={id} />}</SettingDetailPage>,
    },
    {
      path: '/v/settings/rank/:id/salary-matrix',
      element: (
        <SettingDetailPage settingKey="rank">
          {(id) => (
            <>
              <RankTabs id={id} value="salary-matrix" />
              <RankSalaryMatrix id={id} />
            </>
          )}
        </SettingDetailPage>
      ),
    },
  ],
  // The rank's document matrix (rank/:id/document-matrix) is the documents matrix area's (documents/matrix/routes.tsx).
  redirects: [
    // 002 §2: the settings' default child is document.
    { from: '/v/settings', to: '/v/settings/document' },
    { from: '/v/settings/rank/:id', to: 'document-matrix' },
  ],
  // After the users area's 'Users' in the same section.
  nav: navSection('Settings', [
    { label: 'Documents', to: '/v/settings/document' },
    { label: 'Countries', to: '/v/settings/country' },
    { label: 'Schools', to: '/v/settings/school' },
    { label: 'Ranks', to: '/v/settings/rank' },
    { label: 'Covid Hospitals', to: '/v/settings/covid-hospitals' },
    { label: 'Inns', to: '/v/settings/inn' },
    { label: 'Courses', to: '/v/settings/course' },
    { label: 'Fleets', to: '/v/settings/fleet' },
    { label: 'Fleet Signatories', to: '/v/settings/fleet/signatories' },
    { label: 'Ports', to: '/v/settings/port' },
    { label: 'Manning Agencies', to: '/v/settings/manning' },
    { label: 'Clinics', to: '/v/settings/clinic' },
    { label: 'Life Boats', to: '/v/settings/life-boat' },
    { label: 'Categories', to: '/v/settings/category' },
    { label: 'Vessel Owners', to: '/v/settings/vessel-owner' },
    { label: 'Programs', to: '/v/settings/program' },
    { label: 'Principals', to: '/v/settings/principal' },
    { label: 'Laboratories', to: '/v/settings/laboratory' },
    { label: 'Shipping Managements', to: '/v/settings/shipping-management' },
  ]),
};
