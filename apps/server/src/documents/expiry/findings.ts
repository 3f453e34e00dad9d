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
  let open = db
    .selectFrom('crew_sea_service')
    .select(['crew_id', sql<string>`max(embark_date)::text`.as('embark')])
    .where('disembark_date', 'is', null);
  if (crewIds !== 'all') open = open.where('crew_id', '=', sql<number>`any(${sql.val([...crewIds])}::int[])`);
  const [docs, embarked] = await Promise.all([
    crewIds === 'all' ? currentDocuments(db, crewIds) : datedCurrentDocuments(db, crewIds),
    open.groupBy('crew_id').execute(),
  ]);
  const embark = new Map(embarked.map((e) => [e.crew_id, e.embark]));
  return docs.flatMap((d) => {
    if (!d.expiryDate) return [];
    const started = embark.get(d.crewId);
    const end = started ? contractEnd(started, contractMonths) : null;
    const window = expiryWindow(d.expiryDate, today, leadDays, end);
    return window
      ? [{ doc: { ...d, expiryDate: d.expiryDate }, window, contractEnd: window === 'contract' ? end : null }]
      : [];
  });
}

/**
 * Issue 32: the current documents of a page of crews that carry an expiry date, from `current_documents`
 * (its crew index), each record read by its key: the rows `currentDocuments` gives, without walking
 * every version of every document of those crews.
 *
 * Each record is read by its primary key in a lateral subquery (`limit 1` keeps the planner from folding it
 * into a join). As a plain join, a page's ~6,000 records made the planner hash-join them against a sequential
 * scan of every version of every crew's records: 165,000 rows a page at 5,000 crews, ten times that at 50,000,
 * so the job's cost per crew grew with the agency. Now a page reads its own ~6,300 records by key, whatever
 * the table's size (s41, EXPLAIN ANALYZE at 5,000 crews: 92 ms a page instead of 220 ms).
 */
async function datedCurrentDocuments(db: Kysely<DB>, crewIds: readonly number[]): Promise<CurrentDocument[]> {
  if (crewIds.length === 0) return [];
  const { rows } = await sql<VersionRow>`
    select r.crew_id, r.family, r.id, ${versionColumns('r')}, r.fields, r.created_at
    from current_documents d
    cross join lateral (select * from crew_records x where x.id = d.record_id limit 1) r
    where d.crew_id = any(${sql.val([...crewIds])}::int[]) and d.expiry_date is not null
    order by r.crew_id, r.family, r.id`.execute(db);
  return withMasters(db, rows);
}
