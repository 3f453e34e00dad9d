import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §3, the Expiring documents list: the current version of each document a crew holds (the
 * version issued last, then recorded last) kept as its own read model (documents/current-projection.ts),
 * with a partial index on the expiry date, so the list walks current documents in expiry order instead
 * of every version and asking each whether a newer one exists. Filled here from the records as they
 * stand, with each family's version key and date as they are today (documents/current.ts versioning).
 */
const FAMILIES: Array<[family: string, group: string, issued: string]> = [
  ['crew-document', 'documentId', 'issuedDate'],
  ['crew-certificate', 'documentId', 'issuedDate'],
  ['crew-license', 'documentId', 'issuedDate'],
  ['crew-medical', 'medicalId', 'examDate'],
  ['flag-requirement', 'documentId', 'issuedDate'],
  ['medical-document', 'documentId', 'issuedDate'],
  ['international-vaccine', 'documentId', 'vaccinationDate'],
];
const caseOf = (pick: 1 | 2) =>
  sql.raw(`case family ${FAMILIES.map((f) => `when '${f[0]}' then fields->>'${f[pick]}'`).join(' ')} end`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table current_documents (
      record_id   integer primary key,
      crew_id     integer not null,
      family      text not null,
      group_id    text,
      expiry_date text
    )`.execute(db);
  await sql`create index current_documents_crew_idx on current_documents (crew_id, family)`.execute(db);
  await sql`create index current_documents_expiry_idx on current_documents (expiry_date, record_id)
    where expiry_date is not null`.execute(db);
  await sql`
    insert into current_documents (record_id, crew_id, family, group_id, expiry_date)
    select distinct on (crew_id, family, ${caseOf(1)}) id, crew_id, family, ${caseOf(1)}, fields->>'expiryDate'
    from crew_records where family = any(${sql.val(FAMILIES.map((f) => f[0]))}::text[])
    order by crew_id, family, ${caseOf(1)}, ${caseOf(2)} desc nulls last, id desc`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table current_documents`.execute(db);
}
