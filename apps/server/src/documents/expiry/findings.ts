import { sql, type Kysely } from 'kysely';
import { contractEnd, expiryWindow, type ExpiringFamily, type ExpiryWindow } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import type { CurrentDocument } from '../current.js';

/** What an alert names of a current document: its crew, family, record, master list name and expiry date. */
export interface DueDocument {
  crewId: number;
  family: ExpiringFamily;
  recordId: number;
  name: string;
  expiryDate: string;
}

export interface ExpiryFinding<D extends Dated = CurrentDocument & { expiryDate: string }> {
  doc: D;
  window: ExpiryWindow;
  /** The planned contract end, for a document that lapses before it. */
  contractEnd: string | null;
}

interface Dated {
  crewId: number;
  expiryDate: string | null;
}

/**
 * The daily alerts' findings for a page of crews: the current documents that, today, have expired, expire within
 * a lead window or lapse before the planned contract end (his open contract's embark date + `contractMonths`),
 * each named by what its alert shows (crew, family, record, name, expiry date), soonest read (issue 32, s45).
 */
export async function dueFindings(
  db: Kysely<DB>,
  crewIds: readonly number[],
  today: string,
  leadDays: readonly number[],
  contractMonths: number,
): Promise<ExpiryFinding<DueDocument>[]> {
  const { docs, embark } = await dueDocuments(db, crewIds, today, leadDays, contractMonths);
  return findingsOf(docs, embark, today, leadDays, contractMonths);
}

/** The window of each dated document, from its crew's open contract's embark date (its end worked out once a date). */
export function findingsOf<D extends Dated>(
  docs: readonly D[],
  embark: ReadonlyMap<number, string>,
  today: string,
  leadDays: readonly number[],
  contractMonths: number,
): ExpiryFinding<D & { expiryDate: string }>[] {
  const ends = new Map<string, string>();
  const endOf = (started: string) => {
    let end = ends.get(started);
    if (end === undefined) ends.set(started, (end = contractEnd(started, contractMonths)));
    return end;
  };
  const found: ExpiryFinding<D & { expiryDate: string }>[] = [];
  for (const d of docs) {
    if (!d.expiryDate) continue;
    const started = embark.get(d.crewId);
    const end = started ? endOf(started) : null;
    const window = expiryWindow(d.expiryDate, today, leadDays, end);
    if (window)
      found.push({
        doc: d as D & { expiryDate: string },
        window,
        contractEnd: window === 'contract' ? end : null,
      });
  }
  return found;
}

/**
 * Issue 32: a page of crews' current documents that may be due today, with each crew's open contract's embark
 * date, in one statement, and their master lists' names in one more.
 *
 * s43: only the documents that can fall in a window are read (about one in four): expired or expiring within
 * the longest lead window (a day of margin), lapsing before the crew's contract end (a day of margin), or
 * dated in a form that is not YYYY-MM-DD. A superset: `expiryWindow` still decides each one as before, so the
 * findings are the same; the other records are neither read nor named.
 *
 * s45: from `current_documents` alone, which holds what an alert names of each current version (its record,
 * family, version key and `fields->>'expiryDate'`, written inline with the records): the records themselves
 * (s41-s44: each read by its key, its whole `fields` parsed in node) are no longer read. Same rows, same order
 * (crew, family, record).
 */
async function dueDocuments(
  db: Kysely<DB>,
  crewIds: readonly number[],
  today: string,
  leadDays: readonly number[],
  contractMonths: number,
): Promise<{ docs: DueDocument[]; embark: Map<number, string> }> {
  if (crewIds.length === 0) return { docs: [], embark: new Map() };
  const lead = Math.max(0, ...leadDays) + 1;
  const ids = sql.val([...crewIds]);
  const { rows } = await sql<{
    crew_id: number;
    family: ExpiringFamily;
    record_id: number;
    group_id: string | null;
    expiry_date: string;
    embark: string | null;
  }>`
    with open as (
      select crew_id, max(embark_date) as embark from crew_sea_service
       where disembark_date is null and crew_id = any(${ids}::int[])
       group by crew_id)
    select d.crew_id, d.family, d.record_id, d.group_id, d.expiry_date, o.embark::text as embark
    from current_documents d
    left join open o on o.crew_id = d.crew_id
    where d.crew_id = any(${ids}::int[]) and d.expiry_date is not null
      and (d.expiry_date !~ '^\\d{4}-\\d{2}-\\d{2}$'
           or d.expiry_date <= (${today}::date + ${lead}::int)::text
           or d.expiry_date < (o.embark + make_interval(months => ${contractMonths}::int) + interval '1 day')::date::text)
    order by d.crew_id, d.family, d.record_id`.execute(db);
  const names = await masterNames(db, rows);
  const embark = new Map<number, string>();
  const docs = rows.map((r): DueDocument => {
    if (r.embark) embark.set(r.crew_id, r.embark);
    const id = Number(r.group_id);
    return {
      crewId: r.crew_id,
      family: r.family,
      recordId: r.record_id,
      name: (r.family === 'crew-medical' ? names.medicals : names.documents).get(id) ?? `#${id}`,
      expiryDate: r.expiry_date,
    };
  });
  return { docs, embark };
}

/**
 * The names of the rows' master list entries (a medical's exam type, any other family's document), in one
 * statement: as `withMasters` names a current document.
 */
async function masterNames(db: Kysely<DB>, rows: ReadonlyArray<{ family: string; group_id: string | null }>) {
  const docIds = new Set<number>();
  const medIds = new Set<number>();
  for (const r of rows) {
    const id = Number(r.group_id);
    // An id no int column holds names nothing (`#id`), as no row of the master list answers it.
    if (Number.isInteger(id) && Math.abs(id) <= 2_147_483_647) (r.family === 'crew-medical' ? medIds : docIds).add(id);
  }
  const documents = new Map<number, string>();
  const medicals = new Map<number, string>();
  if (docIds.size + medIds.size === 0) return { documents, medicals };
  const { rows: named } = await sql<{ medical: boolean; id: number; name: string }>`
    select false as medical, id, name from documents where id = any(${sql.val([...docIds])}::int[])
    union all
    select true, id, name from key_items where id = any(${sql.val([...medIds])}::int[])`.execute(db);
  for (const n of named) (n.medical ? medicals : documents).set(n.id, n.name);
  return { documents, medicals };
}
