import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

const CompanyProfilePage = lazyScreen(() => import('./CompanyProfilePage'), 'CompanyProfilePage');

/** Issue 25: Settings › Company Profile, the header of every printed document (system administrators). */
export const companyProfileArea: WebArea = {
  routes: [
    { path: '/v/settings/company-profile', permission: 'company-profile.manage', element: <CompanyProfilePage /> },
  ],
  nav: navSection('Settings', [
    { label: 'Company Profile', to: '/v/settings/company-profile', permission: 'company-profile.manage' },
  ]),
};
