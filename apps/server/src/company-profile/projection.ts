import { COMPANY_PROFILE_ID, type CompanyProfileEvent } from '@crewing/domain';
import { inlineProjection } from '../platform/db/typed-projection.js';

/** Inline: the one company profile row, written with the event (every printed document reads it). */
export const companyProfileProjection = inlineProjection<CompanyProfileEvent>({
  name: 'company-profile',
  eventTypes: ['CompanyProfileChanged'],
  tables: ['company_profile'],
  async apply(db, e, stored) {
    const c = e.data.changes;
    const set = {
      ...(c.name !== undefined ? { name: c.name } : {}),
      ...(c.shortName !== undefined ? { short_name: c.shortName } : {}),
      ...(c.address !== undefined ? { address: c.address } : {}),
      ...(c.licenceNo !== undefined ? { licence_no: c.licenceNo } : {}),
      ...(c.logoFileId !== undefined ? { logo_file_id: c.logoFileId } : {}),
      ...(c.officers !== undefined ? { officers: JSON.stringify(c.officers) } : {}),
      ...(c.marinaBlocksLineUp !== undefined ? { marina_blocks_line_up: c.marinaBlocksLineUp } : {}),
      updated_by: e.data.by,
      updated_at: stored.recordedAt.toISOString(),
    };
    await db
      .insertInto('company_profile')
      .values({ id: COMPANY_PROFILE_ID, name: c.name ?? '', officers: '[]', ...set })
      .onConflict((oc) => oc.column('id').doUpdateSet(set))
      .execute();
    return [];
  },
});
