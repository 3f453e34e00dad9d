import { navSection, type WebArea } from '../shared/web-area';
import { ReportPage } from './ReportPage';
import { MyReportsPage } from './MyReportsPage';
import { OtherReportsPage } from './OtherReportsPage';

/**
 * 002 §2 reports, other reports and rank statistics (issue 12): one generic screen per report
 * (ReportPage), 'My reports' for every file a user generated.
 */
export const reportsArea: WebArea = {
  routes: [
    { path: '/v/report/poea-ph', element: <ReportPage report="poea-ph" />, permission: 'reports.poea' },
    { path: '/v/report/poea-intl', element: <ReportPage report="poea-intl" />, permission: 'reports.poea' },
    {
      path: '/v/report/crewreport',
      element: <ReportPage report="crew-report" extra={[{ report: 'crew-master-list', label: 'Crew Master List' }]} />,
      permission: 'reports.crew',
    },
    { path: '/v/report/monthly-report', element: <ReportPage report="monthly-report" />, permission: 'reports.crew' },
    { path: '/v/report/onboardlist', element: <ReportPage report="onboard-list" />, permission: 'reports.crew' },
    { path: '/v/report/standbylist', element: <ReportPage report="standby-list" />, permission: 'reports.crew' },
    {
      path: '/v/report/crewchangereport',
      element: <ReportPage report="crew-change-report" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/other-reports/expiredcrewdocumentsreport',
      element: <ReportPage report="expired-crew-documents" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/other-reports/crew-embarkation-list',
      element: <ReportPage report="crew-embarkation-list" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/other-reports/crew-retention-report',
      element: <ReportPage report="crew-retention" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/other-reports/deployment-1989-report',
      element: <ReportPage report="deployment-1989" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/rank-statistics',
      element: <ReportPage report="rank-statistics" />,
      permission: 'rank-statistics.read',
    },
    { path: '/v/report/withdrawal', element: <ReportPage report="withdrawal-list" />, permission: 'reports.crew' },
    { path: '/v/report/nfr', element: <ReportPage report="nfr-list" />, permission: 'reports.crew' },
    {
      path: '/v/report/usvisarecommendation',
      element: <ReportPage report="us-visa-recommendation" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/report/onboard-with-us-visa',
      element: <ReportPage report="onboard-with-us-visa" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/report/prejoiningchecklist',
      element: <ReportPage report="prejoining-checklist" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/report/amosup/onboardlist',
      element: <ReportPage report="amosup-onboard" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/report/amosup/disembarklist',
      element: <ReportPage report="amosup-disembark" />,
      permission: 'reports.crew',
    },
    {
      path: '/v/report/crew-summary-per-principal',
      element: <ReportPage report="crew-summary-per-principal" />,
      permission: 'reports.principal',
    },
    {
      path: '/v/report/krbs-vessel-type-crewsummary',
      element: <ReportPage report="krbs-vessel-type-summary" />,
      permission: 'reports.principal',
    },
    { path: '/v/report/jisholders', element: <ReportPage report="jis-holders" />, permission: 'reports.crew' },
    {
      path: '/v/report/embark-requirements',
      element: <ReportPage report="embark-requirements" />,
      permission: 'reports.crew',
    },
    { path: '/v/report/others', element: <OtherReportsPage /> },
    { path: '/v/my-reports', element: <MyReportsPage /> },
  ],
  // Issue 12: the worker's run changes are pushed to the requester's own topic.
  live: (topic, utils, meId) => {
    if (topic.kind === 'user' && topic.id === meId) {
      void utils.reports.runs.invalidate();
      void utils.reports.run.invalidate();
    }
  },
  // Generate ID and the COE (/coe) are the finance area's pages (finance/routes.tsx, issue 15).
  redirects: [
    { from: '/v/report', to: '/v/report/crewreport' },
    { from: '/v/other-reports', to: '/v/other-reports/expiredcrewdocumentsreport' },
  ],
  nav: [
    ...navSection('Reports', [
      { label: 'My Reports', to: '/v/my-reports' },
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
    ]),
    ...navSection('Other Reports', [
      { label: 'Expired Crew Documents', to: '/v/other-reports/expiredcrewdocumentsreport' },
      { label: 'Crew Embarkation List', to: '/v/other-reports/crew-embarkation-list' },
      { label: 'Crew Retention Report', to: '/v/other-reports/crew-retention-report' },
      { label: 'Deployment 1989 Report', to: '/v/other-reports/deployment-1989-report' },
      { label: 'Embark Document Requirements', to: '/v/report/embark-requirements' },
      { label: 'Generate ID', to: '/v/other-reports/generate-id', permission: 'crew.manage' },
      { label: 'Certificate of Employment', to: '/coe', permission: 'coe.access' },
    ]),
  ],
};
