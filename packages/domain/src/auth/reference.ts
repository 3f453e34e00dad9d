/** Reference data the legacy fixed in code (002 §6). Ids are kept so imported data matches. */
export const USER_TYPES = [
  { id: 1, name: 'SYSTEM ADMINISTRATOR' },
  { id: 2, name: 'STAFF' },
  { id: 3, name: 'PRINCIPAL' },
] as const;
export const SYSTEM_ADMIN_USER_TYPE = 1;

export const DEPARTMENTS = [
  { id: 1, code: 'MGT', name: 'MANAGEMENT' },
  { id: 2, code: 'OPS', name: 'OPERATIONS' },
  { id: 3, code: 'BULK', name: 'BULK' },
  { id: 4, code: 'PCC', name: 'PCC' },
  { id: 6, code: 'TRN', name: 'TRAINING' },
  { id: 7, code: 'ADM', name: 'ADMIN' },
  { id: 8, code: 'FIN', name: 'FINANCE' },
  { id: 9, code: 'ACC', name: 'ACCOUNTING' },
  { id: 10, code: 'DSS', name: 'DSS' },
] as const;

export const DEPT = {
  management: 1,
  operations: 2,
  bulk: 3,
  pcc: 4,
  training: 6,
  admin: 7,
  finance: 8,
  accounting: 9,
  dss: 10,
} as const;

/**
 * Positions. Ids 2..39 are the legacy's. The legacy never said which position makes a user
 * an assistant (isAib) or the quarantine/hotel coordinator (isMgc); ids 40 and 41 are ours.
 */
export const POSITIONS = [
  { id: 2, name: 'PRESIDENT', short_name: 'PRES' },
  { id: 3, name: 'VP OPERATIONS', short_name: 'VPO' },
  { id: 4, name: 'VP TRAINING', short_name: 'VPT' },
  { id: 5, name: 'OPERATIONS MANAGER', short_name: 'OM' },
  { id: 9, name: 'CREWING OFFICER', short_name: 'CO' },
  { id: 11, name: 'DOC ASSISTANT', short_name: 'DA' },
  { id: 17, name: 'ASSISTANT TRAINING', short_name: 'AT' },
  { id: 18, name: 'GENERAL MANAGER', short_name: 'GM' },
  { id: 38, name: 'JISS', short_name: 'JISS' },
  { id: 39, name: 'DIVISION MANAGER', short_name: 'DM' },
  { id: 40, name: 'CREWING ASSISTANT (AIB)', short_name: 'AIB' },
  { id: 41, name: 'QUARANTINE / HOTEL COORDINATOR (MGC)', short_name: 'MGC' },
] as const;

export const POS = {
  president: 2,
  vpOperations: 3,
  vpTraining: 4,
  operationsManager: 5,
  crewingOfficer: 9,
  docAssistant: 11,
  assistantTraining: 17,
  generalManager: 18,
  jiss: 38,
  divisionManager: 39,
  aib: 40,
  mgc: 41,
} as const;

/** Fleet vessel type codes (002 §9). */
export const VESSEL_TYPES = [
  { id: 1, name: 'PASSENGER / PCC' },
  { id: 2, name: 'BULK' },
] as const;

/**
 * What the legacy tied to fixed user ids becomes a named grant that an administrator gives.
 */
export const GRANTS = [
  'staff-database',
  'coe',
  'rank-statistics',
  'liaison-officer',
  'view-only',
  'jes',
  'auditor',
] as const;
export type Grant = (typeof GRANTS)[number];

export const GRANT_LABELS: Record<Grant, string> = {
  'staff-database': 'Staff database access',
  coe: 'Certificate of Employment page',
  'rank-statistics': 'Rank statistics',
  'liaison-officer': 'Liaison officer',
  'view-only': 'View-only group',
  jes: 'JES (vessel flag history, specification, ECDIS)',
  auditor: 'Auditor (history log, device, browser and IP)',
};
