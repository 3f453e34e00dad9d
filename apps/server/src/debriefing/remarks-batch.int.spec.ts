import { describe, expect, it } from 'vitest';
import type { AnyTrx, Change, StoredEvent } from '@crewing/events';
import { debriefingRecordFamily, topics, type DebriefingRemarkEvent } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { expectFoldsLike, foldedInBatches, storedEvents, type Fold } from '../testing/stored-events.js';
import { addedRow, debriefingRemarksProjection } from './remarks.js';

// s47: the debriefing remarks fold a batch in memory (one read, one delete, one upsert). Whatever the batches, they
// must leave the rows, and say the changes, that the statement-an-event fold they replaced left: below, that fold.
const file = useTestServices();

/** The fold before s47 (main at 5ce2a61), a statement an event. */
async function reference(db: AnyTrx, stored: StoredEvent): Promise<Change[]> {
  const e = { type: stored.type, data: stored.data } as DebriefingRemarkEvent;
  const at = stored.recordedAt.toISOString();
  let crewId: number | null;
  if (e.type === 'DebriefingRemarkAdded') {
    const d = e.data;
    crewId = d.crewId;
    await db
      .insertInto('debriefing_remarks')
      .values(addedRow(d, d.remarkId, at))
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else if (e.type === 'DebriefingRemarkUpdated') {
    const r = await db
      .updateTable('debriefing_remarks')
      .set({ remarks: e.data.remarks, updated_at: at })
      .where('id', '=', e.data.remarkId)
      .returning('crew_id')
      .executeTakeFirst();
    crewId = r?.crew_id ?? null;
  } else {
    const r = await db
      .deleteFrom('debriefing_remarks')
      .where('id', '=', e.data.remarkId)
      .returning('crew_id')
      .executeTakeFirst();
    crewId = r?.crew_id ?? null;
  }
  return crewId === null ? [] : [{ topic: topics.crew(crewId), payload: { family: debriefingRecordFamily.name } }];
}

const remark = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
/** Two records' remarks interleaved: added, edited, deleted, a delete and an edit of none, an id added again. */
function story(): StoredEvent[] {
  const next = storedEvents();
  const event = (type: string, record: number, n: number, data: Record<string, unknown> = {}) =>
    next(`debriefing_remarks-${record}`, type, {
      debriefingRecordId: record,
      remarkId: remark(n),
      at: '2026-11-28T08:00:00.000Z',
      ...data,
    });
  const added = (record: number, n: number, remarks: string) =>
    event('DebriefingRemarkAdded', record, n, {
      crewId: record * 10,
      remarks,
      authorId: n,
      authorName: `AUTHOR ${n}`,
    });
  const updated = (record: number, n: number, remarks: string) =>
    event('DebriefingRemarkUpdated', record, n, { remarks, previous: '' });
  const deleted = (record: number, n: number) => event('DebriefingRemarkDeleted', record, n);
  return [
    added(1, 1, 'fit for the next contract'),
    added(2, 2, 'asks for a bulk carrier'),
    updated(1, 1, 'fit; wants a tanker'),
    added(1, 3, 'to be deleted'),
    deleted(1, 3),
    updated(1, 3, 'too late'), // gone: nothing changes, nothing said
    deleted(2, 9), // never there
    added(2, 2, 'the same id again'), // on file: kept as it was
    added(2, 4, 'kept'),
    deleted(2, 2),
    added(2, 2, 'back after its delete'), // a new row: its own created_at
    {
      ...updated(1, 1, 'upper case id'),
      data: { debriefingRecordId: 1, remarkId: remark(1).toUpperCase(), remarks: 'UPPER', previous: '' },
    },
    updated(2, 4, 'kept, edited'),
    deleted(1, 1),
    added(1, 5, 'last'),
  ];
}

const after = (n: number, fold: Fold) =>
  foldedInBatches(file.services.db, 'debriefing_remarks', 'id', story(), n, fold);

describe('the debriefing remarks, a batch at a time', () => {
  it('leave the rows and say the changes that the statement-an-event fold did', async () => {
    const byStatement = await after(1, (trx, batch) => reference(trx, batch[0]!));
    expect(byStatement.rows).toMatchObject([
      { id: remark(2), remarks: 'back after its delete' },
      { id: remark(4), remarks: 'kept, edited' },
      { id: remark(5), remarks: 'last' },
    ]);
    expect(byStatement.changes).toHaveLength(13);
    await expectFoldsLike(after, debriefingRemarksProjection, byStatement);
  });
});
