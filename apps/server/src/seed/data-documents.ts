import type { DocumentCategory } from '@crewing/domain';

/**
 * The document master list of the demo (issue 9), with the legacy's ids where the spec names them
 * (passports 47 and 269, 002 §9) and the embark grid's codes (001 §2.5). `type`: the certificate
 * type (1-13, 002 §9) a certificate is filed under.
 */
export interface DemoDocument {
  id: number;
  name: string;
  category: DocumentCategory;
  code?: string;
  type?: number;
  /** Years a new one is valid; none: it does not expire. */
  years?: number;
}

const doc = (
  id: number,
  name: string,
  category: DocumentCategory,
  o: Omit<DemoDocument, 'id' | 'name' | 'category'> = {},
): DemoDocument => ({
  id,
  name,
  category,
  ...o,
});

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  doc(1, 'CONTRACT OF EMPLOYMENT', 'document', { code: 'CONTRACT', years: 1 }),
  doc(47, 'PASSPORT', 'document', { code: 'PASSPORT', years: 10 }),
  doc(269, 'PASSPORT (OLD / CANCELLED)', 'document', { code: 'PASSPORT', years: 5 }),
  doc(2, "SEAMAN'S BOOK (SIRB)", 'document', { code: 'SEAMANS_BOOK', years: 10 }),
  doc(3, 'MARINA SID', 'document', { code: 'MARINA_SID', years: 10 }),
  doc(4, 'US VISA (C1/D)', 'document', { code: 'US_VISA', years: 5 }),
  doc(5, 'AUSTRALIAN MCV', 'document', { code: 'AUS_MCV', years: 3 }),
  doc(6, 'PHILIPPINE COE (DMW)', 'document', { code: 'PHIL_COE', years: 1 }),
  doc(7, 'SCHENGEN VISA', 'document', { years: 2 }),
  doc(8, 'NBI CLEARANCE', 'document', { years: 1 }),
  // The embark grid's Medical Certificate column (001 §2.5): a rank asks for it through this entry;
  // the crew's FIT pre-employment medical fills it (EMBARK_MEDICAL_EXAM_CODES).
  doc(9, 'MEDICAL CERTIFICATE (PEME)', 'medical-document', { code: 'MEDICAL', years: 1 }),
  doc(10, 'CERTIFICATE OF COMPETENCY (COC)', 'certificate', { code: 'COC', type: 3, years: 5 }),
  doc(11, "GMDSS GENERAL OPERATOR'S CERTIFICATE (GOC)", 'certificate', { code: 'GOC', type: 3, years: 5 }),
  doc(12, 'COP II/4 RATINGS FORMING PART OF A NAVIGATIONAL WATCH', 'certificate', {
    code: 'COP_II_4',
    type: 4,
    years: 5,
  }),
  doc(13, 'COP II/5 ABLE SEAFARER DECK', 'certificate', { code: 'COP_II_5', type: 4, years: 5 }),
  doc(14, 'COP III/4 RATINGS FORMING PART OF AN ENGINEERING WATCH', 'certificate', {
    code: 'COP_III_4',
    type: 4,
    years: 5,
  }),
  doc(15, 'COP III/5 ABLE SEAFARER ENGINE', 'certificate', { code: 'COP_III_5', type: 4, years: 5 }),
  doc(16, "NC I SHIPS' CATERING", 'certificate', { code: 'NC_I', type: 10, years: 5 }),
  doc(17, "NC III SHIPS' CATERING", 'certificate', { code: 'NC_III', type: 10, years: 5 }),
  doc(18, 'COP BASIC TRAINING (BT)', 'certificate', { code: 'COP_BT', type: 1, years: 5 }),
  doc(19, 'PROFICIENCY IN SURVIVAL CRAFT AND RESCUE BOATS (PSCRB)', 'certificate', {
    code: 'PSCRB',
    type: 2,
    years: 5,
  }),
  doc(20, 'SECURITY AWARENESS WITH DESIGNATED SECURITY DUTIES (SDSD)', 'certificate', { code: 'SDSD', type: 11 }),
  doc(21, 'ADVANCED FIRE FIGHTING (AFF)', 'certificate', { code: 'AFF', type: 2, years: 5 }),
  doc(22, 'MEDICAL CARE (MECA)', 'certificate', { code: 'MECA', type: 12, years: 5 }),
  doc(23, 'MEDICAL EMERGENCY FIRST AID (MEFA)', 'certificate', { code: 'MEFA', type: 12, years: 5 }),
  doc(24, 'SHIP SECURITY OFFICER (SSO)', 'certificate', { code: 'SSO', type: 11 }),
  doc(25, 'ECDIS GENERIC', 'certificate', { type: 7 }),
  doc(26, 'BRIDGE RESOURCE MANAGEMENT (BRM)', 'certificate', { type: 2 }),
  doc(27, 'ENGINE ROOM RESOURCE MANAGEMENT (ERM)', 'certificate', { type: 2 }),
  doc(28, 'ISM CODE FAMILIARIZATION', 'certificate', { type: 8 }),
  doc(29, 'AIS OPERATION', 'certificate', { type: 7 }),
  doc(30, 'TASK FORCE BRIEFING', 'certificate', { type: 8 }),
  doc(31, 'PRC LICENSE (MARINE DECK OFFICER)', 'license', { years: 3 }),
  doc(32, 'PRC LICENSE (MARINE ENGINEER OFFICER)', 'license', { years: 3 }),
  doc(33, 'MARINA SRN', 'license'),
  doc(40, "PANAMA SEAMAN'S BOOK", 'flag', { years: 5 }),
  doc(41, 'PANAMA COC ENDORSEMENT', 'flag', { years: 5 }),
  doc(42, 'LIBERIA SEAFARER IDENTIFICATION BOOK', 'flag', { years: 5 }),
  doc(43, 'LIBERIA COC ENDORSEMENT', 'flag', { years: 5 }),
  doc(44, "MARSHALL ISLANDS SEAMAN'S BOOK", 'flag', { years: 5 }),
  doc(45, 'MARSHALL ISLANDS COC ENDORSEMENT', 'flag', { years: 5 }),
  doc(46, 'SINGAPORE CERTIFICATE OF ENDORSEMENT', 'flag', { years: 5 }),
  doc(48, 'BAHAMAS ENDORSEMENT', 'flag', { years: 5 }),
  doc(49, "JAPAN SEAMAN'S HANDBOOK", 'flag', { years: 5 }),
  doc(50, 'JAPAN LICENSE ENDORSEMENT', 'flag', { years: 5 }),
  doc(51, 'HONG KONG SEAFARER ENDORSEMENT', 'flag', { years: 5 }),
  doc(52, 'MALTA COC ENDORSEMENT', 'flag', { years: 5 }),
  doc(53, 'CYPRUS COC ENDORSEMENT', 'flag', { years: 5 }),
  doc(54, 'NORWAY COC ENDORSEMENT', 'flag', { years: 5 }),
  doc(55, 'ANTIGUA AND BARBUDA ENDORSEMENT', 'flag', { years: 5 }),
  doc(60, 'DRUG AND ALCOHOL TEST', 'medical-document', { years: 1 }),
  doc(61, 'PSYCHOLOGICAL EVALUATION', 'medical-document', { years: 2 }),
  doc(62, 'HEPATITIS B SCREENING', 'medical-document', { years: 1 }),
  doc(70, 'YELLOW FEVER', 'vaccine', { years: 10 }),
  doc(71, 'CHOLERA', 'vaccine', { years: 2 }),
  doc(72, 'TYPHOID', 'vaccine', { years: 3 }),
  doc(73, 'HEPATITIS A', 'vaccine'),
];

