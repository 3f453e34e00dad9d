import { sql, type Kysely } from 'kysely';

/**
 * Issue 13, debriefing: the availability remarks of debriefing records (the records themselves are
 * crew records), the debriefings (one per crew change that brought a crew home, the form kept whole
 * as jsonb) and the id sequence of training endorsements.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table debriefing_remarks (
      id                    uuid primary key,
      debriefing_record_id  integer not null,
      crew_id               integer not null,
      remarks               text not null,
      author_id             integer not null,
      author_name           text not null,
      created_at            timestamptz not null,
      updated_at            timestamptz not null
    )`.execute(db);
  await sql`create index debriefing_remarks_record_idx on debriefing_remarks (debriefing_record_id, created_at)`.execute(db);
  await sql`
    create table debriefings (
      id            integer primary key,
      version       integer not null,
      crew_id       integer not null,
      vessel_id     integer not null,
      rank_id       integer not null,
      arrive_manila date,
      status        text not null,
      for_review    boolean not null default false,
      form          jsonb not null,
      started_by    text not null,
      started_at    timestamptz not null,
      endorsed_by   text,
      endorsed_at   timestamptz,
      updated_at    timestamptz not null
    )`.execute(db);
  await sql`create index debriefings_status_idx on debriefings (status, arrive_manila desc)`.execute(db);
  await sql`create index debriefings_crew_idx on debriefings (crew_id)`.execute(db);
  await sql`create sequence debriefing_training_id_seq`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence if exists debriefing_training_id_seq`.execute(db);
  await sql`drop table if exists debriefings`.execute(db);
  await sql`drop table if exists debriefing_remarks`.execute(db);
}
