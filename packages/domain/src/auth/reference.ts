/** Reference data the legacy fixed in code (002 §6). Ids are kept so imported data matches. */
export const USER_TYPES = [
  { id: 1, name: 'SYSTEM ADMINISTRATOR' },
  { id: 2, name: 'STAFF' },
  { id: 3, name: 'PRINCIPAL' },
] as const;
export const SYSTEM_ADMIN_USER_TYPE = 1;

/** The entries of a table keyed by a name in code, in their order, and each name's id. */
function keyedTable<K extends string, E extends { id: number }>(table: Record<K, E>) {
  const entries = Object.values<E>(table);
  const ids = Object.fromEntries(Object.entries<E>(table).map(([key, e]) => [key, e.id])) as {
    [P in K]: (typeof table)[P]['id'];
  };
  return { entries, ids };
}

const departments = keyedTable({
  management: { id: 1, code: 'MGT', name: 'MANAGEMENT' },
  operations: { id: 2, code: 'OPS', name: 'OPERATIONS' },
  bulk: { id: 3, code: 'BULK', name: 'BULK' },
  pcc: { id: 4, code: 'PCC', name: 'PCC' },
  training: { id: 6, code: 'TRN', name: 'TRAINING' },
  admin: { id: 7, code: 'ADM', name: 'ADMIN' },
  finance: { id: 8, code: 'FIN', name: 'FINANCE' },
  accounting: { id: 9, code: 'ACC', name: 'ACCOUNTING' },
  dss: { id: 10, code: 'DSS', name: 'DSS' },
} as const);
export const DEPARTMENTS = departments.entries;
/** A department's id by its name in code (`DEPT.operations`). */
export const DEPT = departments.ids;

/**
 * Positions. Ids 2..39 are the legacy's. The legacy never said which position makes a user
 * an assistant (isAib) or the quarantine/hotel coordinator (isMgc); ids 40 and 41 are ours.
 */
const positions = keyedTable({
  president: { id: 2, name: 'PRESIDENT', short_name: 'PRES' },
  vpOperations: { id: 3, name: 'VP OPERATIONS', short_name: 'VPO' },
  vpTraining: { id: 4, name: 'VP TRAINING', short_name: 'VPT' },
  operationsManager: { id: 5, name: 'OPERATIONS MANAGER', short_name: 'OM' },
  crewingOfficer: { id: 9, name: 'CREWING OFFICER', short_name: 'CO' },
  docAssistant: { id: 11, name: 'DOC ASSISTANT', short_name: 'DA' },
  assistantTraining: { id: 17, name: 'ASSISTANT TRAINING', short_name: 'AT' },
  generalManager: { id: 18, name: 'GENERAL MANAGER', short_name: 'GM' },
  jiss: { id: 38, name: 'JISS', short_name: 'JISS' },
  divisionManager: { id: 39, name: 'DIVISION MANAGER', short_name: 'DM' },
  aib: { id: 40, name: 'CREWING ASSISTANT (AIB)', short_name: 'AIB' },
  mgc: { id: 41, name: 'QUARANTINE / HOTEL COORDINATOR (MGC)', short_name: 'MGC' },
} as const);
export const POSITIONS = positions.entries;
/** A position's id by its name in code (`POS.crewingOfficer`). */
export const POS = positions.ids;

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
  'import',
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
  import: 'Import data from spreadsheets',
  auditor: 'Auditor (history log, device, browser and IP)',
};
