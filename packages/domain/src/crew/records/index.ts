import { ownerFamilies } from '../../records/family.js';
import {
  certificateFamily,
  commentFamily,
  incidentFamily,
  medicalIssueFamily,
  outsideExperienceFamily,
  pandiCheckupFamily,
  pandiFamily,
  recommendationFamily,
  trainingFamily,
} from './cases.js';
import {
  crewCertificateFamily,
  crewDocumentFamily,
  crewLicenseFamily,
  crewMedicalFamily,
  flagRequirementFamily,
  medicalDocumentFamily,
} from '../../documents/families.js';
import { checklistRecommendationFamily, checklistRemarkFamily } from '../../documents/checklist.js';
import { covidTestFamily, covidVaccineFamily, internationalVaccineFamily } from '../../covid-vaccine/families.js';
import {
  cashAdvanceFamily,
  cashLoanFamily,
  cashLoanPaymentFamily,
  withdrawalFamily,
  withdrawalRemarkFamily,
} from '../../finance/families.js';
import {
  cerFamily,
  companyEvaluationFamily,
  crewAssessmentFamily,
  promotionChecklistFamily,
  promotionFamily,
} from '../../finance/evaluations.js';
import { debriefingRecordFamily } from '../../debriefing/records.js';
import { contractChangeFamily, employmentContractFamily } from '../../compliance/contracts.js';
import { owmsReportFamily } from '../../compliance/owms.js';
import { eRegistrationFamily, marinaVerificationFamily } from '../../compliance/marina.js';
import {
  addressFamily,
  categoryFamily,
  contactFamily,
  educationFamily,
  emergencyContactFamily,
  familyFamily,
  scholarFamily,
} from './profile.js';

/**
 * The crew 201 file's record families (issue 8), kept on the crew's stream. The key is the
 * procedure name (`crewRecords.<key>.add`), the family's stored `name` in camelCase ('outside-experience':
 * `outsideExperience`).
 */
export const [CREW_RECORD_FAMILIES, CREW_RECORD_FAMILIES_BY_NAME] = ownerFamilies('', [
  addressFamily,
  contactFamily,
  emergencyContactFamily,
  educationFamily,
  familyFamily,
  scholarFamily,
  categoryFamily,
  outsideExperienceFamily,
  commentFamily,
  incidentFamily,
  medicalIssueFamily,
  pandiFamily,
  pandiCheckupFamily,
  trainingFamily,
  certificateFamily,
  recommendationFamily,
  // Issue 9: documents, certificates, licenses, medicals, flag requirements, medical documents, vaccines and tests.
  crewDocumentFamily,
  crewCertificateFamily,
  crewLicenseFamily,
  crewMedicalFamily,
  flagRequirementFamily,
  medicalDocumentFamily,
  covidVaccineFamily,
  covidTestFamily,
  internationalVaccineFamily,
  checklistRecommendationFamily,
  checklistRemarkFamily,
  // Issue 15: cash advances, loans and payments, withdrawals, evaluations, assessments, promotions.
  cashAdvanceFamily,
  cashLoanFamily,
  cashLoanPaymentFamily,
  withdrawalFamily,
  withdrawalRemarkFamily,
  cerFamily,
  companyEvaluationFamily,
  crewAssessmentFamily,
  promotionFamily,
  promotionChecklistFamily,
  // Issue 13: debriefing records (000 §2 DebriefingRecords route), served by the debriefing area's router.
  debriefingRecordFamily,
  // Issue 31: employment contracts, their extensions and the OWMS reports, served by the compliance area's router.
  employmentContractFamily,
  contractChangeFamily,
  owmsReportFamily,
  // Issue 31 §3, §4: MARINA verification evidence and the DMW e-Registration number.
  marinaVerificationFamily,
  eRegistrationFamily,
]);

export type CrewRecordFamilyKey = keyof typeof CREW_RECORD_FAMILIES;

export { addressFamily, familyFamily, pandiFamily, pandiCheckupFamily };
