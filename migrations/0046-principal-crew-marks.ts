import { sql, type Kysely } from 'kysely';

/**
 * Issue 30 §3: the crews a principal marked as preferred or not wanted on his vessels (an inline
 * read model of `principal-crews-{principalId}`: a line-up refuses a barred crew the moment the
 * mark commits). One row per principal and crew; clearing the mark deletes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table principal_crew_marks (
      principal_id integer not null,
      crew_id      integer not null,
      mark         text not null,
      reason       text not null,
      marked_by    text not null,
      marked_at    timestamptz not null,
      primary key (principal_id, crew_id)
    )`.execute(db);
  await sql`create index principal_crew_marks_crew on principal_crew_marks (crew_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table principal_crew_marks`.execute(db);
}
