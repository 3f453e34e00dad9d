import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { crewListInput, possibleDuplicatesInput } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/** `abc` -> `abc%` with LIKE's own characters escaped: a prefix, never a pattern a user typed. */
const prefix = (s: string) => `${s.toLowerCase().replace(/[%_\\]/g, (c) => '\\' + c)}%`;

/** 'DELA CRUZ, JUAN SANTOS JR.' as the list and the duplicate alert show a crew. */
export const listName = (c: { last_name: string; first_name: string; middle_name: string | null; suffix: string | null }) =>
  `${c.last_name}, ${[c.first_name, c.middle_name, c.suffix].filter(Boolean).join(' ')}`;

/**
 * The crew master list (002 §2 crew/index): prefix search on the applicant no., crew code, IPN,
 * last or first name, each served by a btree index on lower(column) text_pattern_ops (0008);
 * sorted by embark date, newest first, then name (002 §4).
 */
export async function listCrews(db: Kysely<DB>, input: z.output<typeof crewListInput>) {
  let q = db.selectFrom('crews').leftJoin('ranks', 'ranks.id', 'crews.rank_id').leftJoin('vessels', 'vessels.id', 'crews.onboard_vessel_id');
  if (input.status !== 'all') q = q.where('crews.status', '=', input.status);
  if (input.rankId !== undefined) q = q.where('crews.rank_id', '=', input.rankId);
  if (input.rankTypeId !== undefined) q = q.where('ranks.rank_type_id', '=', input.rankTypeId);
  if (input.vesselId !== undefined) q = q.where('crews.onboard_vessel_id', '=', input.vesselId);
  if (input.principalId !== undefined) q = q.where('crews.principal_id', '=', input.principalId);
  if (input.onboard === 'ONBOARD') q = q.where('crews.onboard_vessel_id', 'is not', null);
  if (input.onboard === 'STANDBY') q = q.where('crews.onboard_vessel_id', 'is', null);
  if (input.search) {
    const like = prefix(input.search);
    const col = (c: 'last_name' | 'first_name' | 'applicant_no' | 'crew_code' | 'ipn') => sql<boolean>`lower(${sql.ref(`crews.${c}`)}) like ${like}`;
    q = q.where((eb) => eb.or([col('last_name'), col('first_name'), col('applicant_no'), col('crew_code'), col('ipn')]));
  }
  const [rows, count] = await Promise.all([
    q
      .select([
        'crews.id',
        'crews.crew_code',
        'crews.applicant_no',
        'crews.ipn',
        'crews.last_name',
        'crews.first_name',
        'crews.middle_name',
        'crews.suffix',
        'crews.status',
        'crews.embark_date',
        'crews.onboard_vessel_id',
        'ranks.name as rank_name',
        'ranks.alias as rank_alias',
        'vessels.name as vessel_name',
      ])
      .orderBy(sql`crews.embark_date desc nulls last`)
      .orderBy('crews.last_name')
      .orderBy('crews.first_name')
      .orderBy('crews.id')
      .limit(input.rowCount)
      .offset((input.page - 1) * input.rowCount)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    items: rows.map((c) => ({
      id: c.id,
      crewCode: c.crew_code,
      applicantNo: c.applicant_no,
      ipn: c.ipn,
      name: listName(c),
      rank: c.rank_alias ?? c.rank_name ?? '',
      rankName: c.rank_name ?? '',
      status: c.status as 0 | 1,
      /** 'STANDBY' when he is not onboard. */
      vessel: c.onboard_vessel_id === null ? 'STANDBY' : (c.vessel_name ?? ''),
      embarkDate: c.embark_date,
    })),
    page: input.page,
    rowCount: input.rowCount,
    total,
    lastPage: Math.max(1, Math.ceil(total / input.rowCount)),
  };
}

/**
 * Crews the one being added may already be (002 §3, 002 §8 'CREW TO BE ADDED SEEMS EXISTING?'):
 * the same last and first name and birthdate, or the same applicant no., crew code or IPN.
 * A warning the user may override: one crew's stream cannot see the others.
 */
export async function possibleDuplicates(db: Kysely<DB>, input: z.output<typeof possibleDuplicatesInput>) {
  const same = (c: 'applicant_no' | 'crew_code' | 'ipn', v: string | undefined) =>
    v ? [sql<boolean>`lower(${sql.ref(`crews.${c}`)}) = ${v.toLowerCase()}`] : [];
  const conditions = [...same('applicant_no', input.applicantNo), ...same('crew_code', input.crewCode), ...same('ipn', input.ipn)];
  if (input.lastName && input.firstName && input.birthdate) {
    conditions.push(
      sql<boolean>`(lower(crews.last_name) = ${input.lastName.toLowerCase()} and lower(crews.first_name) = ${input.firstName.toLowerCase()} and crews.birthdate = ${input.birthdate})`,
    );
  }
  if (conditions.length === 0) return { existingCrews: [] };
  const rows = await db
    .selectFrom('crews')
    .leftJoin('ranks', 'ranks.id', 'crews.rank_id')
    .select([
      'crews.id',
      'crews.applicant_no',
      'crews.crew_code',
      'crews.ipn',
      'crews.last_name',
      'crews.first_name',
      'crews.middle_name',
      'crews.suffix',
      'crews.birthdate',
      'ranks.name as rank_name',
      'ranks.alias as rank_code',
    ])
    .where((eb) => eb.or(conditions))
    .orderBy('crews.last_name')
    .orderBy('crews.first_name')
    .orderBy('crews.id')
    .limit(20)
    .execute();
  // The legacy alert's names (002 §3 possible-duplicate fields).
  return {
    existingCrews: rows.map((c) => ({
      id: c.id,
      applicantno: c.applicant_no,
      crewcode: c.crew_code,
      crewipn: c.ipn,
      last_name: c.last_name,
      first_name: c.first_name,
      middle_name: c.middle_name,
      suffix: c.suffix,
      birthdate: c.birthdate,
      rankName: c.rank_name,
      rankCode: c.rank_code,
    })),
  };
}
