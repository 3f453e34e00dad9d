import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { scaleMasterData } from '../testing/scale-master.js';
import { allProjections } from '../features.js';
import { seedScale } from './scale.js';

// Issue 32: the scale dataset's bulk path (the real deciders' events in large inserts, read models by
// replay) gives the very read models the command handler gives for the same commands. Two copies of the
// database with the master data the scale seed points at (what the demo seed gives it, through the
// handlers), the same clock: one slice through the handler, the same slice through the bulk path.
const NOW = new Date();
let handled: TestServices;
let bulk: TestServices;

beforeAll(async () => {
  handled = await createTestServices({ clock: () => NOW });
  bulk = await createTestServices({ clock: () => NOW });
  await scaleMasterData(handled, NOW.toISOString());
  await scaleMasterData(bulk, NOW.toISOString());
}, 600_000);
afterAll(async () => {
  await handled?.dispose();
  await bulk?.dispose();
});

/** Columns a replay or a retry may number or time differently: where in the log, not what it says. */
const VOLATILE = /(^|_)(at|position|positions|event_id|transaction_id|recorded|updated|created|checkpoint)$/;

async function snapshot(services: TestServices): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const p of allProjections) {
    for (const table of p.tables) {
      const r = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(services.db);
      out[table] = r.rows
        .map((row) =>
          JSON.stringify(
            Object.fromEntries(Object.entries(row).filter(([k]) => !VOLATILE.test(k))),
            (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
          ),
        )
        .sort();
    }
  }
  return out;
}

describe('npm run seed -- --scale', () => {
  it('a slice written in bulk and replayed equals the same slice sent through the command handler', async () => {
    const viaHandler = await seedScale(handled, { crews: 40, bulk: false });
    const viaBulk = await seedScale(bulk, { crews: 40, bulk: true });
    expect(viaBulk.events).toBe(viaHandler.events);
    expect(viaBulk).toMatchObject({ crews: 40, fleets: 10, vessels: 200 });
    // The slice has every kind of stream it writes at 50,000: contracts, records, documents, planned crew changes.
    const counts = await sql<{ signed: string; records: string; planned: string }>`
      select (select count(*) from events where event_type = 'CrewSignedOn' and metadata->>'commandId' like 'seed-scale-%') as signed,
             (select count(*) from events where event_type = 'CrewRecordAdded' and metadata->>'commandId' like 'seed-scale-%') as records,
             (select count(*) from events where event_type = 'CrewChangePlanned' and metadata->>'commandId' like 'seed-scale-%') as planned
    `.execute(bulk.db);
    const c = counts.rows[0]!;
    expect(Number(c.signed)).toBeGreaterThan(40);
    expect(Number(c.records)).toBeGreaterThan(40 * 10);
    expect(Number(c.planned)).toBeGreaterThan(0);

    const [a, b] = [await snapshot(handled), await snapshot(bulk)];
    for (const table of Object.keys(a)) expect({ table, rows: b[table] }).toEqual({ table, rows: a[table] });
  }, 900_000);
});
