import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const seq of ['user', 'fleet', 'vessel', 'rank', 'port', 'inn', 'laboratory', 'contract_reason', 'crew']) {
    await sql`create sequence ${sql.raw(seq + '_id_seq')}`.execute(db);
  }

  // ---- users (inline projection) ----
  await sql`
    create table users (
      id              integer primary key,
      version         integer not null,
      username        text not null,
      employee_id     text not null,
      first_name      text not null,
      middle_name     text,
      last_name       text not null,
      suffix          text,
      birthdate       date,
      email           text,
      vmc_email       text,
      user_type_id    integer not null,
      department_id   integer not null,
      position_ids    integer[] not null default '{}',
      fleet_id        integer,
      vessel_type_id  integer,
      principal_id    integer,
      grants          text[] not null default '{}',
      status          smallint not null default 1,
      password_updated_at timestamptz,
      must_change_password boolean not null default false,
      created_at      timestamptz not null,
      updated_at      timestamptz not null
    )`.execute(db);
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_employee_id_key on users (employee_id)`.execute(db);

  // Secrets stay out of the append-only log: the hash is written in the same transaction as
  // the UserPasswordChanged event and can be replaced or erased.
  await sql`
    create table credentials (
      user_id       integer primary key,
      password_hash text not null,
      updated_at    timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sessions (
      id_hash      text primary key,
      user_id      integer not null,
      created_at   timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at   timestamptz not null,
      revoked_at   timestamptz,
      ip           text,
      user_agent   text
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);
  await sql`
    create table login_attempts (
      id           bigint generated always as identity primary key,
      username     text not null,
      ip           text not null,
      succeeded    boolean not null,
      attempted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_attempts_lookup_idx on login_attempts (username, attempted_at)`.execute(db);
  await sql`create index login_attempts_ip_idx on login_attempts (ip, attempted_at)`.execute(db);

  // ---- audit log and per-field history (inline projections) ----
  await sql`
    create table audit_log (
      global_position bigint primary key,
      stream_id   text not null,
      stream_type text not null,
      event_type  text not null,
      user_id     integer,
      user_name   text not null,
      device      text not null,
      browser     text not null,
      os          text not null,
      ip          text not null,
      summary     text not null,
      recorded_at timestamptz not null
    )`.execute(db);
  await sql`create index audit_log_stream_idx on audit_log (stream_id, global_position)`.execute(db);
  await sql`create index audit_log_user_idx on audit_log (user_id, global_position)`.execute(db);
  await sql`
    create table field_history (
      global_position bigint not null,
      stream_id   text not null,
      field       text not null,
      old_value   jsonb,
      new_value   jsonb,
      user_id     integer,
      user_name   text not null,
      device      text not null,
      browser     text not null,
      os          text not null,
      ip          text not null,
      recorded_at timestamptz not null,
      primary key (stream_id, field, global_position)
    )`.execute(db);
  await sql`
    create table field_counts (
      stream_id     text not null,
      field         text not null,
      history_count integer not null default 0,
      primary key (stream_id, field)
    )`.execute(db);

  // ---- master data (async projection) ----
  const common = sql`id integer primary key, active boolean not null default true, version integer not null`;
  await sql`create table fleets (${common}, name text not null, vessel_type_id integer not null, officer_user_id integer)`.execute(db);
  await sql`create table vessels (${common}, name text not null, code text not null, fleet_id integer not null,
            vessel_type_id integer not null, flag text, gross_ton numeric, total_crew integer)`.execute(db);
  await sql`create index vessels_fleet_idx on vessels (fleet_id)`.execute(db);
  await sql`create table ranks (${common}, name text not null, alias text not null, rank_type_id integer not null, sort_order integer not null)`.execute(db);
  await sql`create table ports (${common}, name text not null, country text not null)`.execute(db);
  await sql`create table inns (${common}, name text not null, telephone text, address text)`.execute(db);
  await sql`create table laboratories (${common}, name text not null)`.execute(db);
  await sql`create table contract_reasons (${common}, code text not null, name text not null)`.execute(db);
  await sql`
    create table crews (
      id integer primary key,
      version integer not null,
      crew_code text not null,
      last_name text not null,
      first_name text not null,
      middle_name text,
      birthdate date,
      rank_id integer not null,
      contact_number text,
      email text,
      fb_mail text,
      onboard_vessel_id integer,
      onboard_rank_id integer,
      embark_date date
    )`.execute(db);
  await sql`create index crews_vessel_idx on crews (onboard_vessel_id)`.execute(db);
  await sql`create index crews_name_idx on crews (last_name, first_name)`.execute(db);

  // ---- files ----
  await sql`
    create table files (
      id          uuid primary key,
      sha256      text not null,
      size        integer not null,
      mime_type   text not null,
      extension   text not null,
      file_name   text not null,
      content     bytea not null,
      uploaded_by integer,
      uploaded_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index files_sha_idx on files (sha256)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table files, crews, contract_reasons, laboratories, inns, ports, ranks, vessels, fleets,
            field_counts, field_history, audit_log, login_attempts, sessions, credentials, users`.execute(db);
}
