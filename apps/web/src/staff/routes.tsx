import { navSection, type WebArea } from '../shared/web-area';
import { StaffListPage } from './StaffListPage';
import { StaffPage } from './StaffPage';

/**
 * 002 §2 the staff database (Staff DB) and a staff member's page /v/staff/{id} (issue 14); DSS reaches
 * the 201 Profile only (000 §6, issue 25).
 */
export const staffArea: WebArea = {
  routes: [
    { path: '/v/masterlist/staff', permission: 'staff.database', element: <StaffListPage /> },
    { path: '/v/staff/:id/profile/:section', permission: 'staff.profile', element: <StaffPage /> },
    { path: '/v/staff/:id/document/gov', permission: 'staff.profile', element: <StaffPage /> },
    { path: '/v/staff/:id/work/exp', permission: 'staff.profile', element: <StaffPage /> },
    { path: '/v/staff/:id/loan/cash', permission: 'staff.profile', element: <StaffPage /> },
  ],
  redirects: [
    { from: '/v/staff/:id', to: 'profile/201' },
    { from: '/v/staff/:id/profile', to: '201' },
  ],
  nav: navSection('Master List', [{ label: 'Staff', to: '/v/masterlist/staff', permission: 'staff.database' }]),
  live: (topic, utils) => {
    if (topic.kind === 'user') {
      void utils.staff.get.invalidate({ id: topic.id });
      void utils.staff.records.invalidate();
      void utils.staff.history.invalidate({ userId: topic.id });
    }
  },
};
