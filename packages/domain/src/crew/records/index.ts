import { familiesByName, type RecordFamily } from '../../records/family.js';
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
 * procedure name (`crewRecords.<key>.add`); each family's `name` is what its events store.
 */
export const CREW_RECORD_FAMILIES = {
  address: addressFamily,
  contact: contactFamily,
  emergencyContact: emergencyContactFamily,
  education: educationFamily,
  family: familyFamily,
  scholar: scholarFamily,
  category: categoryFamily,
  outsideExperience: outsideExperienceFamily,
  comment: commentFamily,
  incident: incidentFamily,
  medicalIssue: medicalIssueFamily,
  pandi: pandiFamily,
  pandiCheckup: pandiCheckupFamily,
  training: trainingFamily,
  certificate: certificateFamily,
  recommendation: recommendationFamily,
  // Issue 9: documents, certificates, licenses, medicals, flag requirements, medical documents, vaccines and tests.
  crewDocument: crewDocumentFamily,
  crewCertificate: crewCertificateFamily,
  crewLicense: crewLicenseFamily,
  crewMedical: crewMedicalFamily,
  flagRequirement: flagRequirementFamily,
  medicalDocument: medicalDocumentFamily,
  covidVaccine: covidVaccineFamily,
  covidTest: covidTestFamily,
  internationalVaccine: internationalVaccineFamily,
  checklistRecommendation: checklistRecommendationFamily,
  checklistRemark: checklistRemarkFamily,
  // Issue 15: cash advances, loans and payments, withdrawals, evaluations, assessments, promotions.
  cashAdvance: cashAdvanceFamily,
  cashLoan: cashLoanFamily,
  cashLoanPayment: cashLoanPaymentFamily,
  withdrawal: withdrawalFamily,
  withdrawalRemark: withdrawalRemarkFamily,
  cer: cerFamily,
  companyEvaluation: companyEvaluationFamily,
  crewAssessment: crewAssessmentFamily,
  promotion: promotionFamily,
  promotionChecklist: promotionChecklistFamily,
  // Issue 13: debriefing records (000 §2 DebriefingRecords route), served by the debriefing area's router.
  debriefingRecord: debriefingRecordFamily,
  // Issue 31: employment contracts and their extensions, served by the compliance area's router.
  contract: employmentContractFamily,
  contractChange: contractChangeFamily,
  owmsReport: owmsReportFamily,
} as const satisfies Record<string, RecordFamily>;

export type CrewRecordFamilyKey = keyof typeof CREW_RECORD_FAMILIES;

/** By stored name ('outside-experience'), for the decider and the projections. */
export const CREW_RECORD_FAMILIES_BY_NAME = familiesByName(CREW_RECORD_FAMILIES);

export { addressFamily, familyFamily, pandiFamily, pandiCheckupFamily };
