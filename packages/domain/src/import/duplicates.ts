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

/**
 * A master kind's keys (issue 28 §3 for vessels and settings lists): each of its match fields
 * (name, code or alias), case-insensitive ('name:manila', 'code:mnl').
 */
export const fieldKeys =
  (fields: readonly string[]) =>
  (c: Readonly<Record<string, unknown>>): string[] =>
    fields.flatMap((f) => {
      const v = c[f];
      return typeof v === 'string' && v.trim() ? [`${f}:${v.trim().toLowerCase()}`] : [];
    });

type KeysOf = (c: Readonly<Record<string, unknown>>) => string[];

/**
 * An index of identities by their keys: the crews on file (by crew id) or the rows read so far (by
 * row number); by default the Add Crew rule's keys, or a master kind's (`fieldKeys`) with its labels.
 */
export class IdentityIndex {
  private readonly byKey = new Map<string, number[]>();

  constructor(
    private readonly keysOf: KeysOf = identityKeys as KeysOf,
    /** What a match on each key reads as under the row ('applicant no.'). */
    readonly labels: Readonly<Record<string, string>> = MATCH_LABELS,
  ) {}

  /** An index of the same keys with nothing in it: the rows above, as the sheet is read. */
  empty(): IdentityIndex {
    return new IdentityIndex(this.keysOf, this.labels);
  }

  /** A crew of several numbers (two passports on file) is added once per number. */
  add(id: number, c: CrewIdentityKeys | Readonly<Record<string, unknown>>): void {
    for (const key of this.keysOf(c)) {
      const ids = this.byKey.get(key);
      if (!ids) this.byKey.set(key, [id]);
      else if (!ids.includes(id)) ids.push(id);
    }
  }

  /** The ids matching any key of this identity, each with the first key it matched on ('applicantNo'). */
  match(c: CrewIdentityKeys | Readonly<Record<string, unknown>>): Map<number, string> {
    const found = new Map<number, string>();
    for (const key of this.keysOf(c)) {
      for (const id of this.byKey.get(key) ?? []) if (!found.has(id)) found.set(id, key.slice(0, key.indexOf(':')));
    }
    return found;
  }
}
