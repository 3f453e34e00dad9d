import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence crew_change_id_seq`.execute(db);
  await sql`create sequence disembark_batch_id_seq`.execute(db);

  // One row per crew change: the folded aggregate state plus the columns the board filters on.
  await sql`
    create table crew_change_board (
      id                integer primary key,
      version           integer not null,
      vessel_id         integer not null,
      fleet_id          integer,
      rank_id           integer not null,
      off_signer_crew_id integer,
      state             jsonb not null,
      -- per cell ('embarking.inn_id'...): {"h": edit-history count, "c": comment count}
      counts            jsonb not null default '{}',
      embark_date       date,
      disembark_date    date,
      arrive_manila     date,
      batch_id          integer,
      batch_number      integer,
      rank_cancelled    boolean not null default false,
      updated_at        timestamptz not null
    )`.execute(db);
  await sql`create index crew_change_board_fleet_idx on crew_change_board (fleet_id, vessel_id)`.execute(db);
  await sql`create index crew_change_board_vessel_idx on crew_change_board (vessel_id)`.execute(db);

  await sql`
    create table crew_change_comments (
      id             uuid primary key,
      crew_change_id integer not null,
      side           text not null,
      field          text not null,
      comment        text not null,
      file_id        uuid,
      author_id      integer,
      author_name    text not null,
      device         text not null,
      browser        text not null,
      os             text not null,
      ip             text not null,
      created_at     timestamptz not null,
      updated_at     timestamptz not null,
      deleted_at     timestamptz
    )`.execute(db);
  await sql`create index crew_change_comments_cell_idx on crew_change_comments (crew_change_id, side, field)`.execute(db);

  await sql`
    create table comment_counts (
      stream_id     text not null,
      field         text not null,
      comment_count integer not null default 0,
      primary key (stream_id, field)
    )`.execute(db);

  // Crew documents and covid vaccines (folded by the crews projection from the crew stream).
  await sql`
    create table crew_documents (
      crew_id     integer not null,
      doc_code    text not null,
      number      text,
      issued_date date,
      expiry_date date,
      primary key (crew_id, doc_code)
    )`.execute(db);
  await sql`
    create table covid_vaccines (
      id             uuid primary key,
      crew_id        integer not null,
      brand          text not null,
      dose_no        integer not null,
      inoculate_date date not null,
      country        text not null
    )`.execute(db);
  await sql`create index covid_vaccines_crew_idx on covid_vaccines (crew_id)`.execute(db);

  await sql`
    create table disembark_batches (
      id           integer primary key,
      vessel_id    integer not null,
      batch_number integer not null,
      created_at   timestamptz not null,
      unique (vessel_id, batch_number)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table disembark_batches, covid_vaccines, crew_documents, comment_counts, crew_change_comments, crew_change_board`.execute(db);
  await sql`drop sequence disembark_batch_id_seq, crew_change_id_seq`.execute(db);
}
