import type { Projection } from '@crewing/events';
import type { TopicKind } from '@crewing/domain';
import { router } from './platform/trpc/trpc.js';
import type { FileReadRule, FileUploader, Feature, LiveRules, LiveVersions } from './platform/feature.js';
import type { JobDefinition } from './platform/jobs/definition.js';
import type { ProcessDefinition } from './platform/process.js';
import { authFeature } from './auth/index.js';
import { usersFeature } from './users/index.js';
import { auditFeature } from './audit/index.js';
import { masterDataFeature } from './master-data/index.js';
import { psgcFeature } from './psgc/index.js';
import { crewFeature } from './crew/index.js';
import { documentsFeature } from './documents/index.js';
import { covidVaccineFeature } from './covid-vaccine/index.js';
import { notificationsFeature } from './notifications/index.js';
import { staffFeature } from './staff/index.js';
import { reportsFeature } from './reports/index.js';
import { crewChangeFeature } from './crew-change/index.js';
import { vesselFeature } from './vessel/index.js';
import { financeFeature } from './finance/index.js';
import { debriefingFeature } from './debriefing/index.js';
import { planningFeature } from './planning/index.js';
import { dashboardFeature } from './dashboard/index.js';
import { companyProfileFeature } from './company-profile/index.js';
import { holidaysFeature } from './holidays/index.js';
import { importFeature } from './import/index.js';
import { portalFeature } from './portal/index.js';
import { complianceFeature } from './compliance/index.js';
import { principalFeature } from './principal/index.js';

/**
 * The one list of areas. Each brings its procedures (under its key), projections, jobs and live
 * topic rules. Adding an area: its folder, and one line here. Projections fold in this order.
 */
export const features = {
  auth: authFeature,
  users: usersFeature,
  audit: auditFeature,
  masterData: masterDataFeature,
  psgc: psgcFeature,
  crew: crewFeature,
  documents: documentsFeature,
  covidVaccine: covidVaccineFeature,
  notifications: notificationsFeature,
  staff: staffFeature,
  reports: reportsFeature,
  crewChange: crewChangeFeature,
  vessel: vesselFeature,
  finance: financeFeature,
  debriefing: debriefingFeature,
  planning: planningFeature,
  dashboard: dashboardFeature,
  companyProfile: companyProfileFeature,
  holidays: holidaysFeature,
  import: importFeature,
  portal: portalFeature,
  compliance: complianceFeature,
  principal: principalFeature,
} satisfies Record<string, Feature>;

type Features = typeof features;
const routers = Object.fromEntries(Object.entries(features).map(([k, f]) => [k, f.router])) as {
  [K in keyof Features]: Features[K]['router'];
};

export const appRouter = router(routers);

const all: Feature[] = Object.values(features);
/** Every projection of the system (npm run replay takes their names). */
export const allProjections: Projection[] = all.flatMap((f) => f.projections ?? []);
export const allJobs: JobDefinition[] = all.flatMap((f) => f.jobs ?? []);
export const allProcesses: ProcessDefinition[] = all.flatMap((f) => f.processes ?? []);
/** Join rules by topic kind; a kind no area claims cannot be joined. */
export const liveRules: LiveRules = Object.assign({}, ...all.map((f) => f.live ?? {}));
export const liveKinds = Object.keys(liveRules) as TopicKind[];
/** Topic versions by kind, answered with a join. */
export const liveVersions: LiveVersions = Object.assign({}, ...all.map((f) => f.liveVersions ?? {}));
/** Who may download files carried by an area's records (comment attachments...). */
export const fileReaders: FileReadRule[] = all.flatMap((f) => f.fileReaders ?? []);
/** Who besides the staff uploads through /files (a seafarer's session, issue 29). */
export const fileUploaders: FileUploader[] = all.flatMap((f) => f.fileUploaders ?? []);
