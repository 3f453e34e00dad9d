import { sql, type Kysely } from 'kysely';

/**
 * Issue 8 §5, the crew's in-house sea service (000 §3 Crew experience): one row per contract
 * with us, opened by CrewSignedOn and closed by CrewSignedOff (`crew-sea-service` projection).
 * A row is keyed by its sign-on's place in the crew's stream, so a replay gives the same rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table crew_sea_service (
      crew_id             integer not null,
      -- The crew stream's version and the global position of the CrewSignedOn: order and identity.
      sign_on_version     integer not null,
      sign_on_position    bigint not null,
      vessel_id           integer not null,
      rank_id             integer not null,
      embark_date         date not null,
      -- Null while he is onboard.
      disembark_date      date,
      contract_reason_id  integer,
      primary key (crew_id, sign_on_version)
    )`.execute(db);
  await sql`create index crew_sea_service_open_idx on crew_sea_service (crew_id) where disembark_date is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table crew_sea_service`.execute(db);
}
