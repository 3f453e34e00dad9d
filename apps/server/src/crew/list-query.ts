import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { crewListInput, possibleDuplicatesInput } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { crewNameColumns, crewsWithPlace } from './queries.js';

/** `abc` -> `abc%` with LIKE's own characters escaped: a prefix, never a pattern a user typed. */
const prefix = (s: string) => `${s.toLowerCase().replace(/[%_\\]/g, (c) => '\\' + c)}%`;

/** 'DELA CRUZ, JUAN SANTOS JR.' as the list and the duplicate alert show a crew. */
export const listName = (c: {
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
}) => `${c.last_name}, ${[c.first_name, c.middle_name, c.suffix].filter(Boolean).join(' ')}`;

/** The list order (002 §4): embark date, newest first, then name; the id keeps pages stable. */
const listOrder = (t: 'crews' | 'matches') => {
  const c = (column: string) => sql.ref(`${t}.${column}`);
  return sql`${c('embark_date')} desc nulls last, ${c('last_name')}, ${c('first_name')}, ${c('id')}`;
};

/**
 * Up to this many matches, a search pages its matches found by the prefix indexes, sorted; above,
 * it walks the list order until the page is full. About sqrt(rows needed x crews) at 50,000 crews.
 */
const FEW_MATCHES = 2000;

/**
 * The crew master list (002 §2 crew/index): prefix search on the applicant no., crew code, IPN,
 * last or first name, each served by a btree index on lower(column) text_pattern_ops (0008);
 * sorted by embark date, newest first, then name (002 §4). Counts use crews_list_filter_idx (0011).
 */
export async function listCrews(db: Kysely<DB>, input: z.output<typeof crewListInput>) {
  // The filters read crews alone (no join), so the page and the count can be answered from indexes.
  let q = db.selectFrom('crews');
  if (input.status !== 'all') q = q.where('crews.status', '=', input.status);
  if (input.rankId !== undefined) q = q.where('crews.rank_id', '=', input.rankId);
  if (input.rankTypeId !== undefined) {
    const ofType = db.selectFrom('ranks').select('ranks.id').where('ranks.rank_type_id', '=', input.rankTypeId);
    q = q.where('crews.rank_id', 'in', ofType);
  }
  if (input.vesselId !== undefined) q = q.where('crews.onboard_vessel_id', '=', input.vesselId);
  if (input.principalId !== undefined) q = q.where('crews.principal_id', '=', input.principalId);
  if (input.onboard === 'ONBOARD') q = q.where('crews.onboard_vessel_id', 'is not', null);
  if (input.onboard === 'STANDBY') q = q.where('crews.onboard_vessel_id', 'is', null);
  if (input.search) {
    const like = prefix(input.search);
    const col = (c: 'last_name' | 'first_name' | 'applicant_no' | 'crew_code' | 'ipn') =>
      sql<boolean>`lower(${sql.ref(`crews.${c}`)}) like ${like}`;
    q = q.where((eb) =>
      eb.or([col('last_name'), col('first_name'), col('applicant_no'), col('crew_code'), col('ipn')]),
    );
  }
  const offset = (input.page - 1) * input.rowCount;
  const count = async () => {
    const r = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    return Number(r?.n ?? 0);
  };
  // The page's ids first, then the shown columns of those rows only: a deep page walks the order
  // index alone (index-only) instead of fetching and joining every row it skips.
  const walked = q.select('crews.id').orderBy(listOrder('crews')).limit(input.rowCount).offset(offset);
  // A search's matches, sorted: all of them or, above FEW_MATCHES, none. The planner guesses a
  // prefix's matches from a histogram and may walk the whole list order for a crew code that
  // matches 100 crews (bench:crew case d).
  const sorted = db
    .with(
      (cte) => cte('matches').materialized(),
      () => q.select(['crews.id', 'crews.embark_date', 'crews.last_name', 'crews.first_name']).limit(FEW_MATCHES + 1),
    )
    .selectFrom('matches')
    .select('matches.id')
    .where((eb) => eb(eb.selectFrom('matches').select(eb.fn.countAll().as('n')), '<=', FEW_MATCHES))
    .orderBy(listOrder('matches'))
    .limit(input.rowCount)
    .offset(offset);
  const pageRows = (page: typeof walked | typeof sorted) =>
    crewsWithPlace(db)
      .innerJoin(page.as('page'), 'page.id', 'crews.id')
      .select([
        'crews.id',
        'crews.crew_code',
        'crews.applicant_no',
        'crews.ipn',
        ...crewNameColumns('crews'),
        'crews.suffix',
        'crews.status',
        'crews.embark_date',
        'crews.onboard_vessel_id',
        'ranks.name as rank_name',
        'ranks.alias as rank_alias',
        'vessels.name as vessel_name',
      ])
      .orderBy(listOrder('crews'))
      .execute();
  const [total, first] = await Promise.all([count(), pageRows(input.search ? sorted : walked)]);
  // Too many matches to sort: walk instead (also when the count saw a page the matches lacked, as
  // when crews were added between the two statements and the matches went above FEW_MATCHES).
  const tooMany = input.search && (total > FEW_MATCHES || (first.length === 0 && offset < total));
  const rows = tooMany ? await pageRows(walked) : first;
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
  const conditions = [
    ...same('applicant_no', input.applicantNo),
    ...same('crew_code', input.crewCode),
    ...same('ipn', input.ipn),
  ];
  if (input.lastName && input.firstName && input.birthdate) {
    conditions.push(
      sql<boolean>`(lower(crews.last_name) = ${input.lastName.toLowerCase()} and lower(crews.first_name) = ${input.firstName.toLowerCase()} and crews.birthdate = ${input.birthdate})`,
    );
  }
  if (conditions.length === 0) return { existingCrews: [] };
  const rows = await crewsWithPlace(db)
    .select([
      'crews.id',
      'crews.applicant_no',
      'crews.crew_code',
      'crews.ipn',
      ...crewNameColumns('crews'),
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
