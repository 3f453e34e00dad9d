import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CREW_RECORD_FAMILIES_BY_NAME, EXPIRING_FAMILIES, type ExpiringFamily, type Fields } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/** One current document of a crew: the latest version of it (002 §4), with its master list facts. */
export interface CurrentDocument {
  crewId: number;
  family: ExpiringFamily;
  recordId: number;
  /** The document master list's id; for a medical, the medical exam type's key id. */
  documentId: number;
  name: string;
  code: string | null;
  category: string | null;
  number: string | null;
  issuedDate: string | null;
  expiryDate: string | null;
  fileId: string | null;
  /** When the version was recorded: the date it was submitted to the agency. */
  recordedAt: Date;
  /** The version's fields as recorded (a medical's clinic and result, a certificate's issuer). */
  fields: Fields;
}

/** One version of a document as read from crew_records, with its version key and date (`versionColumns`). */
export interface VersionRow {
  crew_id: number;
  family: ExpiringFamily;
  id: number;
  group_id: string;
  fields: Record<string, unknown>;
  issued: string | null;
  created_at: Date;
}

/**
 * Each family's versions key and the date it orders them by, from its own declaration
 * (`versionsOf`, `sort`): the lists of the Docs / License tab and this query agree on which
 * version is current because they read the same words.
 */
function versioning(family: ExpiringFamily): { group: string; issued: string } {
  const f = CREW_RECORD_FAMILIES_BY_NAME[family];
  if (!f?.versionsOf || !f.sort) throw new Error(`${family} is not a versioned family`);
  return { group: f.versionsOf, issued: f.sort.field };
}
const caseOf = (pick: (v: { group: string; issued: string }) => string, alias = '') =>
  sql.raw(
    `case ${alias}family ${EXPIRING_FAMILIES.map((f) => `when '${f.family}' then ${alias}fields->>'${pick(versioning(f.family))}'`).join(' ')} end`,
  );

/** The version key (the document's id) and the date ordering the versions, of `crew_records as <alias>`. */
export const versionColumns = (alias: string) =>
  sql`${caseOf((v) => v.group, `${alias}.`)} as group_id, ${caseOf((v) => v.issued, `${alias}.`)} as issued`;

/**
 * The current version of every document the crews hold, in the families that expire (documents,
 * certificates, licenses, medicals, flag requirements, medical documents, vaccines): the version
 * issued last, then the one recorded last. The embark grid, the checklist, the biodata and the
 * expiry alerts all read it, so they agree.
 */
export async function currentDocuments(
  db: Kysely<DB>,
  crewIds: readonly number[] | 'all',
  families: readonly ExpiringFamily[] = EXPIRING_FAMILIES.map((f) => f.family),
): Promise<CurrentDocument[]> {
  if (crewIds !== 'all' && crewIds.length === 0) return [];
  const crews = crewIds === 'all' ? sql<boolean>`true` : sql<boolean>`crew_id = any(${sql.val([...crewIds])}::int[])`;
  const rows = await currentVersionRows(crews, families).execute(db);
  return withMasters(db, rows.rows);
}

/** The current version rows of the crews `where` picks, in these families (the current documents' projection reads it too). */
export function currentVersionRows(where: RawBuilder<boolean>, families: readonly string[]) {
  const issued = caseOf((v) => v.issued);
  const group = caseOf((v) => v.group);
  return sql<VersionRow>`
    select distinct on (crew_id, family, ${group}) crew_id, family, id, ${group} as group_id, fields, ${issued} as issued, created_at
    from crew_records
    where ${where} and family = any(${sql.val([...families])}::text[])
    order by crew_id, family, ${group}, ${issued} desc nulls last, id desc`;
}

/** Version rows of the expiring families, named from their master lists (documents; a medical's exam type). */
export async function withMasters(db: Kysely<DB>, rows: readonly VersionRow[]): Promise<CurrentDocument[]> {
  const docIds = [...new Set(rows.filter((r) => r.family !== 'crew-medical').map((r) => Number(r.group_id)))];
  const medIds = [...new Set(rows.filter((r) => r.family === 'crew-medical').map((r) => Number(r.group_id)))];
  const [docs, meds] = await Promise.all([
    docIds.length
      ? db.selectFrom('documents').select(['id', 'name', 'code', 'category']).where('id', 'in', docIds).execute()
      : [],
    medIds.length ? db.selectFrom('key_items').select(['id', 'name', 'code']).where('id', 'in', medIds).execute() : [],
  ]);
  const docById = new Map(docs.map((d) => [d.id, d]));
  const medById = new Map(meds.map((m) => [m.id, m]));
  return rows.map((r) => {
    const id = Number(r.group_id);
    const master = r.family === 'crew-medical' ? { ...medById.get(id), category: 'medical' } : docById.get(id);
    const file = (r.fields.file as Array<{ fileId: string }> | undefined)?.[0]?.fileId ?? null;
    return {
      crewId: r.crew_id,
      family: r.family,
      recordId: r.id,
      documentId: id,
      name: master?.name ?? `#${id}`,
      code: master?.code ?? null,
      category: master?.category ?? null,
      number: (r.fields.number as string | undefined) ?? null,
      issuedDate: r.issued,
      expiryDate: (r.fields.expiryDate as string | undefined) ?? null,
      fileId: file,
      recordedAt: new Date(r.created_at),
      fields: r.fields,
    };
  });
}
