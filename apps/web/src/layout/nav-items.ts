import type { Permission } from '@crewing/domain';

export interface NavItem {
  label: string;
  to: string;
  permission?: Permission;
}
export interface NavSection {
  label: string;
  /** A section with a single target links straight to it. */
  to?: string;
  items?: NavItem[];
}

/** The legacy side navigation; entries a user may not open are hidden (the server refuses them too). */
export const NAV: NavSection[] = [
  { label: 'Dashboard', to: '/v/dashboard' },
  {
    label: 'Master List',
    items: [
      { label: 'Crew', to: '/v/masterlist/crew/index' },
      { label: 'Vessel', to: '/v/masterlist/vessel/index' },
      { label: 'Staff', to: '/v/masterlist/staff', permission: 'staff.database' },
    ],
  },
  {
    label: 'Crew Change',
    items: [
      { label: 'Vessel Plan', to: '/v/crewchange/vesselplan' },
      { label: 'Rotation Plan', to: '/v/crewchange/rotationPlan' },
      { label: 'Monthly Plan', to: '/v/crewchange/monthlyplan' },
      { label: 'Crew Change Details', to: '/v/crewchange/crew-change-details' },
      { label: 'Fleet Crew Change Details', to: '/v/crewchange/ccdetails' },
      { label: 'Overdue', to: '/v/crewchange/ccmanipulation/overdue' },
      { label: 'Batch List', to: '/v/crewchange/ccmanipulation/batch-list' },
      { label: 'No Batch', to: '/v/crewchange/ccmanipulation/no-batch' },
    ],
  },
  {
    label: 'Debriefing',
    items: [
      { label: 'Debriefing Form', to: '/v/debriefing/debriefingform' },
      { label: 'Staff Debriefing', to: '/v/debriefing/staffdebriefing' },
      { label: 'Top Management Debriefing', to: '/v/debriefing/topmngmtdebriefing', permission: 'debriefing.top-management' },
      { label: 'Crew Debriefing', to: '/v/crewDebriefing' },
    ],
  },
  {
    label: 'Reports',
    items: [
      { label: 'Crew Report', to: '/v/report/crewreport' },
      { label: 'Monthly Report', to: '/v/report/monthly-report' },
      { label: 'Onboard List', to: '/v/report/onboardlist' },
      { label: 'Standby List', to: '/v/report/standbylist' },
      { label: 'Withdrawal', to: '/v/report/withdrawal' },
      { label: 'NFR', to: '/v/report/nfr' },
      { label: 'Crew Change Report', to: '/v/report/crewchangereport' },
      { label: 'Others', to: '/v/report/others' },
      { label: 'JIS Holders', to: '/v/report/jisholders' },
      { label: 'US Visa Recommendation', to: '/v/report/usvisarecommendation' },
      { label: 'Pre-Joining Checklist', to: '/v/report/prejoiningchecklist' },
      { label: 'POEA (PH)', to: '/v/report/poea-ph' },
      { label: 'POEA (International)', to: '/v/report/poea-intl' },
      { label: 'Crew Summary per Principal', to: '/v/report/crew-summary-per-principal' },
      { label: 'KRBS Vessel Type Crew Summary', to: '/v/report/krbs-vessel-type-crewsummary' },
      { label: 'Onboard with US Visa', to: '/v/report/onboard-with-us-visa' },
      { label: 'AMOSUP Onboard List', to: '/v/report/amosup/onboardlist' },
      { label: 'AMOSUP Disembark List', to: '/v/report/amosup/disembarklist' },
      { label: 'Rank Statistics', to: '/v/rank-statistics', permission: 'rank-statistics.read' },
    ],
  },
  {
    label: 'Other Reports',
    items: [
      { label: 'Expired Crew Documents', to: '/v/other-reports/expiredcrewdocumentsreport' },
      { label: 'Crew Embarkation List', to: '/v/other-reports/crew-embarkation-list' },
      { label: 'Crew Retention Report', to: '/v/other-reports/crew-retention-report' },
      { label: 'Deployment 1989 Report', to: '/v/other-reports/deployment-1989-report' },
      { label: 'Generate ID', to: '/v/other-reports/generate-id' },
      { label: 'Certificate of Employment', to: '/coe', permission: 'coe.access' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'Users', to: '/v/settings/user', permission: 'users.manage' },
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
      { label: 'Shipping Managements', to: '/v/settings/shipping-management' },
    ],
  },
  {
    label: 'Utilities',
    items: [
      { label: 'History Log', to: '/v/utilities/history-log/index', permission: 'audit.read' },
      { label: 'Notifications', to: '/notifications' },
      { label: 'Queuing', to: '/queuing' },
    ],
  },
];
