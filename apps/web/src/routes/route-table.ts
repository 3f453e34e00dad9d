import type { Permission } from '@crewing/domain';

/**
 * Every path of 002 §2. Screens that later work fills are listed here with a title and the
 * piece of work that brings them; they render one honest placeholder until then.
 */
export interface PlannedRoute {
  path: string;
  title: string;
  /** Which work brings the screen, shown on the placeholder. */
  arrivesWith: string;
  permission?: Permission;
}

const CREW = 'the crew 201 work';
const CC = 'the crew change board work';
const REPORTS = 'the reports work';
const MASTER = 'the master data settings work';

function group(prefix: string, arrivesWith: string, entries: Array<[string, string, Permission?]>): PlannedRoute[] {
  return entries.map(([path, title, permission]) => ({
    path: `${prefix}/${path}`,
    title,
    arrivesWith,
    ...(permission ? { permission } : {}),
  }));
}

/** Built screens of the crew change area (001 §2.1), guarded by the board's read permission. */
export const CREW_CHANGE_ROUTES = {
  fleetBoard: '/v/crewchange/ccdetails',
  vesselBoard: '/v/crewchange/crew-change-details',
  overdue: '/v/crewchange/ccmanipulation/overdue',
  noBatch: '/v/crewchange/ccmanipulation/no-batch',
} as const;

