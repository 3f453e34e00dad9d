import { cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const reportsSamples: ProcedureSamples = {
  inputs: {
    'reports.staffList': () => ({}),
    'reports.status': () => ({ jobId: 'no-such-job' }),
    'reports.runs': () => undefined,
    'reports.run': () => ({ jobId: 'no-such-run' }),
    'reports.poea.preview': () => ({ report: 'poea-ph', filters: { dateFrom: '2026-01-01', dateTo: '2026-01-31' } }),
    'reports.poea.generate': () => ({
      report: 'poea-ph',
      filters: { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
      format: 'pdf',
    }),
    'reports.poea.signatories': () => undefined,
    'reports.crew.preview': () => ({ report: 'crew-report', filters: {} }),
    'reports.crew.generate': () => ({ report: 'onboard-list', filters: {}, format: 'xlsx' }),
    'reports.rankStatistics.preview': () => ({ report: 'rank-statistics', filters: {} }),
    'reports.rankStatistics.generate': () => ({ report: 'rank-statistics', filters: {}, format: 'pdf' }),
    'reports.principal.preview': () => ({ report: 'crew-summary-per-principal', filters: {} }),
    'reports.principal.generate': () => ({ report: 'krbs-vessel-type-summary', filters: {}, format: 'xlsx' }),
  },
  access: {
    'reports.staffList': cc('users.read'),
    'reports.status': cc('users.read'),
    // Issue 12: 'My reports' for every signed-in user; each report group for its permission (README "Reports").
    'reports.runs': cc('master-data.read'),
    'reports.run': cc('master-data.read'),
    'reports.poea.preview': cc('reports.poea', ['admin', 'ops', 'dss', 'management', 'crewing']),
    'reports.poea.generate': cc('reports.poea', ['admin', 'ops', 'dss', 'management', 'crewing']),
    'reports.poea.signatories': cc('reports.poea', ['admin', 'ops', 'dss', 'management', 'crewing']),
    'reports.crew.preview': cc('reports.crew', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'staffdb']),
    'reports.crew.generate': cc('reports.crew', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'staffdb']),
    'reports.rankStatistics.preview': cc('rank-statistics.read', ['admin']),
    'reports.rankStatistics.generate': cc('rank-statistics.read', ['admin']),
    'reports.principal.preview': cc('reports.principal', ['admin', 'ops', 'management']),
    'reports.principal.generate': cc('reports.principal', ['admin', 'ops', 'management']),
  },
};
