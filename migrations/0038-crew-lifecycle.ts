import { sql, type Kysely } from 'kysely';

/**
 * Issue 24, the crew's lifecycle. The crews read model keeps where he stands (his last vessel and
 * rank, his sign-off and the day he became standby); each contract of crew_sea_service gets its
 * number in his stream, his arrival in Manila and whether it was corrected away. The lifecycle
 * process keeps its intents: a step (sign-on, sign-off, arrival, rank) made due by a confirmed date
 * on the board or a planned promotion, until the crew stream records it applied or skipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table crews
      add column last_vessel_id integer,
      add column last_rank_id integer,
      add column sign_off_date date,
      add column standby_since date`.execute(db);
  await sql`
    alter table crew_sea_service
      add column stint_no integer,
      add column arrival_date date,
      add column crew_change_id integer,
      add column voided boolean not null default false`.execute(db);
  // Rows folded before this migration: numbered in sign-on order; where he stands from his latest contract.
  await sql`
    update crew_sea_service s set stint_no = n.no
    from (select crew_id, sign_on_version, row_number() over (partition by crew_id order by sign_on_version) as no from crew_sea_service) n
    where n.crew_id = s.crew_id and n.sign_on_version = s.sign_on_version`.execute(db);
  await sql`
    update crews c set last_vessel_id = l.vessel_id, last_rank_id = l.rank_id, sign_off_date = l.disembark_date, standby_since = l.disembark_date
    from (select distinct on (crew_id) crew_id, vessel_id, rank_id, disembark_date from crew_sea_service order by crew_id, sign_on_version desc) l
    where l.crew_id = c.id and l.disembark_date is not null and c.onboard_vessel_id is null`.execute(db);
  await sql`create index crews_standby_idx on crews (standby_since) where onboard_vessel_id is null`.execute(db);
  await sql`
    create table crew_lifecycle_intents (
      -- base_key@confirmation: one row per confirmation of a step (cc-12:embarking:12-1:sign-on@<event id>).
      key              text primary key,
      base_key         text not null,
      -- The confirmation's global position: the latest row of a base key is the one that counts.
      position         bigint not null,
      crew_id          integer not null,
      step             text not null,
      crew_change_id   integer,
      due_date         date not null,
      -- The command the step sends (vessel, rank, dates, reason) and its cause.
      payload          jsonb not null,
      confirmation_id  text not null,
      -- pending: waits for its day; done / skipped: the crew stream recorded it; withdrawn: undone or
      -- cancelled before it was sent; revoked: taken back after its confirmation was undone.
      status           text not null,
      reason           text,
      -- Set when an applied step's confirmation was undone: the process takes the step back.
      revoke_reason    text,
      updated_at       timestamptz not null
    )`.execute(db);
  await sql`create index crew_lifecycle_intents_due_idx on crew_lifecycle_intents (due_date) where status = 'pending' or revoke_reason is not null`.execute(db);
  await sql`create index crew_lifecycle_intents_crew_idx on crew_lifecycle_intents (crew_id)`.execute(db);
  await sql`create index crew_lifecycle_intents_base_idx on crew_lifecycle_intents (base_key, position)`.execute(db);
  await sql`create index crew_lifecycle_intents_change_idx on crew_lifecycle_intents (crew_change_id) where crew_change_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table crew_lifecycle_intents`.execute(db);
  await sql`drop index crews_standby_idx`.execute(db);
  await sql`alter table crew_sea_service drop column stint_no, drop column arrival_date, drop column crew_change_id, drop column voided`.execute(db);
  await sql`alter table crews drop column last_vessel_id, drop column last_rank_id, drop column sign_off_date, drop column standby_since`.execute(db);
}
