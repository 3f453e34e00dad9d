import { z } from 'zod';
import type { Decider } from '../decider.js';
import { assertNever, ValidationError } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';
import { sameValue } from '../shared/equal.js';
import { commandId } from '../shared/ids.js';

/**
 * The company profile (issue 25): the agency's name, address, DMW licence number, logo and
 * officers, set by an administrator and printed on every document (biodata, checklist, COE, ID
 * cards, reports, debriefing, staff sheets). One stream, `company-profile-1`.
 */
export const companyProfileStream = streamType('company-profile');
export const COMPANY_PROFILE_ID = 1;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const officer = z.object({
  title: text(80).min(1, 'This field is required'),
  name: text(120).min(1, 'This field is required'),
});
export const companyProfileFields = z.object({
  name: text(150).min(1, 'This field is required'),
  /** What the experience tables print as the company of an in-house contract (000 §3), e.g. VMC. */
  shortName: text(40).nullable(),
  address: text(300).nullable(),
  /** The DMW (formerly POEA) licence, printed as given: "DMW License No. POEA-123-LB-...". */
  licenceNo: text(80).nullable(),
  /** An image uploaded through /files?kind=image. */
  logoFileId: z.uuid('Upload the logo again').nullable(),
  /** Officers and signatories, in the order documents list them (title, name). */
  officers: z.array(officer).max(12, 'At most 12 officers'),
  /**
   * Issue 31 §3: a crew whose certificates or licenses issued since 9 Nov 2021 are not verified at
   * MARINA is not eligible in the line-up. Absent in events before it: off.
   */
  marinaBlocksLineUp: z.boolean({ error: 'Choose yes or no' }),
});
export type CompanyProfile = z.infer<typeof companyProfileFields>;
/** What the settings screen sends: the fields that changed. */
export const companyProfileChanges = companyProfileFields.partial();
export const updateCompanyProfileInput = z.object({
  changes: companyProfileChanges,
  commandId,
});

export type CompanyProfileEvent = {
  type: 'CompanyProfileChanged';
  data: { changes: Partial<CompanyProfile>; by: string; at: string };
};
/** `logoKnown`: the server's fact that the logo file is an image (null when no logo is sent). */
export type CompanyProfileCommand = {
  type: 'ChangeCompanyProfile';
  data: { changes: unknown; logoKnown: boolean | null; by: string; at: string };
};

export interface CompanyProfileState {
  profile: CompanyProfile | null;
}

export function evolveCompanyProfile(s: CompanyProfileState, e: CompanyProfileEvent): CompanyProfileState {
  switch (e.type) {
    case 'CompanyProfileChanged': {
      const base: CompanyProfile = s.profile ?? {
        name: '',
        shortName: null,
        address: null,
        licenceNo: null,
        logoFileId: null,
        officers: [],
        marinaBlocksLineUp: false,
      };
      return { profile: { ...base, ...e.data.changes } };
    }
    default:
      return assertNever(e.type);
  }
}

export function decideCompanyProfile(c: CompanyProfileCommand, s: CompanyProfileState): CompanyProfileEvent[] {
  switch (c.type) {
    case 'ChangeCompanyProfile': {
      const parsed = companyProfileChanges.safeParse(c.data.changes);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const i of parsed.error.issues) (fieldErrors[String(i.path[0] ?? '_form')] ??= []).push(i.message);
        throw new ValidationError(fieldErrors);
      }
      const changes = parsed.data;
      if (!s.profile && !changes.name) throw ValidationError.field('name', 'This field is required');
      if (changes.logoFileId && c.data.logoKnown !== true)
        throw ValidationError.field('logoFileId', 'The logo must be an image uploaded here: upload it again');
      const changed = Object.fromEntries(
        Object.entries(changes).filter(
          ([k, v]) => v !== undefined && !sameValue(v, s.profile?.[k as keyof CompanyProfile]),
        ),
      ) as Partial<CompanyProfile>;
      if (Object.keys(changed).length === 0) throw new ValidationError({}, 'Nothing changed');
      return [{ type: 'CompanyProfileChanged', data: { changes: changed, by: c.data.by, at: c.data.at } }];
    }
    default:
      return assertNever(c.type);
  }
}

export const companyProfileDecider: Decider<CompanyProfileCommand, CompanyProfileEvent, CompanyProfileState> = {
  streamType: companyProfileStream.type,
  initialState: () => ({ profile: null }),
  evolve: evolveCompanyProfile,
  decide: decideCompanyProfile,
  // One administrator's form at a time: a concurrent change is refused, not merged.
};
