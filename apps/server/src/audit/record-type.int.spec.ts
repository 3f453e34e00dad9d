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
