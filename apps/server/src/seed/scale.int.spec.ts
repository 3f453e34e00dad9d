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
/**
 * An event's id, drawn at random by either path's append, wherever a read model quotes one: the lifecycle's intent
 * keys and causes name the confirmation they follow. The seed's own ids (remarks, comments) are derived, not drawn.
 */
const EVENT_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const withoutEventIds = (json: string) => json.replace(EVENT_ID, (id) => (id.startsWith('00000000-') ? id : '<event>'));

async function snapshot(services: TestServices): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const p of allProjections) {
    for (const table of p.tables) {
      const r = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(services.db);
      out[table] = r.rows
        .map((row) =>
          withoutEventIds(
            JSON.stringify(
              Object.fromEntries(Object.entries(row).filter(([k]) => !VOLATILE.test(k))),
              (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
            ),
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
    // The slice has every kind of stream it writes at 50,000: contracts, records, documents, the board's reliefs
    // (planned, edited, confirmed, commented) and the lifecycle's steps they caused, planned crew changes,
    // debriefings and their remarks, finance records.
    const counted = [
      'CrewSignedOn',
      'CrewRecordAdded',
      'CrewChangePlanned',
      'EmbarkingDetailsUpdated',
      'DisembarkingDetailsUpdated',
      'DateConfirmed',
      'CrewChangeCommentAdded',
      'CrewSignedOff',
      'CrewArrivedHome',
      'DebriefingStarted',
      'DebriefingEndorsed',
      'DebriefingRemarkAdded',
    ];
    const counts = await sql<{ event_type: string; n: string; caused: string }>`
      select event_type, count(*) as n, count(*) filter (where data ? 'cause') as caused from events
       where metadata->>'commandId' like 'seed-scale-%' or metadata->>'commandId' like 'lifecycle:%'
       group by event_type`.execute(bulk.db);
    const n = Object.fromEntries(counts.rows.map((r) => [r.event_type, Number(r.n)]));
    for (const type of counted) expect(n[type] ?? 0, type).toBeGreaterThan(0);
    expect(n.CrewSignedOn).toBeGreaterThan(40);
    expect(n.CrewRecordAdded).toBeGreaterThan(40 * 10);
    // The lifecycle's steps carry their cause (the confirmation), as the process sends them.
    expect(Number(counts.rows.find((r) => r.event_type === 'CrewArrivedHome')!.caused)).toBe(n.CrewArrivedHome);
    const families = await sql<{ family: string }>`
      select distinct data->>'family' as family from events where event_type = 'CrewRecordAdded'`.execute(bulk.db);
    expect(families.rows.map((r) => r.family)).toEqual(
      expect.arrayContaining([
        'debriefing-record',
        'cash-advance',
        'cash-loan',
        'cash-loan-payment',
        'cer',
        'crew-assessment',
        'company-evaluation',
      ]),
    );

    // The lifecycle applied every step the confirmations made due (none skipped: the facts follow one another).
    const intents = await sql<{ status: string }>`select distinct status from crew_lifecycle_intents`.execute(bulk.db);
    expect(intents.rows.map((r) => r.status)).toEqual(['done']);
    const [a, b] = [await snapshot(handled), await snapshot(bulk)];
    for (const table of Object.keys(a)) expect({ table, rows: b[table] }).toEqual({ table, rows: a[table] });
  }, 900_000);
});
