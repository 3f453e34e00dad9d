import type { Kysely } from 'kysely';
import type { CompanyProfile } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { readFile } from '../platform/files/store.js';

/** What a document prints before an administrator has set the profile: a visible gap, not a made-up name. */
export const PROFILE_NOT_SET = 'COMPANY PROFILE NOT SET (SETTINGS › COMPANY PROFILE)';

/** The company profile as the settings screen edits it (null before it is first saved). */
export async function companyProfile(
  db: Kysely<DB>,
): Promise<(CompanyProfile & { updatedBy: string; updatedAt: Date }) | null> {
  const r = await db.selectFrom('company_profile').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!r) return null;
  return {
    name: r.name,
    shortName: r.short_name,
    address: r.address,
    licenceNo: r.licence_no,
    logoFileId: r.logo_file_id,
    officers: r.officers,
    marinaBlocksLineUp: r.marina_blocks_line_up,
    updatedBy: r.updated_by,
    updatedAt: r.updated_at,
  };
}

/** What every printed document's header carries (issue 25): the profile, with the logo as a data URL. */
export interface Letterhead {
  name: string;
  /** The in-house company of the experience tables (000 §3): the short name, else the name. */
  shortName: string;
  address: string;
  licenceNo: string;
  logo: string | null;
  officers: Array<{ title: string; name: string }>;
}

export async function letterhead(db: Kysely<DB>): Promise<Letterhead> {
  const p = await companyProfile(db);
  const logo = p?.logoFileId ? await readFile(db, p.logoFileId) : null;
  return {
    name: p?.name || PROFILE_NOT_SET,
    shortName: p?.shortName || p?.name || PROFILE_NOT_SET,
    address: p?.address ?? '',
    licenceNo: p?.licenceNo ?? '',
    logo: logo ? `data:${logo.mime_type};base64,${Buffer.from(logo.content).toString('base64')}` : null,
    officers: p?.officers ?? [],
  };
}

/** The officer with a title (the COE's signatory...), case-insensitive; null when the profile names none. */
export const officerTitled = (l: Letterhead, title: RegExp) => l.officers.find((o) => title.test(o.title)) ?? null;

/** Issue 31 §3: whether unverified post-2021 MARINA certificates make a crew ineligible in the line-up. */
export async function marinaBlocksLineUp(db: Kysely<DB>): Promise<boolean> {
  const r = await db
    .selectFrom('company_profile')
    .select('marina_blocks_line_up')
    .where('id', '=', 1)
    .executeTakeFirst();
  return r?.marina_blocks_line_up ?? false;
}
