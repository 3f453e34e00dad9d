/**
 * The debriefing's lists (002 §3 Debriefing: sections, officer and crew-comment questions, JIS keys,
 * document scanning and clearance). The legacy names them but not their contents; these are what a
 * crewing agency's debriefing officer asks a seafarer coming home. Ids are stored in events: never
 * renumber one. They are code, not settings, because 002 §9 fixes their order by id (README).
 */

/** Debriefing sections (002 §3 debriefing_section_id). 3, 11, 7, 10, 8 go to top management (002 §9). */
export const DEBRIEFING_SECTIONS = [
  { id: 1, name: 'VESSEL AND VOYAGE OVERVIEW' },
  { id: 2, name: 'LIVING CONDITIONS, FOOD AND PROVISIONS' },
  { id: 3, name: 'SAFETY, SECURITY AND EMERGENCY PREPAREDNESS' },
  { id: 4, name: 'WORK, WATCHKEEPING AND REST HOURS' },
  { id: 5, name: 'RELATIONS WITH OFFICERS AND FELLOW CREW' },
  { id: 6, name: 'MEDICAL CARE AND WELFARE' },
  { id: 7, name: 'INCIDENTS, ACCIDENTS AND NEAR MISSES' },
  { id: 8, name: 'COMPLAINTS AND GRIEVANCES' },
  { id: 9, name: 'TRAINING NEEDS' },
  { id: 10, name: 'SENIOR OFFICERS AND SHIP MANAGEMENT' },
  { id: 11, name: 'PRINCIPAL, WAGES AND ALLOTMENTS' },
  { id: 12, name: 'PLANS AND SUGGESTIONS' },
] as const;

/** 002 §9 top-management debriefing sections, in this order. */
export const TOP_MANAGEMENT_SECTIONS = [3, 11, 7, 10, 8] as const;

export type QuestionGroup = 'officer' | 'crew';
/** Officer questions (asked of officers) and crew-comment questions (asked of everyone). */
export const DEBRIEFING_QUESTIONS: ReadonlyArray<{ key: string; group: QuestionGroup; text: string }> = [
  { key: 'o1', group: 'officer', text: 'WERE THE PLANNED MAINTENANCE AND VESSEL RECORDS KEPT UP TO DATE?' },
  { key: 'o2', group: 'officer', text: 'WERE THERE PORT STATE CONTROL OR VETTING DEFICIENCIES DURING YOUR CONTRACT?' },
  { key: 'o3', group: 'officer', text: 'WERE MANNING AND REST-HOUR REQUIREMENTS COMPLIED WITH?' },
  { key: 'o4', group: 'officer', text: "DID THE COMPANY'S SUPERINTENDENTS ANSWER REQUESTS PROMPTLY?" },
  { key: 'o5', group: 'officer', text: 'WOULD YOU SAIL AGAIN WITH THE PRESENT SENIOR OFFICERS?' },
  { key: 'c1', group: 'crew', text: 'WERE WAGES AND ALLOTMENTS PAID ON TIME?' },
  { key: 'c2', group: 'crew', text: 'WERE FOOD AND PROVISIONS ADEQUATE?' },
  { key: 'c3', group: 'crew', text: 'WERE YOU TREATED FAIRLY BY THE OFFICERS?' },
  { key: 'c4', group: 'crew', text: 'WERE YOU GIVEN THE REST HOURS REQUIRED?' },
  { key: 'c5', group: 'crew', text: 'WOULD YOU JOIN THIS VESSEL AGAIN?' },
];
export const ANSWERS = ['YES', 'NO', 'N/A'] as const;

/** JIS keys (job interview summary ratings), in the 002 §9 order j1, j2, j3, jt, j6, j7, j8. */
export const JIS_KEYS = [
  { key: 'j1', name: 'ATTITUDE AND DISCIPLINE' },
  { key: 'j2', name: 'TECHNICAL KNOWLEDGE' },
  { key: 'j3', name: 'COMMUNICATION (ENGLISH)' },
  { key: 'jt', name: 'TEAMWORK' },
  { key: 'j6', name: 'SAFETY AWARENESS' },
  { key: 'j7', name: 'HEALTH AND FITNESS' },
  { key: 'j8', name: 'OVERALL ASSESSMENT' },
] as const;
export const JIS_RATINGS = ['EXCELLENT', 'VERY GOOD', 'GOOD', 'FAIR', 'POOR'] as const;

/** Documents returned at debriefing, scanned, stored and cleared, in the 002 §9 display order. */
export const DEBRIEFING_DOCUMENTS = [
  { code: '18', name: "SEAMAN'S BOOK" },
  { code: '32', name: 'PASSPORT' },
  { code: '41', name: 'CONTRACT OF EMPLOYMENT' },
  { code: '42', name: 'ALLOTMENT SLIPS AND RECEIPTS' },
  { code: 'a4', name: 'VESSEL APPRAISAL REPORT' },
  { code: 'c0', name: 'CERTIFICATE OF SEA SERVICE' },
  { code: 'f1', name: 'FINAL PAY SLIP' },
  { code: 'f2', name: 'FLAG STATE DOCUMENTS' },
  { code: 'p1', name: 'DISEMBARKATION MEDICAL (POST-MEDICAL)' },
  { code: 'p2', name: 'P&I CLEARANCE' },
] as const;

export const SCHOLAR_ASSESSMENTS = [
  'RECOMMENDED FOR PROMOTION',
  'RETAIN IN RANK',
  'FOR FURTHER TRAINING',
  'NOT RECOMMENDED',
] as const;
/** Top management's decision on a debriefing marked For Review. */
export const MANAGEMENT_DECISIONS = ['NOTED', 'FOR RE-HIRE', 'NOT FOR RE-HIRE', 'FOR INVESTIGATION'] as const;

export const sectionName = (id: number) => DEBRIEFING_SECTIONS.find((s) => s.id === id)?.name ?? `SECTION ${id}`;
