import type { ReportKey } from '@crewing/domain/reports/index';
import type { ReportDefinition } from './definition.js';
import { reportJob } from './definition.js';
import { poeaIntlReport, poeaPhReport } from './poea/reports.js';

/** Every report the pipeline renders, one definition each (their folders hold the queries). */
export const REPORT_DEFINITIONS: ReportDefinition[] = [poeaPhReport, poeaIntlReport];

export function definitionOf(key: ReportKey): ReportDefinition | undefined {
  return REPORT_DEFINITIONS.find((d) => d.key === key);
}

export const reportJobs = REPORT_DEFINITIONS.map(reportJob);
