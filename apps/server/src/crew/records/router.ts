import { CREW_RECORD_FAMILIES, type CrewCommand } from '@crewing/domain';
import { router } from '../../platform/trpc/trpc.js';
import { ownerRecordProcedures, streamBinding } from '../../records/router.js';
import { crewOwner } from './owner.js';
import { crews } from '../commands.js';

/** The record pattern bound to crews: the crew's stream, its read model, `crewId` in every input. */
export const crewRecordsBinding = streamBinding({
  key: 'crewId',
  sequence: 'crew_record',
  owner: crewOwner,
  stream: crews,
  commands: { add: 'AddCrewRecord', update: 'UpdateCrewRecord', remove: 'DeleteCrewRecord' } satisfies Record<
    string,
    CrewCommand['type']
  >,
  added: 'CrewRecordAdded',
});

const F = CREW_RECORD_FAMILIES;
const p = (family: (typeof F)[keyof typeof F]) => ownerRecordProcedures(crewRecordsBinding, family);
/** Every family of the crew 201 file: `crew.records.<family>.<list|add|update|remove>`. */
export const crewRecordsRouter = router({
  address: p(F.address),
  contact: p(F.contact),
  emergencyContact: p(F.emergencyContact),
  education: p(F.education),
  family: p(F.family),
  scholar: p(F.scholar),
  category: p(F.category),
  outsideExperience: p(F.outsideExperience),
  comment: p(F.comment),
  incident: p(F.incident),
  medicalIssue: p(F.medicalIssue),
  pandi: p(F.pandi),
  pandiCheckup: p(F.pandiCheckup),
  training: p(F.training),
  certificate: p(F.certificate),
  recommendation: p(F.recommendation),
  crewDocument: p(F.crewDocument),
  crewCertificate: p(F.crewCertificate),
  crewLicense: p(F.crewLicense),
  crewMedical: p(F.crewMedical),
  flagRequirement: p(F.flagRequirement),
  medicalDocument: p(F.medicalDocument),
  covidVaccine: p(F.covidVaccine),
  covidTest: p(F.covidTest),
  internationalVaccine: p(F.internationalVaccine),
  checklistRecommendation: p(F.checklistRecommendation),
  checklistRemark: p(F.checklistRemark),
  cashAdvance: p(F.cashAdvance),
  cashLoan: p(F.cashLoan),
  cashLoanPayment: p(F.cashLoanPayment),
  withdrawal: p(F.withdrawal),
  withdrawalRemark: p(F.withdrawalRemark),
  cer: p(F.cer),
  companyEvaluation: p(F.companyEvaluation),
  crewAssessment: p(F.crewAssessment),
  promotion: p(F.promotion),
  promotionChecklist: p(F.promotionChecklist),
});
