import { navSection, plannedGroup, type WebArea } from '../shared/web-area';

const WORK = 'the staff database work';

/** 002 §2 the staff database and a staff member's 201 file (not built yet). */
export const staffArea: WebArea = {
  planned: [
    ...plannedGroup('/v/masterlist', WORK, [['staff', 'Staff DB', 'staff.database']]),
    ...plannedGroup('/v/staff/:id', WORK, [
      ['profile/201', 'Staff Profile — 201 Profile'],
      ['profile/employee', 'Staff Profile — Employee Information', 'staff.database'],
      ['profile/education', 'Staff Profile — Education', 'staff.database'],
      ['profile/account', 'Staff Profile — Account'],
      ['document/gov', 'Staff Documents'],
      ['work/exp', 'Staff Work Experience'],
      ['loan/cash', 'Staff Cash Advance'],
    ]),
  ],
  redirects: [
    { from: '/v/staff/:id', to: 'profile/201' },
    { from: '/v/staff/:id/profile', to: '201' },
  ],
  nav: navSection('Master List', [{ label: 'Staff', to: '/v/masterlist/staff', permission: 'staff.database' }]),
};
