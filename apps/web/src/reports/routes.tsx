import type { Permission, ReportKey } from '@crewing/domain';
import { navSection, type WebArea } from '../shared/web-area';
import { ReportPage } from './ReportPage';
import { MyReportsPage } from './MyReportsPage';
import { OtherReportsPage } from './OtherReportsPage';

/** A report's route: its generic screen (ReportPage) behind the permission that reads it. */
const report = (path: string, name: ReportKey, permission: Permission) => ({
  path,
  element: <ReportPage report={name} />,
  permission,
});

/**
 * 002 §2 reports, other reports and rank statistics (issue 12): one generic screen per report
 * (ReportPage), 'My reports' for every file a user generated.
 */
export const reportsArea: WebArea = {
  routes: [
    report('/v/report/poea-ph', 'poea-ph', 'reports.poea'),
    report('/v/report/poea-intl', 'poea-intl', 'reports.poea'),
    {
      path: '/v/report/crewreport',
      element: <ReportPage report="crew-report" extra={[{ report: 'crew-master-list', label: 'Crew Master List' }]} />,
      permission: 'reports.crew',
    },
    report('/v/report/monthly-report', 'monthly-report', 'reports.crew'),
    report('/v/report/onboardlist', 'onboard-list', 'reports.crew'),
    report('/v/report/standbylist', 'standby-list', 'reports.crew'),
    report('/v/report/crewchangereport', 'crew-change-report', 'reports.crew'),
    report('/v/other-reports/expiredcrewdocumentsreport', 'expired-crew-documents', 'reports.crew'),
    report('/v/other-reports/crew-embarkation-list', 'crew-embarkation-list', 'reports.crew'),
    report('/v/other-reports/crew-retention-report', 'crew-retention', 'reports.crew'),
    report('/v/other-reports/deployment-1989-report', 'deployment-1989', 'reports.crew'),
    report('/v/rank-statistics', 'rank-statistics', 'rank-statistics.read'),
    report('/v/report/withdrawal', 'withdrawal-list', 'reports.crew'),
    report('/v/report/nfr', 'nfr-list', 'reports.crew'),
    report('/v/report/usvisarecommendation', 'us-visa-recommendation', 'reports.crew'),
    report('/v/report/onboard-with-us-visa', 'onboard-with-us-visa', 'reports.crew'),
    report('/v/report/prejoiningchecklist', 'prejoining-checklist', 'reports.crew'),
    report('/v/report/amosup/onboardlist', 'amosup-onboard', 'reports.crew'),
    report('/v/report/amosup/disembarklist', 'amosup-disembark', 'reports.crew'),
    report('/v/report/crew-summary-per-principal', 'crew-summary-per-principal', 'reports.principal'),
    report('/v/report/krbs-vessel-type-crewsummary', 'krbs-vessel-type-summary', 'reports.principal'),
    report('/v/report/jisholders', 'jis-holders', 'reports.crew'),
    report('/v/report/embark-requirements', 'embark-requirements', 'reports.crew'),
    report('/v/report/owms', 'owms', 'reports.crew'),
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
