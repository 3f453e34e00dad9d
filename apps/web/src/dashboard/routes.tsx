import { navSection, type WebArea } from '../shared/web-area';

const WORK = 'the dashboard work';

/** 002 §2 Home and the top-management dashboard (not built yet). */
export const dashboardArea: WebArea = {
  planned: [
    { path: '/v/dashboard', title: 'Dashboard', arrivesWith: WORK },
    { path: '/v/dashboard/top-management', title: 'Top Management Dashboard', arrivesWith: WORK },
  ],
  redirects: [{ from: '/v', to: '/v/dashboard' }],
  nav: navSection('Dashboard', [{ label: 'Dashboard', to: '/v/dashboard' }]),
};
