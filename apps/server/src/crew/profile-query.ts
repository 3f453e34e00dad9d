import type { Kysely } from 'kysely';
import { daysAshore, monthsOnBoard, todayIn } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { listName } from './list-query.js';
import { crewsWithPlace } from './queries.js';
import { notFound } from '../platform/db/found.js';

/** Whole years from a 'YYYY-MM-DD' birthdate to `today` (the server's clock). */
export function ageOn(birthdate: string | null, today: Date): number | null {
  if (!birthdate) return null;
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  const month = today.getUTCMonth() + 1;
  const before = month < m || (month === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (before ? 1 : 0);
}

/**
 * A crew's read-model row with the names it points at: his rank (name, alias, type), the rank and
 * vessel he is on, and his last vessel. The 201 summary and the biodata sheet read him from here.
 */
export async function crewRow(db: Kysely<DB>, id: number) {
  const c = await crewsWithPlace(db)
    .leftJoin('ranks as onboard_ranks', 'onboard_ranks.id', 'crews.onboard_rank_id')
    .leftJoin('vessels as last_vessels', 'last_vessels.id', 'crews.last_vessel_id')
    .selectAll('crews')
    .select([
      'ranks.name as rank_name',
      'ranks.alias as rank_alias',
      'ranks.rank_type_id',
      'onboard_ranks.name as onboard_rank_name',
      'vessels.name as vessel_name',
      'last_vessels.name as last_vessel_name',
    ])
    .where('crews.id', '=', id)
    .executeTakeFirstOrThrow(notFound('Crew not found'));
  return c;
}

/**
 * One crew for the 201 container (000 §2 Crew 201): the summary header's facts and the identity
 * fields the profile tab edits, with the version an edit starts from.
 */
export async function getCrew(db: Kysely<DB>, id: number, today: Date, timeZone?: string) {
  const c = await crewRow(db, id);
  return {
    id: c.id,
    version: c.version,
    name: listName(c),
    crewCode: c.crew_code,
    applicantNo: c.applicant_no,
    ipn: c.ipn,
    lastName: c.last_name,
    firstName: c.first_name,
    middleName: c.middle_name,
    suffix: c.suffix,
    birthdate: c.birthdate,
    age: ageOn(c.birthdate, today),
    rankId: c.rank_id,
    rank: c.rank_name ?? '',
    rankAlias: c.rank_alias ?? '',
    status: c.status as 0 | 1,
    principalId: c.principal_id,
    contactNumber: c.contact_number,
    email: c.email,
    fbMail: c.fb_mail,
    /** 'STANDBY' when he is not onboard. */
    vessel: c.onboard_vessel_id === null ? 'STANDBY' : (c.vessel_name ?? ''),
    onboardRank: c.onboard_rank_name,
    embarkDate: c.embark_date,
    // Issue 24 (crew/lifecycle.ts): months on board while onboard; his last vessel, since when standby and days ashore after.
    monthsOnBoard: c.embark_date ? monthsOnBoard(c.embark_date, todayIn(today, timeZone)) : null,
    lastVessel: c.last_vessel_name,
    standbySince: c.standby_since,
    daysAshore: c.onboard_vessel_id === null ? daysAshore(c.standby_since, todayIn(today, timeZone)) : null,
    photoFileId: c.photo_file_id,
    // Personal information (000 §2 Biodata 6.).
    birthplace: c.birthplace,
    male: c.male as 0 | 1 | null,
    civilStatusId: c.civil_status_id,
    religionId: c.religion_id,
    nationalityId: c.nationality_id,
    height: c.height === null ? null : Number(c.height),
    weight: c.weight === null ? null : Number(c.weight),
    bloodType: c.blood_type,
    driversLicense: c.drivers_license,
    telNo: c.tel_no,
    recommendedBy: c.recommended_by,
    utility: c.utility as 0 | 1 | null,
    availabilityDate: c.availability_date,
    activityRemarks: c.activity_remarks,
  };
}
export type CrewDetail = Awaited<ReturnType<typeof getCrew>>;
