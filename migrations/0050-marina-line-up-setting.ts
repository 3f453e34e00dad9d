import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 §3: the company's setting that a crew's certificates and licenses issued since 9 Nov
 * 2021 and not verified at MARINA make him ineligible in the line-up (an administrator's
 * `CompanyProfileChanged`, read by the line-up from the company profile row).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company_profile add column marina_blocks_line_up boolean not null default false`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table company_profile drop column marina_blocks_line_up`.execute(db);
}
