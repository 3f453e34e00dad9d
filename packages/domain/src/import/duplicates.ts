/**
 * The possible-duplicate rule of Add Crew (002 §3, §7 verifyCrewExistence; crew/list-query.ts
 * possibleDuplicates): the same applicant no., crew code or IPN (case-insensitive), or the same last
 * name, first name and birthdate; an import also matches the passport and seaman's book (SIRB)
 * numbers on file (issue 28 §3). An import compares each row with the crews on file and with the
 * rows above it in the same sheet.
 */
export type CrewIdentityKeys = Partial<
  Record<
    'applicantNo' | 'crewCode' | 'ipn' | 'passportNo' | 'sirbNo' | 'lastName' | 'firstName' | 'birthdate',
    string | null
  >
>;

/** The single-value identity fields, each a key of its own. */
const KEY_FIELDS = ['applicantNo', 'crewCode', 'ipn', 'passportNo', 'sirbNo'] as const;

/** The keys one identity is matched on ('applicantNo:a-123', 'name:dela cruz|juan|1990-04-12'). */
export function identityKeys(c: CrewIdentityKeys): string[] {
  const keys: string[] = [];
  for (const field of KEY_FIELDS) {
    const v = c[field]?.trim().toLowerCase();
    if (v) keys.push(`${field}:${v}`);
  }
  const last = c.lastName?.trim().toLowerCase();
  const first = c.firstName?.trim().toLowerCase();
  if (last && first && c.birthdate) keys.push(`name:${last}|${first}|${c.birthdate}`);
  return keys;
}

/** What a key match reads as under the row: 'Same applicant no. as crew 12'. */
export const MATCH_LABELS: Record<string, string> = {
  applicantNo: 'applicant no.',
  crewCode: 'crew code',
  ipn: 'IPN',
  passportNo: 'passport no.',
  sirbNo: "seaman's book no.",
  name: 'name and birthdate',
};

/** An index of identities by their keys: the crews on file (by crew id) or the rows read so far (by row number). */
export class IdentityIndex {
  private readonly byKey = new Map<string, number[]>();

  /** A crew of several numbers (two passports on file) is added once per number. */
  add(id: number, c: CrewIdentityKeys): void {
    for (const key of identityKeys(c)) {
      const ids = this.byKey.get(key);
      if (!ids) this.byKey.set(key, [id]);
      else if (!ids.includes(id)) ids.push(id);
    }
  }

  /** The ids matching any key of this identity, each with the first key it matched on ('applicantNo'). */
  match(c: CrewIdentityKeys): Map<number, string> {
    const found = new Map<number, string>();
    for (const key of identityKeys(c)) {
      for (const id of this.byKey.get(key) ?? []) if (!found.has(id)) found.set(id, key.slice(0, key.indexOf(':')));
    }
    return found;
  }
}
