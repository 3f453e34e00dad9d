import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 §2 My availability: the date a crew gave as his own in the portal, with his remarks
 * (an inline read model of his crew stream's `AvailabilityDeclared`). The 201's own date stays in
 * `crews.availability_date`; a row here marks that date as his word until the office changes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table seafarer_availability (
      crew_id           integer primary key,
      availability_date date not null,
      remarks           text,
      declared_at       timestamptz not null
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table seafarer_availability`.execute(db);
}
