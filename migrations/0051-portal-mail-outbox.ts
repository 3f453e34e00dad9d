import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 §2 Notifications by e-mail: the seafarer's mails waiting to go out. A row is written in
 * the transaction that records his notification (an inline projection) under the notification's
 * own key, so a notification is queued once however often it is folded (a replay adds nothing);
 * the drain marks it sent. Not a read model: a rebuild never empties it, or every mail would go again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table portal_mail_outbox (
      key             text primary key,
      crew_id         integer not null,
      email           text not null,
      subject         text not null,
      body            text not null,
      created_at      timestamptz not null,
      status          text not null default 'pending' check (status in ('pending', 'sent', 'given-up')),
      attempts        integer not null default 0,
      next_attempt_at timestamptz not null,
      last_error      text,
      sent_at         timestamptz
    )`.execute(db);
  await sql`create index portal_mail_outbox_due on portal_mail_outbox (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table portal_mail_outbox`.execute(db);
}
