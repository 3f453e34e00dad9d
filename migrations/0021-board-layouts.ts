import { sql, type Kysely } from 'kysely';

/**
 * Issue 11: each user's column layout of the crew change boards (order, width, hidden, pinned),
 * one row per user and board ('fleet-embarking', 'vessel-disembarking'...). A user's view, like
 * notification read marks: kept as a plain row, not as events.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table board_layouts (
      user_id     integer not null,
      board       text not null,
      columns     jsonb not null,
      updated_at  timestamptz not null default now(),
      primary key (user_id, board)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table board_layouts`.execute(db);
}
