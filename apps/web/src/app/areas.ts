import { auditArea } from '../audit/routes';
import { companyProfileArea } from '../company-profile/routes';
import { complianceArea } from '../compliance/routes';
import { authArea } from '../auth/routes';
import { covidVaccineArea } from '../covid-vaccine/routes';
import { crewChangeArea } from '../crew-change/routes';
import { crewArea } from '../crew/routes';
import { dashboardArea } from '../dashboard/routes';
import { debriefingArea } from '../debriefing/routes';
import { documentsArea } from '../documents/routes';
import { documentMatrixArea } from '../documents/matrix/routes';
import { financeArea } from '../finance/routes';
import { holidaysArea } from '../holidays/routes';
import { importArea } from '../import/routes';
import { masterDataArea } from '../master-data/routes';
import { notificationsArea } from '../notifications/routes';
import { planningArea } from '../planning/routes';
import { portalArea } from '../portal/routes';
import { principalArea } from '../principal/routes';
import { queuingArea } from '../queuing/routes';
import { reportsArea } from '../reports/routes';
import type { WebArea } from '../shared/web-area';
import { staffArea } from '../staff/routes';
import { usersArea } from '../users/routes';
import { vesselArea } from '../vessel/routes';

/**
 * The one list of web areas (the spec's names, as on the server's `features.ts`). The route
 * table and the side navigation are composed from it; adding an area is its folder and one line
 * here. The order is the side navigation's order within a section (Crew before Vessel before
 * Staff in Master List, Users before the master data lists in Settings, and so on).
 */
export const AREAS: WebArea[] = [
  authArea,
  dashboardArea,
  crewArea,
  documentsArea,
  covidVaccineArea,
  financeArea,
  vesselArea,
  staffArea,
  planningArea,
  crewChangeArea,
  debriefingArea,
  reportsArea,
  usersArea,
  companyProfileArea,
  masterDataArea,
  holidaysArea,
  complianceArea,
  documentMatrixArea,
  auditArea,
  importArea,
  notificationsArea,
  queuingArea,
  portalArea,
  principalArea,
];
