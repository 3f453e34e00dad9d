import { sql, type Kysely } from 'kysely';
import { contractEnd, expiryWindow, type ExpiryWindow } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import { currentDocuments, versionColumns, withMasters, type CurrentDocument, type VersionRow } from '../current.js';

export interface ExpiryFinding {
  doc: CurrentDocument & { expiryDate: string };
  window: ExpiryWindow;
  /** The planned contract end, for a document that lapses before it. */
  contractEnd: string | null;
}

/**
 * The current documents of these crews that, today, have expired, expire within a lead window or
 * lapse before the planned contract end (his open contract's embark date + `contractMonths`). The
 * daily alerts and the Expiring documents list both ask this, so they agree.
 */
export async function expiryFindings(
  db: Kysely<DB>,
  crewIds: readonly number[] | 'all',
  today: string,
  leadDays: readonly number[],
  contractMonths: number,
): Promise<ExpiryFinding[]> {
  if (crewIds !== 'all') {
    const { docs, embark } = await dueCurrentDocuments(db, crewIds, today, leadDays, contractMonths);
    return findingsOf(docs, embark, today, leadDays, contractMonths);
  }
  const [docs, embarked] = await Promise.all([
    currentDocuments(db, crewIds),
    db
      .selectFrom('crew_sea_service')
      .select(['crew_id', sql<string>`max(embark_date)::text`.as('embark')])
      .where('disembark_date', 'is', null)
      .groupBy('crew_id')
      .execute(),
  ]);
  return findingsOf(docs, new Map(embarked.map((e) => [e.crew_id, e.embark])), today, leadDays, contractMonths);
}

/** The window of each dated document, from its crew's open contract's embark date (its end worked out once a date). */
function findingsOf(
  docs: readonly CurrentDocument[],
  embark: ReadonlyMap<number, string>,
  today: string,
  leadDays: readonly number[],
  contractMonths: number,
): ExpiryFinding[] {
  const ends = new Map<string, string>();
  const endOf = (started: string) => {
    let end = ends.get(started);
    if (end === undefined) ends.set(started, (end = contractEnd(started, contractMonths)));
    return end;
  };
  return docs.flatMap((d) => {
    if (!d.expiryDate) return [];
    const started = embark.get(d.crewId);
    const end = started ? endOf(started) : null;
    const window = expiryWindow(d.expiryDate, today, leadDays, end);
    return window
      ? [{ doc: { ...d, expiryDate: d.expiryDate }, window, contractEnd: window === 'contract' ? end : null }]
      : [];
  });
}

/**
 * Issue 32: a page of crews' current documents that may be due today, from `current_documents` (its crew
 * index), each record read by its key, with each crew's open contract's embark date: one statement.
 *
 * Each record is read by its primary key in a lateral subquery (`limit 1` keeps the planner from folding it
 * into a join). As a plain join, a page's ~6,000 records made the planner hash-join them against a sequential
 * scan of every version of every crew's records: 165,000 rows a page at 5,000 crews, ten times that at 50,000,
 * so the job's cost per crew grew with the agency. Now a page reads its own records by key, whatever the
 * table's size (s41, EXPLAIN ANALYZE at 5,000 crews: 92 ms a page instead of 220 ms).
 *
 * s43: only the documents that can fall in a window are read (about one in four): expired or expiring within
 * the longest lead window (a day of margin), lapsing before the crew's contract end (a day of margin), or
 * dated in a form that is not YYYY-MM-DD. A superset: `expiryWindow` still decides each one as before, so the
 * findings are the same; the other records are neither read, parsed nor named.
 */
async function dueCurrentDocuments(
  db: Kysely<DB>,
  crewIds: readonly number[],
  today: string,
  leadDays: readonly number[],
  contractMonths: number,
): Promise<{ docs: CurrentDocument[]; embark: Map<number, string> }> {
  if (crewIds.length === 0) return { docs: [], embark: new Map() };
  const lead = Math.max(0, ...leadDays) + 1;
  const { rows } = await sql<VersionRow & { embark: string | null }>`
    with open as (
      select crew_id, max(embark_date) as embark from crew_sea_service
       where disembark_date is null and crew_id = any(${sql.val([...crewIds])}::int[])
       group by crew_id)
    select r.crew_id, r.family, r.id, ${versionColumns('r')}, r.fields, r.created_at, o.embark::text as embark
    from current_documents d
    left join open o on o.crew_id = d.crew_id
    cross join lateral (select * from crew_records x where x.id = d.record_id limit 1) r
    where d.crew_id = any(${sql.val([...crewIds])}::int[]) and d.expiry_date is not null
      and (d.expiry_date !~ '^\\d{4}-\\d{2}-\\d{2}$'
           or d.expiry_date <= (${today}::date + ${lead}::int)::text
           or d.expiry_date < (o.embark + make_interval(months => ${contractMonths}::int) + interval '1 day')::date::text)
    order by r.crew_id, r.family, r.id`.execute(db);
  const embark = new Map(rows.flatMap((r) => (r.embark ? [[r.crew_id, r.embark] as const] : [])));
  return { docs: await withMasters(db, rows), embark };
}
