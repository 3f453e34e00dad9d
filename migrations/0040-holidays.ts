import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 §2: the Philippine non-working holidays, a settings list read by year
 * (a date range on the primary key) for the OWMS due dates.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table holidays (
      date       date primary key,
      name       text not null,
      kind       text not null,
      version    integer not null,
      updated_by text not null,
      updated_at timestamptz not null
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table holidays`.execute(db);
}