/** Which documents a vessel's flag requires (flag name -> document ids). */
export const FLAG_REQUIREMENTS: Readonly<Record<string, readonly number[]>> = {
  PANAMA: [40, 41],
  LIBERIA: [42, 43],
  'MARSHALL ISLANDS': [44, 45],
  SINGAPORE: [46],
  BAHAMAS: [48],
  JAPAN: [49, 50],
  'HONG KONG': [51],
  MALTA: [52],
  CYPRUS: [53],
  NORWAY: [54],
  'ANTIGUA AND BARBUDA': [55],
};

/**
 * What every rank needs to embark beyond its own list (001 §2.5): the contract of employment and
 * the medical certificate. Not generated as crew records: the contract is filed when he embarks and
 * the medical certificate is his PEME, so a joiner without them shows MISSING.
 */
export const EVERY_RANK: Array<[number, boolean]> = [
  [1, true],
  [9, true],
];

/** The rank document matrix of the demo: [document id, mandatory] by rank name. */
const ALL: Array<[number, boolean]> = [
  [47, true],
  [2, true],
  [3, true],
  [6, true],
  [4, false],
  [5, false],
  [18, true],
  [19, true],
  [20, true],
  [28, false],
];
const OFFICER: Array<[number, boolean]> = [
  [10, true],
  [21, true],
  [23, true],
  [30, false],
];
const DECK_OFFICER: Array<[number, boolean]> = [
  ...OFFICER,
  [11, true],
  [25, true],
  [26, true],
  [29, false],
  [31, false],
];
const ENGINE_OFFICER: Array<[number, boolean]> = [...OFFICER, [27, true], [32, false]];
const SENIOR_DECK: Array<[number, boolean]> = [
  [22, true],
  [24, true],
];
export const RANK_MATRIX: Readonly<Record<string, Array<[number, boolean]>>> = {
  MASTER: [...ALL, ...DECK_OFFICER, ...SENIOR_DECK],
  'CHIEF OFFICER': [...ALL, ...DECK_OFFICER, ...SENIOR_DECK],
  'SECOND OFFICER': [...ALL, ...DECK_OFFICER],
  'THIRD OFFICER': [...ALL, ...DECK_OFFICER],
  'CHIEF ENGINEER': [...ALL, ...ENGINE_OFFICER, [22, true]],
  'FIRST ASSISTANT ENGINEER': [...ALL, ...ENGINE_OFFICER],
  'SECOND ASSISTANT ENGINEER': [...ALL, ...ENGINE_OFFICER],
  'THIRD ASSISTANT ENGINEER': [...ALL, ...ENGINE_OFFICER],
  ELECTRICIAN: [...ALL, [14, true], [21, false]],
  BOSUN: [...ALL, [12, true], [13, true]],
  'ABLE SEAMAN': [...ALL, [12, true], [13, true]],
  'ORDINARY SEAMAN': [...ALL, [12, true]],
  OILER: [...ALL, [14, true], [15, true]],
  WIPER: [...ALL, [14, true]],
  'CHIEF COOK': [...ALL, [17, true]],
  MESSMAN: [...ALL, [16, true]],
};

/** International vaccines most crews hold (yellow fever nearly all). */
export const VACCINES: ReadonlyArray<[number, number]> = [
  [70, 0.9],
  [71, 0.35],
  [72, 0.25],
];
