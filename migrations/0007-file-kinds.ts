import { sql, type Kysely } from 'kysely';

/**
 * Files remember their kind (image, pdf, attachment, report) and, for a generated report, the
 * permission that lets others than its requester download it: downloads are checked per kind.
 * Files stored before this migration are 'legacy': their uploader and whoever reads what they
 * are attached to may download them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table files add column kind text, add column read_permission text`.execute(db);
  await sql`update files set kind = 'legacy'`.execute(db);
  await sql`alter table files alter column kind set not null`.execute(db);
  // A download of an attachment looks for the comments that carry it.
  await sql`create index crew_change_comments_file_idx on crew_change_comments (file_id) where file_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index crew_change_comments_file_idx`.execute(db);
  await sql`alter table files drop column kind, drop column read_permission`.execute(db);
}
