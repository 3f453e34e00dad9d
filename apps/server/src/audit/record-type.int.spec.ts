import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestServices, type TestServices } from '../testing/test-services.js';

// The history log files each event under a crew and a record type (002 §7 crewID, documentType) by
// two SQL functions of the event (migration 0041), which its indexes are built on.
let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
});
afterAll(() => services.dispose());

async function recordTypeOf(e: { streamType: string; type: string; data: Record<string, unknown> }) {
  const { rows } = await sql<{ t: string }>`select event_record_type(${e.streamType}, ${e.type},
    ${JSON.stringify(e.data)}::jsonb) as t`.execute(services.db);
  return rows[0]!.t;
}
async function crewIdOf(data: Record<string, unknown>) {
  const { rows } = await sql<{ c: number | null }>`select event_crew_id(${JSON.stringify(data)}::jsonb) as c`.execute(
    services.db,
  );
  return rows[0]!.c;
}

describe('event_record_type', () => {
  it("files a crew record family's events under the family", async () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(
      await recordTypeOf({
        streamType: 'crew',
        type: 'CrewRecordAdded',
        data: { crewId: 4, family: 'address', recordId: 'r1', fields: {}, at },
      }),
    ).toBe('address');
    expect(
      await recordTypeOf({
        streamType: 'crew',
        type: 'CrewRecordUpdated',
        data: { crewId: 4, family: 'pandi-checkup', changes: {}, previous: {}, at },
      }),
    ).toBe('pandi-checkup');
    expect(
      await recordTypeOf({
        streamType: 'crew',
        type: 'CrewRecordDeleted',
        data: { crewId: 4, family: 'outside-experience', previous: {}, at },
      }),
    ).toBe('outside-experience');
  });

  it("files the crew's own events under 'profile'", async () => {
    expect(await recordTypeOf({ streamType: 'crew', type: 'CrewRegistered', data: { crewId: 4, profile: {} } })).toBe(
      'profile',
    );
    expect(
      await recordTypeOf({
        streamType: 'crew',
        type: 'CrewProfileUpdated',
        data: { crewId: 4, changes: {}, previous: {} },
      }),
    ).toBe('profile');
    expect(await recordTypeOf({ streamType: 'crew', type: 'CrewSignedOn', data: { crewId: 4, vesselId: 1 } })).toBe(
      'profile',
    );
  });

  it('files master records under their kind and everything else under the stream type', async () => {
    expect(
      await recordTypeOf({
        streamType: 'contract-reason',
        type: 'MasterRecordCreated',
        data: { kind: 'contract-reason', id: 2 },
      }),
    ).toBe('contract-reason');
    expect(
      await recordTypeOf({
        streamType: 'rank',
        type: 'MasterRecordStatusChanged',
        data: { kind: 'rank', id: 2, active: false },
      }),
    ).toBe('rank');
    expect(
      await recordTypeOf({
        streamType: 'crew-change',
        type: 'EmbarkingDetailsUpdated',
        data: { crewId: 4, changes: {} },
      }),
    ).toBe('crew-change');
    expect(await recordTypeOf({ streamType: 'user', type: 'UserCreated', data: { userId: 1 } })).toBe('user');
  });

  it('ignores a blank or non-text family or kind, and a kind outside master records', async () => {
    expect(await recordTypeOf({ streamType: 'crew', type: 'CrewRecordAdded', data: { family: '  ' } })).toBe('profile');
    expect(await recordTypeOf({ streamType: 'vessel-batches', type: 'X', data: { family: 3 } })).toBe('vessel-batches');
    expect(await recordTypeOf({ streamType: 'rank', type: 'MasterRecordCreated', data: { kind: null } })).toBe('rank');
    expect(await recordTypeOf({ streamType: 'user', type: 'FileAttached', data: { kind: 'photo' } })).toBe('user');
  });

  it('keeps the record type lower-case, as the filter reads it', async () => {
    expect(await recordTypeOf({ streamType: 'crew', type: 'CrewRecordAdded', data: { family: 'MEDICAL-ISSUE' } })).toBe(
      'medical-issue',
    );
  });
});

describe('event_crew_id', () => {
  it('is data.crewId when it is a positive integer, else null', async () => {
    expect(await crewIdOf({ crewId: 12 })).toBe(12);
    for (const crewId of [0, -3, 1.5, '12', null, undefined, Number.NaN, 2 ** 31])
      expect(await crewIdOf({ crewId })).toBeNull();
    expect(await crewIdOf({})).toBeNull();
  });
});

describe('event_crew_id in its inlinable form (0079)', () => {
  it("answers as 0041's text for every form of a crew id, and the crew filter still reads its index", async () => {
    // 0041's definition, as a function of this session, beside the live one.
    await sql`create function pg_temp.event_crew_id_0041(p_data jsonb) returns integer language sql immutable as $$
      select case when jsonb_typeof(p_data -> 'crewId') = 'number' then (
        select n::integer from (select (p_data ->> 'crewId')::numeric as n) c
         where n > 0 and n <= 2147483647 and n = trunc(n)) end $$`.execute(services.db);
    const texts = [
      '{"crewId":12}',
      '{"crewId":12.0}',
      '{"crewId":1e2}',
      '{"crewId":2147483647}',
      '{"crewId":2147483648}',
      '{"crewId":0}',
      '{"crewId":-3}',
      '{"crewId":1.5}',
      '{"crewId":1e-400}',
      '{"crewId":0.99999999999999999999}',
      '{"crewId":"12"}',
      '{"crewId":null}',
      '{"crewId":true}',
      '{"crewId":[1]}',
      '{"crewId":{"id":1}}',
      '{}',
      '[]',
      '"x"',
      '7',
    ];
    const { rows } = await sql<{ text: string; live: number | null; before: number | null }>`
      select t as text, event_crew_id(t::jsonb) as live, pg_temp.event_crew_id_0041(t::jsonb) as before
        from unnest(${texts}::text[]) t`.execute(services.db);
    expect(rows.map((r) => r.live)).toEqual(rows.map((r) => r.before));
    expect(rows.filter((r) => r.live !== null).map((r) => r.live)).toEqual([12, 12, 100, 2147483647]);
    // Inlined into the history log's condition, which the partial index still serves (a scan of the whole table
    // set aside: the test database holds a few events).
    const plan = await services.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain select global_position from events
        where event_crew_id(data) = 12`.execute(trx);
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('events_crew_idx');
  });
});
