import type { ReportKey } from '@crewing/domain/reports/index';
import type { ReportDefinition } from './definition.js';
import { reportJob } from './definition.js';
import { poeaIntlReport, poeaPhReport } from './poea/reports.js';
import { crewMasterList, crewReport, onboardList, standbyList } from './crew/lists.js';
import { crewEmbarkationList, crewRetention, deployment1989, monthlyReport } from './crew/movements.js';
import { crewChangeReport, rankStatistics } from './crew/board.js';
import { expiredCrewDocuments } from './crew/documents.js';
import { prejoiningChecklist } from './crew/prejoining.js';
import { jisHolders } from './crew/jis.js';
import { embarkRequirements } from './crew/embark-requirements.js';
import {
  amosupDisembark,
  amosupOnboard,
  crewSummaryPerPrincipal,
  krbsVesselTypeSummary,
  nfrList,
  onboardWithUsVisa,
  usVisaRecommendation,
  withdrawalList,
} from './crew/more.js';
import { owmsReport } from '../compliance/owms-report.js';

/** Every report the pipeline renders, one definition each (their folders hold the queries). */
export const REPORT_DEFINITIONS: ReportDefinition[] = [
  poeaPhReport,
  poeaIntlReport,
  crewReport,
  crewMasterList,
  monthlyReport,
  onboardList,
  standbyList,
  crewChangeReport,
  expiredCrewDocuments,
  crewEmbarkationList,
  crewRetention,
  deployment1989,
  rankStatistics,
  withdrawalList,
  nfrList,
  usVisaRecommendation,
  onboardWithUsVisa,
  prejoiningChecklist,
  amosupOnboard,
  amosupDisembark,
  crewSummaryPerPrincipal,
  krbsVesselTypeSummary,
  jisHolders,
  embarkRequirements,
  owmsReport,
];

export function definitionOf(key: ReportKey): ReportDefinition | undefined {
  return REPORT_DEFINITIONS.find((d) => d.key === key);
}

export const reportJobs = REPORT_DEFINITIONS.map(reportJob);
