import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { readFile } from '../platform/files/store.js';
import { crewName } from '../crew/queries.js';
import { crewRow } from '../crew/profile-query.js';
import { inHouseExperience } from '../crew/experience/query.js';

/** A crew as the agency's certificates name him: name, codes, rank, photo. */
export async function certificateCrew(db: Kysely<DB>, crewId: number) {
  const c = await crewRow(db, crewId);
  return {
    id: c.id,
    name: [crewName(c), c.suffix].filter(Boolean).join(' '),
    crewCode: c.crew_code,
    applicantNo: c.applicant_no,
    /** 1 male, 0 female, null not recorded: the certificate's Mr./Ms. */
    male: c.male,
    rankName: c.rank_name ?? '',
    rankAlias: c.rank_alias ?? '',
    photoFileId: c.photo_file_id,
  };
}

/** The COE's sea service: his contracts with us from the sign-on and sign-off events (crew_sea_service), oldest first. */
export async function coeSeaService(db: Kysely<DB>, crewId: number, today: string) {
  const rows = await inHouseExperience(db, crewId, today);
  return rows.reverse().map((r) => ({
    vesselName: r.vesselName,
    vesselTypeName: r.vesselTypeName,
    rankName: r.rankName,
    embarkDate: r.embarkDate,
    disembarkDate: r.disembarkDate,
    months: r.monthOnBoard,
  }));
}

/** An image from the files store as a data URL: the PDF renders without network (as the biodata's). */
export async function imageDataUrl(db: Kysely<DB>, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const file = await readFile(db, fileId);
  if (!file || !file.mime_type.startsWith('image/')) return null;
  return `data:${file.mime_type};base64,${Buffer.from(file.content).toString('base64')}`;
}
