import { sql, type Kysely } from 'kysely';

/**
 * Issue 8, the crew 201 file's first step: the crew list filters and shows the applicant no.,
 * IPN, suffix, status and principal. An applicant has no crew code until he is hired.
 * Search is a case-insensitive prefix match: btree indexes on lower(x) text_pattern_ops serve
 * `lower(x) like 'abc%'` whatever the database collation. The list sorts by embark date, newest
 * first, then name (002 §4), mostly on active crews (002 §9 default status 1).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table crews
      add column applicant_no text,
      add column ipn text,
      add column suffix text,
      add column status smallint not null default 1,
      add column principal_id integer,
      alter column crew_code drop not null`.execute(db);
  for (const column of ['last_name', 'first_name', 'applicant_no', 'crew_code', 'ipn']) {
    await sql`create index ${sql.raw(`crews_${column}_prefix_idx`)} on crews (lower(${sql.ref(column)}) text_pattern_ops)`.execute(db);
  }
  await sql`create index crews_list_order_idx on crews (status, embark_date desc nulls last, last_name, first_name, id)`.execute(db);
  await sql`create index crews_birthdate_idx on crews (birthdate)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index crews_list_order_idx, crews_birthdate_idx`.execute(db);
  for (const column of ['last_name', 'first_name', 'applicant_no', 'crew_code', 'ipn']) {
    await sql`drop index ${sql.raw(`crews_${column}_prefix_idx`)}`.execute(db);
  }
  await sql`update crews set crew_code = '' where crew_code is null`.execute(db);
  await sql`
    alter table crews
      drop column applicant_no, drop column ipn, drop column suffix, drop column status, drop column principal_id,
      alter column crew_code set not null`.execute(db);
}
