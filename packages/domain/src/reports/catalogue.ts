import { z } from 'zod';
import type { Permission } from '../permissions.js';

export type ReportFormat = 'pdf' | 'xlsx';
/** The filters a report screen shows (each report names its own). */
export type ReportFilter = 'dateRange' | 'signatory' | 'port' | 'vessel' | 'fleet' | 'rank';

export interface ReportSpec {
  key: string;
  title: string;
  /** The 002 §2 route. */
  path: string;
  permission: Permission;
  formats: readonly ReportFormat[];
  filters: readonly ReportFilter[];
  /** Filters the server requires (the date range always when shown). */
  required?: readonly ReportFilter[];
}

const r = (
  key: string,
  title: string,
  path: string,
  permission: Permission,
  formats: ReportFormat[],
  filters: ReportFilter[],
  required: ReportFilter[] = [],
): ReportSpec => ({
  key,
  title,
  path,
  permission,
  formats,
  filters,
  required,
});

/** Every report of the route table (002 §2) the pipeline renders, with its screen's filters. */
export const REPORTS = [
  r('poea-ph', 'POEA Report (PH)', '/v/report/poea-ph', 'reports.poea', ['pdf'], ['dateRange', 'signatory']),
  r(
    'poea-intl',
    'POEA Report (International)',
    '/v/report/poea-intl',
    'reports.poea',
    ['pdf'],
    ['dateRange', 'port', 'signatory'],
  ),
  r('crew-report', 'Crew Report', '/v/report/crewreport', 'reports.crew', ['pdf', 'xlsx'], ['vessel', 'rank']),
  r('crew-master-list', 'Crew Master List', '/v/report/crewreport', 'reports.crew', ['pdf'], ['rank']),
  r(
    'monthly-report',
    'Monthly Report',
    '/v/report/monthly-report',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['dateRange', 'fleet'],
  ),
  r('onboard-list', 'Onboard List', '/v/report/onboardlist', 'reports.crew', ['pdf', 'xlsx'], ['fleet', 'vessel']),
  r('standby-list', 'Standby List', '/v/report/standbylist', 'reports.crew', ['pdf', 'xlsx'], ['rank', 'fleet']),
  r(
    'crew-change-report',
    'Crew Change Report',
    '/v/report/crewchangereport',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['dateRange', 'fleet', 'vessel'],
  ),
  r(
    'expired-crew-documents',
    'Expired Crew Documents Report',
    '/v/other-reports/expiredcrewdocumentsreport',
    'reports.crew',
    ['pdf'],
    ['fleet'],
  ),
  r(
    'crew-embarkation-list',
    'Crew Embarkation List',
    '/v/other-reports/crew-embarkation-list',
    'reports.crew',
    ['pdf'],
    ['dateRange'],
  ),
  r(
    'crew-retention',
    'Crew Retention Report',
    '/v/other-reports/crew-retention-report',
    'reports.crew',
    ['pdf'],
    ['dateRange', 'rank'],
    ['rank'],
  ),
  r(
    'deployment-1989',
    'Deployment 1989 Report',
    '/v/other-reports/deployment-1989-report',
    'reports.crew',
    ['xlsx'],
    ['dateRange'],
  ),
  r('withdrawal-list', 'Withdrawal Report', '/v/report/withdrawal', 'reports.crew', ['pdf', 'xlsx'], ['dateRange']),
  r('nfr-list', 'NFR Report', '/v/report/nfr', 'reports.crew', ['pdf', 'xlsx'], ['dateRange']),
  r(
    'us-visa-recommendation',
    'US Visa Recommendation',
    '/v/report/usvisarecommendation',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['rank'],
  ),
  r(
    'onboard-with-us-visa',
    'Onboard with US Visa',
    '/v/report/onboard-with-us-visa',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['fleet', 'vessel'],
  ),
  r(
    'prejoining-checklist',
    'Pre-Joining Checklist',
    '/v/report/prejoiningchecklist',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['fleet', 'vessel'],
  ),
  r(
    'amosup-onboard',
    'AMOSUP Onboard List',
    '/v/report/amosup/onboardlist',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['vessel'],
  ),
  r(
    'amosup-disembark',
    'AMOSUP Disembark List',
    '/v/report/amosup/disembarklist',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['dateRange'],
  ),
  r(
    'crew-summary-per-principal',
    'Crew Summary per Principal',
    '/v/report/crew-summary-per-principal',
    'reports.principal',
    ['pdf', 'xlsx'],
    [],
  ),
  r(
    'krbs-vessel-type-summary',
    'KRBS Vessel Type Crew Summary',
    '/v/report/krbs-vessel-type-crewsummary',
    'reports.principal',
    ['pdf', 'xlsx'],
    [],
  ),
  r('jis-holders', 'JIS Holders', '/v/report/jisholders', 'reports.crew', ['pdf', 'xlsx'], ['rank']),
  r(
    'embark-requirements',
    'Crew Embarking Document Requirements',
    '/v/report/embark-requirements',
    'reports.crew',
    ['pdf', 'xlsx'],
    ['fleet', 'vessel'],
  ),
  // Issue 31 §2: the reports the OWMS is owed, due in the period (DMW MC 12 s.2018, MC 9 s.2019).
  r('owms', 'OWMS Welfare Report', '/v/report/owms', 'reports.crew', ['pdf', 'xlsx'], ['dateRange', 'fleet']),
  r('rank-statistics', 'Rank Statistics', '/v/rank-statistics', 'rank-statistics.read', ['pdf', 'xlsx'], ['fleet']),
] as const satisfies readonly ReportSpec[];

export type ReportKey = (typeof REPORTS)[number]['key'];
export const REPORT_KEYS = REPORTS.map((x) => x.key) as [ReportKey, ...ReportKey[]];

export function reportSpec(key: ReportKey): ReportSpec {
  return REPORTS.find((x) => x.key === key)!;
}

const id = z.number().int().positive().max(2_147_483_647);
/** Every report's filters in one object; each report reads the ones it names. */
export const reportFilters = z.object({
  dateFrom: z.string().max(10).optional(),
  dateTo: z.string().max(10).optional(),
  signatoryId: id.optional(),
  portId: id.optional(),
  vesselId: id.optional(),
  fleetId: id.optional(),
  rankId: id.optional(),
});
export type ReportFilters = z.infer<typeof reportFilters>;

export const reportRequest = z.object({
  report: z.enum(REPORT_KEYS),
  filters: reportFilters,
  format: z.enum(['pdf', 'xlsx']),
});
export type ReportRequest = z.infer<typeof reportRequest>;

/**
 * POEA signatories (001 §9): the legacy's fixed ids, default 113, each tied to a named officer. The
 * name is the fleet signatory whose title matches (settings, Fleet Signatories); the title alone
 * when none is set up.
 */
export const POEA_SIGNATORIES = [
  { id: 113, title: 'PRESIDENT' },
  { id: 183, title: 'VICE PRESIDENT - OPERATIONS' },
  { id: 36, title: 'GENERAL MANAGER' },
  { id: 62, title: 'OPERATIONS MANAGER' },
  { id: 110, title: 'DOCUMENTATION MANAGER' },
  { id: 91, title: 'CREWING MANAGER' },
] as const;
export const DEFAULT_POEA_SIGNATORY = 113;
