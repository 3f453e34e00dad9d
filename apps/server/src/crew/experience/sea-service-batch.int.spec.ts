import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AnyTrx, Change, StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import { useTestServices } from '../../testing/test-file.js';
import { expectFoldsLike, foldedInBatches, storedEvents, type Fold } from '../../testing/stored-events.js';
import { COLUMN, crewSeaServiceProjection, signOnRow } from './projection.js';

// s47: the sea-service read model folds a batch in memory (one read, a delete and an upsert). Whatever the batches
// (one event, a few, the whole stream), it must leave the rows, and say the changes, that the statement-an-event fold
// it replaced left: below, that fold as it was (main before s47), the reference.
const file = useTestServices();

/** The fold before s47 (main at 5ce2a61), a statement an event. */
async function reference(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
  const e = { type: stored.type, data: stored.data } as CrewEvent;
  if (!('crewId' in e.data)) return [];
  const crewId = e.data.crewId;
  const stint = (no: number) =>
    trx.updateTable('crew_sea_service').where('crew_id', '=', crewId).where('stint_no', '=', no);
  const open = () =>
    trx.updateTable('crew_sea_service').where('crew_id', '=', crewId).where('disembark_date', 'is', null);
  switch (e.type) {
    case 'CrewSignedOn':
      await trx
        .insertInto('crew_sea_service')
        .values({
          ...signOnRow(e, stored, 0),
          stint_no:
            e.data.stintNo ?? sql<number>`(select count(*) + 1 from crew_sea_service where crew_id = ${crewId})::int`,
        })
        .execute();
      break;
    case 'CrewSignedOff':
      await open()
        .set({ disembark_date: e.data.disembarkDate, contract_reason_id: e.data.contractReasonId ?? null })
        .execute();
      break;
    case 'CrewArrivedHome':
      await stint(e.data.stintNo).set({ arrival_date: e.data.arrivalDate }).execute();
      break;
    case 'CrewRankChanged':
      if (!e.data.onboard) return [];
      await open().set({ rank_id: e.data.rankId }).execute();
      break;
    case 'CrewSeaServiceCorrected': {
      if (e.data.voided) {
        await trx
          .deleteFrom('crew_sea_service')
          .where('crew_id', '=', crewId)
          .where('stint_no', '=', e.data.stintNo)
          .execute();
        break;
      }
      const set = Object.fromEntries(
        Object.entries(e.data.changes).map(([k, v]) => [(COLUMN as Record<string, string>)[k], v]),
      );
      if (Object.keys(set).length > 0) await stint(e.data.stintNo).set(set).execute();
      break;
    }
    default:
      return [];
  }
  return [{ topic: topics.crew(crewId) }];
}

/** Four crews interleaved: old and numbered contracts, promotions, corrections, voids, on file and in the same batch. */
function story(): StoredEvent[] {
  const next = storedEvents();
  const event = (type: string, data: { crewId: number } & Record<string, unknown>) =>
    next(`crew-${data.crewId}`, type, { ...data, at: '2026-11-28T00:00:00.000Z' });
  /** A sign-on numbered by his stream (issue 24), or, `stintNo` left out, one stored before it. */
  const on = (crewId: number, vesselId: number, embarkDate: string, stintNo?: number) =>
    event('CrewSignedOn', {
      crewId,
      vesselId,
      rankId: 3,
      embarkDate,
      stintNo,
      crewChangeId: stintNo ? 500 + crewId : null,
    });
  const off = (crewId: number, disembarkDate: string, contractReasonId?: number) =>
    event('CrewSignedOff', { crewId, disembarkDate, contractReasonId });
  const home = (crewId: number, stintNo: number, arrivalDate: string) =>
    event('CrewArrivedHome', { crewId, stintNo, arrivalDate, vesselId: 1, crewChangeId: null });
  const rank = (crewId: number, rankId: number, onboard: boolean) =>
    event('CrewRankChanged', { crewId, rankId, previousRankId: 3, effectiveDate: '2021-01-01', onboard });
  const corrected = (crewId: number, stintNo: number, changes: Record<string, unknown>, voided = false) =>
    event('CrewSeaServiceCorrected', { crewId, stintNo, changes, previous: {}, voided, reason: 'TEST', position: {} });

  return [
    on(1, 10, '2019-01-05'), // old: no number (1)
    on(2, 11, '2019-02-01'),
    rank(1, 4, true),
    off(1, '2019-08-01', 7),
    rank(1, 5, false), // ashore: his contract keeps its rank
    home(1, 1, '2019-08-03'),
    off(2, '2019-09-09'),
    on(1, 12, '2020-01-01'), // old: counted (2)
    on(3, 13, '2020-02-02', 1),
    corrected(2, 1, { vesselId: 14, embarkDate: '2019-02-03' }),
    off(1, '2020-07-07', 8),
    corrected(1, 2, {}, true), // his second contract voided
    on(1, 15, '2021-01-01'), // old, after a void: counted over what is left (2 again)
    off(3, '2020-09-09', 7),
    home(3, 1, '2020-09-12'),
    corrected(3, 1, { disembarkDate: null, contractReasonId: null }), // sign-off undone: onboard again
    rank(3, 6, true),
    off(3, '2020-10-10', 9),
    on(4, 16, '2021-03-03', 1),
    corrected(4, 1, {}, true), // voided in the batch that opened it
    on(4, 17, '2021-04-04', 2),
    rank(4, 7, true),
    corrected(4, 2, { rankId: 8, arrivalDate: '2021-12-12' }),
    on(2, 18, '2022-01-01', 2),
    home(2, 1, '2019-09-11'),
    off(2, '2022-06-06'),
    home(2, 2, '2022-06-08'),
    corrected(1, 1, { disembarkDate: '2019-08-02', arrivalDate: '2019-08-04' }),
    corrected(1, 9, { vesselId: 19 }), // no such contract: nothing changes
    home(1, 9, '2021-01-01'),
    on(3, 20, '2023-01-01', 2),
    corrected(3, 2, {}, true),
    corrected(3, 1, { embarkDate: '2020-02-03' }),
  ];
}

const after = (n: number, fold: Fold) =>
  foldedInBatches(file.services.db, 'crew_sea_service', 'crew_id, sign_on_version', story(), n, fold);

describe('the sea-service read model, a batch at a time', () => {
  it('leaves the rows and says the changes that the statement-an-event fold did', async () => {
    const byStatement = await after(1, async (trx, batch) => reference(trx, batch[0]!));
    expect(byStatement.rows).toHaveLength(6);
    expect(byStatement.changes).toHaveLength(story().length - 1);
    expect(byStatement.rows).toMatchObject([
      { crew_id: 1, stint_no: 1, rank_id: 4, disembark_date: '2019-08-02', arrival_date: '2019-08-04' },
      { crew_id: 1, stint_no: 2, vessel_id: 15, disembark_date: null },
      { crew_id: 2, stint_no: 1, vessel_id: 14, embark_date: '2019-02-03', arrival_date: '2019-09-11' },
      { crew_id: 2, stint_no: 2, disembark_date: '2022-06-06', arrival_date: '2022-06-08', crew_change_id: 502 },
      { crew_id: 3, stint_no: 1, rank_id: 6, embark_date: '2020-02-03', contract_reason_id: 9 },
      { crew_id: 4, stint_no: 2, vessel_id: 17, rank_id: 8, arrival_date: '2021-12-12', disembark_date: null },
    ]);
    await expectFoldsLike(after, crewSeaServiceProjection, byStatement);
  });
});
