/** The 23 columns of the Crew Embarking Document Requirements grid (001 §2.5), in order. */
export const EMBARK_DOCUMENTS = [
  { code: 'CONTRACT', label: 'Contract of Employment' },
  { code: 'MEDICAL', label: 'Medical Certificate' },
  { code: 'PASSPORT', label: 'Passport' },
  { code: 'SEAMANS_BOOK', label: "Seaman's Book" },
  { code: 'MARINA_SID', label: 'MARINA SID' },
  { code: 'US_VISA', label: 'US VISA' },
  { code: 'AUS_MCV', label: 'Australian MCV' },
  { code: 'PHIL_COE', label: 'Phil. COE' },
  { code: 'COC', label: 'COC' },
  { code: 'GOC', label: 'GOC' },
  { code: 'COP_II_4', label: 'COP II/4' },
  { code: 'COP_II_5', label: 'COP II/5' },
  { code: 'COP_III_4', label: 'COP III/4' },
  { code: 'COP_III_5', label: 'COP III/5' },
  { code: 'NC_I', label: 'NC I' },
  { code: 'NC_III', label: 'NC III' },
  { code: 'COP_BT', label: 'COP BT' },
  { code: 'PSCRB', label: 'PSCRB' },
  { code: 'SDSD', label: 'SDSD' },
  { code: 'AFF', label: 'AFF' },
  { code: 'MECA', label: 'MECA' },
  { code: 'MEFA', label: 'MEFA' },
  { code: 'SSO', label: 'SSO' },
] as const;
export type EmbarkDocumentCode = (typeof EMBARK_DOCUMENTS)[number]['code'];

/**
 * The Medical Certificate column (001 §2.5) is the crew's pre-employment medical: his current
 * medical record whose exam kind (medical key list) has one of these codes, when its result is
 * FIT. A rank asks for it through a master-list document coded MEDICAL in its matrix.
 */
export const EMBARK_MEDICAL_EXAM_CODES: readonly string[] = ['PEME'];

/** Red when today is past the expiry date (001 §2.5, §9). */
export function isExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && today > expiryDate;
}
