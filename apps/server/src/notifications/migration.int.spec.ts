import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { migrationProvider } from '@crewing/migrations';
import { createTestDatabase } from '@crewing/events/testing/test-db';

/** Migration 0069 on notifications written one a recipient (0013's shape), and back. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let migrator: Migrator;
const BEFORE = '0067-append-events-many-set-based';
const READ = new Date('2026-06-02T08:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase('crewing_mig_notes');
  db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }) });
  migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo(BEFORE);
  if (error) throw error;
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

/** One alert's rows as the job wrote them before 0069: one a recipient. */
const oldRows = async (key: string, users: number[], readBy: number[] = []) => {
  for (const user of users)
    await sql`insert into notifications (user_id, alert_key, kind, title, body, link, crew_id, created_at, read_at)
              values (${user}, ${key}, 'document-expiry', ${`title ${key}`}, 'body', '/v/crew/9/x', 9,
                      ${new Date(`2026-06-01T0${key.length}:00:00Z`)}, ${readBy.includes(user) ? READ : null})`.execute(
      db,
    );
};

describe('migration 0069: one notification an alert and audience', () => {
  it('moves the rows of an alert into one, addressed to its recipients, with each one read mark', async () => {
    await oldRows('a', [3, 1, 2], [2]);
    await oldRows('bb', [5]);
    await oldRows('ccc', [2, 3, 1], [1, 3]);
    await oldRows('dddd', [1, 2]);
    const { error } = await migrator.migrateTo('0069-notification-audiences');
    if (error) throw error;

    const notes = await sql<{ id: string; alert_key: string; members: number[] }>`
      select n.id, n.alert_key, a.members from notifications n join notification_audiences a on a.id = n.audience_id
       order by n.id`.execute(db);
    // Each alert keeps its first row's id; one audience for each set of recipients, whatever their order.
    expect(notes.rows.map((n) => [Number(n.id), n.alert_key, n.members])).toEqual([
      [1, 'a', [1, 2, 3]],
      [4, 'bb', [5]],
      [5, 'ccc', [1, 2, 3]],
      [8, 'dddd', [1, 2]],
    ]);
    expect(
      Number((await sql<{ n: string }>`select count(*) as n from notification_audiences`.execute(db)).rows[0]!.n),
    ).toBe(3);
    const reads = await sql<{ user_id: number; notification_id: string; read_at: Date }>`
      select user_id, notification_id, read_at from notification_reads order by notification_id, user_id`.execute(db);
    expect(reads.rows.map((r) => [r.user_id, Number(r.notification_id), r.read_at.toISOString()])).toEqual([
      [2, 1, READ.toISOString()],
      [1, 5, READ.toISOString()],
      [3, 5, READ.toISOString()],
    ]);
  });

  it('goes back to one row a recipient, the read marks on them', async () => {
    const { error } = await migrator.migrateTo(BEFORE);
    if (error) throw error;
    const rows = await sql<{ user_id: number; alert_key: string; read: boolean }>`
      select user_id, alert_key, read_at is not null as read from notifications order by alert_key, user_id`.execute(
      db,
    );
    expect(rows.rows.map((r) => `${r.alert_key}:${r.user_id}${r.read ? ' read' : ''}`)).toEqual([
      'a:1',
      'a:2 read',
      'a:3',
      'bb:5',
      'ccc:1 read',
      'ccc:2',
      'ccc:3 read',
      'dddd:1',
      'dddd:2',
    ]);
  });
});
