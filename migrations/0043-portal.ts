import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 §1: the seafarers' own accounts (one per crew, an inline read model: sign-in must see an
 * activation at once) and their invitations' code hashes, kept beside the log as the staff's
 * password hashes are. An address belongs to one invited or active account: it is how he signs in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table seafarer_accounts (
      crew_id         integer primary key,
      account_id      integer not null unique,
      email           text not null,
      status          text not null,
      invited_at      timestamptz not null,
      invited_by      text not null,
      mailed          boolean not null,
      activated_at    timestamptz,
      deactivated_at  timestamptz,
      last_sign_in_at timestamptz,
      version         integer not null,
      updated_at      timestamptz not null
    )`.execute(db);
  await sql`
    create unique index seafarer_accounts_email_key on seafarer_accounts (lower(email))
      where status in ('invited', 'active')`.execute(db);
  await sql`
    create table seafarer_invitations (
      crew_id    integer primary key,
      code_hash  text not null unique,
      expires_at timestamptz not null
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table seafarer_invitations`.execute(db);
  await sql`drop table seafarer_accounts`.execute(db);
}
