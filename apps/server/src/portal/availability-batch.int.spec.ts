import { describe, expect, it } from 'vitest';
import type { AnyTrx, Change, StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { expectFoldsLike, foldedInBatches, storedEvents, type Fold } from '../testing/stored-events.js';
import { seafarerAvailabilityProjection } from './availability.js';

// s47: his availability mark folds a batch in memory (no read; one delete, one upsert). Whatever the batches, it must
// leave the rows, and say the changes, that the statement-an-event fold it replaced left: below, that fold as it was.
const file = useTestServices();

/** The fold before s47 (main at 5ce2a61), a statement an event. */
async function reference(db: AnyTrx, stored: StoredEvent): Promise<Change[]> {
  const e = { type: stored.type, data: stored.data } as CrewEvent;
  if (e.type === 'CrewProfileUpdated' && 'availabilityDate' in e.data.changes)
    await db.deleteFrom('seafarer_availability').where('crew_id', '=', e.data.crewId).execute();
  if (e.type !== 'AvailabilityDeclared') return [];
  const row = { availability_date: e.data.availabilityDate, remarks: e.data.remarks, declared_at: e.data.at };
  await db
    .insertInto('seafarer_availability')
    .values({ crew_id: e.data.crewId, ...row })
    .onConflict((oc) => oc.column('crew_id').doUpdateSet(row))
    .execute();
  return [{ topic: topics.crew(e.data.crewId) }];
}

/** Three crews: his declarations (in one command after the profile edit they make), the office's date edits. */
function story(): StoredEvent[] {
  const next = storedEvents();
  let minute = 0;
  const at = () => `2026-11-28T08:${String(minute++).padStart(2, '0')}:00.000Z`;
  const event = (type: string, data: { crewId: number } & Record<string, unknown>) =>
    next(`crew-${data.crewId}`, type, { ...data, at: at() });
  const declared = (crewId: number, availabilityDate: string, remarks: string | null) =>
    event('AvailabilityDeclared', {
      crewId,
      availabilityDate,
      remarks,
      byId: 9,
      byName: 'SEAFARER',
      today: '2026-11-28',
    });
  const edited = (crewId: number, changes: Record<string, unknown>) =>
    event('CrewProfileUpdated', { crewId, changes, previous: {} });
  return [
    edited(1, { availabilityDate: '2027-01-10' }),
    declared(1, '2027-01-10', 'after my leave'),
    declared(2, '2027-02-01', null),
    edited(2, { contactNumber: '0917' }), // not his date: the mark stays
    edited(1, { availabilityDate: '2027-01-20' }), // the office's date: the mark goes
    declared(3, '2027-03-03', 'x'),
    declared(3, '2027-03-04', null), // declared again: the row rewritten
    edited(2, { availabilityDate: '2027-02-02' }),
    edited(2, { availabilityDate: '2027-02-03' }),
    declared(2, '2027-02-03', 'again'),
    edited(1, { availabilityDate: null }), // no mark on file: nothing to take away
    edited(3, { availabilityDate: '2027-03-04', lastName: 'X' }),
    declared(3, '2027-03-04', 'mine after all'),
  ];
}

const after = (n: number, fold: Fold) =>
  foldedInBatches(file.services.db, 'seafarer_availability', 'crew_id', story(), n, fold);

describe('the availability marks, a batch at a time', () => {
  it('leaves the rows and says the changes that the statement-an-event fold did', async () => {
    const byStatement = await after(1, (trx, batch) => reference(trx, batch[0]!));
    expect(byStatement.rows).toMatchObject([
      { crew_id: 2, availability_date: '2027-02-03', remarks: 'again' },
      { crew_id: 3, availability_date: '2027-03-04', remarks: 'mine after all' },
    ]);
    expect(byStatement.changes).toHaveLength(6);
    await expectFoldsLike(after, seafarerAvailabilityProjection, byStatement);
  });
});
