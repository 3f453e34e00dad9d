import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { migrationProvider, migrations } from '@crewing/migrations';
import { createTestDatabase } from './testing/test-db.js';
import { META } from './testing/test-store.js';
import { profileDecider } from './testing/profile-decider.js';
import { CommandHandler } from './command-handler.js';
import { EventStore, type AnyDb } from './store.js';

/** Migration 0005 on a store that already holds commands handled under the global key. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: AnyDb;
let migrator: Migrator;

beforeAll(async () => {
  database = await createTestDatabase('crewing_mig');
  db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 4 }) }) });
  migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo('0004-crew-change-board');
  if (error) throw error;
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const oldCommand = async (commandId: string, streamId: string, userId: number | null) => {
  const eventId = crypto.randomUUID();
  const metadata = JSON.stringify({ ...META, userId, commandId });
  const data = JSON.stringify({ fields: { who: String(userId) } });
  const [row] = (
    await sql<{ global_position: string }>`
      insert into events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
      values (${streamId}, 'profile', 1, ${eventId}, 'ProfileCreated', ${data}, ${metadata})
      returning global_position::text`.execute(db)
  ).rows;
  const result = [{ streamId, version: 1, eventIds: [eventId], positions: [row!.global_position], duplicate: false }];
  await sql`insert into processed_commands (command_id, stream_id, result) values (${commandId}, ${streamId}, ${JSON.stringify(result)})`.execute(
    db,
  );
  return eventId;
};

describe('migration 0005: command ids per user', () => {
  it('keys existing rows by the user of their events (0 without one) and they still answer retries', async () => {
    const ana = crypto.randomUUID();
    const seed = crypto.randomUUID();
    const nothing = crypto.randomUUID();
    const anaEvent = await oldCommand(ana, 'p-m-ana', 7);
    await oldCommand(seed, 'p-m-seed', null);
    await sql`insert into processed_commands (command_id, stream_id, result) values (${nothing}, 'p-m-none', '[]')`.execute(
      db,
    );

    const { error } = await migrator.migrateTo('0005-command-ids-per-user');
    if (error) throw error;

    const rows = await db.selectFrom('processed_commands').select(['command_id', 'user_id', 'request_hash']).execute();
    const byId = new Map(rows.map((r) => [r.command_id, r]));
    expect(byId.get(ana)).toEqual({ command_id: ana, user_id: 7, request_hash: null });
    expect(byId.get(seed)?.user_id).toBe(0);
    expect(byId.get(nothing)?.user_id).toBe(0);

    // Today's handler appends through append_events (0037): added alone, as 0006..0036 are not under test.
    await migrations['0037-append-function']!.up(db);
    // The user's retry across the deploy gets the first result, with its events read from the store.
    const handler = new CommandHandler(new EventStore(db));
    const retry = await handler.handle(profileDecider, {
      streamId: 'p-m-ana',
      command: { type: 'CreateProfile', data: { fields: { who: '7' } } },
      commandId: ana,
      metadata: { ...META, userId: 7, requestHash: 'h' },
    });
    expect(retry).toMatchObject({
      duplicate: true,
      eventIds: [anaEvent],
      events: [{ type: 'ProfileCreated', data: { fields: { who: '7' } } }],
    });
    // Another user's same id is now a command of its own.
    const other = await handler.handle(profileDecider, {
      streamId: 'p-m-other',
      command: { type: 'CreateProfile', data: { fields: {} } },
      commandId: ana,
      metadata: { ...META, userId: 8, requestHash: 'h' },
    });
    expect(other.duplicate).toBe(false);

    // Down: one row per command id again, the earliest kept.
    await migrations['0037-append-function']!.down!(db);
    const down = await migrator.migrateTo('0004-crew-change-board');
    if (down.error) throw down.error;
    const after = await sql<{
      stream_id: string;
    }>`select stream_id from processed_commands where command_id = ${ana}`.execute(db);
    expect(after.rows).toEqual([{ stream_id: 'p-m-ana' }]);
  });
});