export const PLANNED_ROUTES: PlannedRoute[] = [
  ...group('/v/dashboard', 'the dashboard work', [
    ['', 'Dashboard'],
    ['top-management', 'Top Management Dashboard'],
  ]).map((r) => ({ ...r, path: r.path.replace(/\/$/, '') })),
  ...group('/v/masterlist', 'the master list work', [
    ['crew/index', 'Crew List'],
    ['crew/add', 'Add Crew'],
    ['vessel/index', 'Vessel List'],
    ['vessel/vesseladd', 'Add Vessel'],
    ['vessel/add', 'Add Vessel'],
  ]),
  ...group('/v/masterlist', 'the staff database work', [['staff', 'Staff DB', 'staff.database']]),
  { path: '/v/rank-statistics', title: 'Rank Statistics', arrivesWith: REPORTS, permission: 'rank-statistics.read' },
  ...group('/v/crew/:id', CREW, [
    ['profile/201', 'Crew Profile — 201'],
    ['profile/personalinfo', 'Crew Profile — Personal Information'],
    ['profile/addresscontact', 'Crew Profile — Address and Contact'],
    ['profile/education', 'Crew Profile — Education'],
    ['profile/family', 'Crew Profile — Family'],
    ['profile/crew-scholar', 'Crew Profile — Scholar and Fast Track'],
    ['profile/crew-category', 'Crew Profile — Category'],
    ['crew-document/index', 'Docs / License — Documents'],
    ['crew-document/certificate', 'Docs / License — Certificates'],
    ['crew-document/medical', 'Docs / License — Medical'],
    ['crew-document/cer', 'Docs / License — CER'],
    ['crew-document/checklist', 'Docs / License — Checklist'],
    ['crew-document/covid-vaccine', 'Docs / License — Covid Vaccine'],
    ['crew-document/rt-pcr', 'Docs / License — RT-PCR'],
    ['crew-document/crew-promotion-checklist', 'Docs / License — Promotion Checklist'],
    ['document/documentlist', 'Document List'],
    ['document/certificatelist', 'Certificate List'],
    ['document/licenses', 'Licenses'],
    ['document/flagrequirements', 'Flag Requirements'],
    ['document/medicaldocuments', 'Medical Documents'],
    ['document/cer', 'CER'],
    ['workexperience/inhouse', 'Work Experience — In-house'],
    ['workexperience/outside', 'Work Experience — Outside'],
    ['crewcomments/comments', 'Comments'],
    ['crew-incident/index', 'Incident/Behaviour'],
    ['medical-issue/index', 'Medical Issues'],
    ['medical-issue/p&i', 'Medical Issues — P&I'],
    ['crew-comment/index', 'Crew Comments'],
    ['cash-advance/index', 'Cash Advance'],
    ['training/index', 'Training'],
    ['others/cash-loan/index', 'Others — Cash Loan'],
    ['others/withdrawal/index', 'Others — Withdrawal'],
    ['others/certificate', 'Others — Certificate'],
    ['others/recommendation-list', 'Others — Recommendation List'],
  ]),
  ...group('/v/crewchange', CC, [
    ['vesselplan', 'Vessel Plan'],
    ['rotationPlan', 'Rotation Plan'],
    ['ccmanipulation/batch-list', 'Crew Change Batch List'],
    ['monthlyplan', 'Monthly Plan'],
  ]),
  ...group('/v/debriefing', 'the debriefing work', [
    ['debriefingform', 'Debriefing Form'],
    ['staffdebriefing', 'Staff Debriefing'],
    ['topmngmtdebriefing', 'Top Management Debriefing', 'debriefing.top-management'],
  ]),
  { path: '/v/crewDebriefing', title: 'Crew Debriefing', arrivesWith: 'the debriefing work' },
  ...group('/v/report', REPORTS, [
    ['crewreport', 'Crew Report'],
    ['monthly-report', 'Monthly Report'],
    ['onboardlist', 'Onboard List'],
    ['standbylist', 'Standby List'],
    ['withdrawal', 'Withdrawal Report'],
    ['nfr', 'NFR Report'],
    ['crewchangereport', 'Crew Change Report'],
    ['others', 'Other Crew Reports'],
    ['jisholders', 'JIS Holders'],
    ['usvisarecommendation', 'US Visa Recommendation'],
    ['prejoiningchecklist', 'Pre-Joining Checklist'],
    ['poea-ph', 'POEA Report (PH)'],
    ['poea-intl', 'POEA Report (International)'],
    ['crew-summary-per-principal', 'Crew Summary per Principal'],
    ['krbs-vessel-type-crewsummary', 'KRBS Vessel Type Crew Summary'],
    ['onboard-with-us-visa', 'Onboard with US Visa'],
    ['amosup/onboardlist', 'AMOSUP Onboard List'],
    ['amosup/disembarklist', 'AMOSUP Disembark List'],
  ]),
  ...group('/v/other-reports', REPORTS, [
    ['expiredcrewdocumentsreport', 'Expired Crew Documents Report'],
    ['crew-embarkation-list', 'Crew Embarkation List'],
    ['crew-retention-report', 'Crew Retention Report'],
    ['deployment-1989-report', 'Deployment 1989 Report'],
    ['generate-id', 'Generate ID'],
  ]),
  { path: '/coe', title: 'Certificate of Employment', arrivesWith: REPORTS, permission: 'coe.access' },
  { path: '/notifications', title: 'Notifications', arrivesWith: 'the notifications work' },
  { path: '/queuing', title: 'Queuing', arrivesWith: 'the queuing work' },
  ...group('/v/settings', MASTER, [
    ['document', 'Documents'],
    ['document/:id', 'Document'],
    ['country', 'Countries'],
    ['school', 'Schools'],
    ['rank', 'Ranks'],
    ['rank/:id/document-matrix', 'Rank Document Matrix'],
    ['rank/:id/salary-matrix', 'Rank Salary Matrix'],
    ['covid-hospitals', 'Covid Hospitals'],
    ['inn', 'Inns'],
    ['course', 'Courses'],
    ['fleet', 'Fleets'],
    ['fleet/signatories', 'Fleet Signatories'],
    ['port', 'Ports'],
    ['manning', 'Manning Agencies'],
    ['clinic', 'Clinics'],
    ['life-boat', 'Life Boats'],
    ['life-boat/:id', 'Life Boat'],
    ['category', 'Categories'],
    ['vessel-owner', 'Vessel Owners'],
    ['program', 'Programs'],
    ['principal', 'Principals'],
    ['shipping-management', 'Shipping Managements'],
  ]),
  ...group('/v/staff/:id', 'the staff database work', [
    ['profile/201', 'Staff Profile — 201 Profile'],
    ['profile/employee', 'Staff Profile — Employee Information', 'staff.database'],
    ['profile/education', 'Staff Profile — Education', 'staff.database'],
    ['profile/account', 'Staff Profile — Account'],
    ['document/gov', 'Staff Documents'],
    ['work/exp', 'Staff Work Experience'],
    ['loan/cash', 'Staff Cash Advance'],
  ]),
  ...group('/v/vessel/:id', 'the vessel work', [
    ['document', 'Vessel Documents'],
    ['flag', 'Vessel Flag History'],
    ['specification', 'Vessel Specification'],
    ['ecdis', 'Vessel ECDIS'],
    ['rank-salary', 'Vessel Salary Matrix'],
    ['visitation', 'Vessel Visitation'],
  ]),
];

/** Paths that only forward somewhere else (002 §2 "redirects to", default children). */
export const REDIRECTS: Array<{ from: string; to: string }> = [
  { from: '/v', to: '/v/dashboard' },
  { from: '/v/masterlist', to: '/v/masterlist/crew/index' },
  { from: '/v/crew/:id', to: 'profile/201' },
  { from: '/v/crew/:id/profile', to: '201' },
  { from: '/v/crewchange', to: '/v/crewchange/vesselplan' },
  { from: '/v/debriefing', to: '/v/debriefing/debriefingform' },
  { from: '/v/report', to: '/v/report/crewreport' },
  { from: '/v/other-reports', to: '/v/other-reports/expiredcrewdocumentsreport' },
  { from: '/v/settings', to: '/v/settings/document' },
  { from: '/v/settings/rank/:id', to: 'document-matrix' },
  { from: '/v/staff/:id', to: 'profile/201' },
  { from: '/v/staff/:id/profile', to: '201' },
  { from: '/v/vessel/:id', to: 'document' },
];
