import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

// The dashboards carry the chart library; they load when first opened.
const DashboardPage = lazyScreen(() => import('./DashboardPage'), 'DashboardPage');
const TopManagementPage = lazyScreen(() => import('./TopManagementPage'), 'TopManagementPage');
const DashboardCrewsPage = lazyScreen(() => import('./DashboardCrewsPage'), 'DashboardCrewsPage');

/** 002 §2 Home (the dashboard), the top-management dashboard and the lists behind their numbers. */
export const dashboardArea: WebArea = {
  routes: [
    { path: '/v/dashboard', permission: 'dashboard.read', element: <DashboardPage /> },
    { path: '/v/dashboard/crews', permission: 'dashboard.read', element: <DashboardCrewsPage /> },
    { path: '/v/dashboard/top-management', permission: 'dashboard.top-management', element: <TopManagementPage /> },
  ],
  redirects: [{ from: '/v', to: '/v/dashboard' }],
  nav: navSection('Dashboard', [
    { label: 'Dashboard', to: '/v/dashboard' },
    { label: 'Top Management', to: '/v/dashboard/top-management', permission: 'dashboard.top-management' },
  ]),
  live: (topic, utils) => {
    if (topic.kind === 'dashboard') void utils.dashboard.invalidate();
  },
};
