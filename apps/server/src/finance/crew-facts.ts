import { sql, type Expression, type Kysely } from 'kysely';
import { GRADES, isOpenNfr, type Fields } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

const ids = (crewIds: Iterable<number>) => sql<number>`any(${sql.val([...crewIds])}::int[])`;

/**
 * The crews among these with an NFR (not for rehire) withdrawal not lifted (issue 15): the
 * crew-records read model is inline, so it is as current as the crew's stream.
 */
export async function openNfrCrewIds(db: Kysely<DB>, crewIds: readonly number[]): Promise<Set<number>> {
  if (crewIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('crew_records')
    .select(['crew_id', 'fields'])
    .where('family', '=', 'withdrawal')
    .where('crew_id', '=', ids(crewIds))
    .execute();
  return new Set(rows.filter((r) => isOpenNfr(r.fields as Fields)).map((r) => r.crew_id));
}

/**
 * The onboard promotion date of each crew among `crewIds` (a subquery of ids: 001 §2.2 ONBOARD
 * PROMOTION, read-only on the board): his latest onboard promotion record that is not cancelled
 * (002 §4 a planned promotion can be). A query to join, read with the crews' other facts in one
 * statement; the few promotion records are found by family and joined to the ids.
 */
export function onboardPromotionDates(db: Kysely<DB>, crewIds: Expression<number>) {
  return db
    .selectFrom('crew_records')
    .select(['crew_id', sql<string>`max(fields->>'promotionDate')`.as('date')])
    .where('family', '=', 'promotion')
    .where('crew_id', 'in', crewIds)
    .where(sql<boolean>`(fields->>'onboard')::boolean is true`)
    .where(sql<boolean>`fields->>'status' <> 'CANCELLED'`)
    .groupBy('crew_id');
}

export interface CrewFinanceStatus {
  nfr: { effectiveDate: string; reasonId: number | null } | null;
  /** The latest evaluation's grade: a CER, a company evaluation or an assessment, newest first. */
  latestGrade: { grade: string; date: string; source: 'CER' | 'COMPANY EVALUATION' | 'ASSESSMENT' } | null;
}

const SOURCES = {
  cer: ['CER', 'grade', 'evaluationDate'],
  'company-evaluation': ['COMPANY EVALUATION', 'grade', 'evaluationDate'],
  'crew-assessment': ['ASSESSMENT', 'assessment', 'assessmentDate'],
} as const;

/** What the 201 summary flags (issue 15): an open NFR and the latest grade. */
export async function crewFinanceStatus(db: Kysely<DB>, crewId: number): Promise<CrewFinanceStatus> {
  const rows = await db
    .selectFrom('crew_records')
    .select(['family', 'fields'])
    .where('crew_id', '=', crewId)
    .where('family', 'in', ['withdrawal', ...Object.keys(SOURCES)])
    .execute();
  const nfr = rows
    .filter((r) => r.family === 'withdrawal' && isOpenNfr(r.fields as Fields))
    .map((r) => r.fields as Fields)
    .sort((a, b) => String(b.effectiveDate).localeCompare(String(a.effectiveDate)))[0];
  const grades = rows.flatMap((r) => {
    const src = SOURCES[r.family as keyof typeof SOURCES];
    if (!src) return [];
    const f = r.fields as Fields;
    const grade = String(f[src[1]] ?? '');
    return GRADES.some((g) => g.value === grade) ? [{ grade, date: String(f[src[2]]), source: src[0] }] : [];
  });
  grades.sort((a, b) => b.date.localeCompare(a.date));
  return {
    nfr: nfr
      ? { effectiveDate: String(nfr.effectiveDate), reasonId: (nfr.withdrawalReasonId as number | undefined) ?? null }
      : null,
    latestGrade: grades[0] ?? null,
  };
}
