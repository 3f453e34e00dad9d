import { sql, type Kysely } from 'kysely';

/** Issue 25: the company profile every printed document carries (one row, id 1). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company_profile (
      id           integer primary key,
      name         text not null,
      short_name   text,
      address      text,
      licence_no   text,
      logo_file_id uuid,
      officers     jsonb not null default '[]'::jsonb,
      updated_by   text not null,
      updated_at   timestamptz not null
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table company_profile`.execute(db);
}
