import { beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { AnyTrx, Change, StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { expectFoldsLike, foldedInBatches, storedEvents, type Fold } from '../testing/stored-events.js';
import { keyNames } from '../key-lists/resolve.js';
import type { DB } from '../platform/db/schema.js';
import { covidVaccinesProjection } from './projection.js';

// s47: the covid vaccine doses fold a batch in memory (one read of the doses, one of the key names, a delete and an
// upsert). Whatever the batches (one event, a few, the whole stream), it must leave the rows, and say the changes,
// that the statement-an-event fold it replaced left: below, that fold as it was (main before s47), the reference.
const file = useTestServices();

const rowId = (recordId: number) => `00000000-0000-4000-8000-${recordId.toString(16).padStart(12, '0')}`;
async function keyName(trx: AnyTrx, list: string, id: unknown): Promise<string> {
  if (typeof id !== 'number') return '';
  return (await keyNames(trx as Kysely<DB>, list, [id])).get(id) ?? '';
}
/** The fold before s47 (main at bd4aad2), four statements a dose. */
async function reference(trx: AnyTrx, stored: StoredEvent): Promise<Change[] | undefined> {
  const e = { type: stored.type, data: stored.data } as CrewEvent;
  if (e.type === 'CovidVaccineRecorded') {
    const d = e.data;
    await trx
      .insertInto('covid_vaccines')
      .values({
        id: d.vaccineId,
        crew_id: d.crewId,
        brand: d.brand,
        dose_no: d.doseNo,
        inoculate_date: d.inoculateDate,
        country: d.country,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return [{ topic: topics.crew(d.crewId) }];
  }
  if (e.type !== 'CrewRecordAdded' && e.type !== 'CrewRecordUpdated' && e.type !== 'CrewRecordDeleted') return;
  if (e.data.family !== 'covid-vaccine') return;
  const { crewId, recordId } = e.data;
  if (e.type === 'CrewRecordDeleted') {
    await trx.deleteFrom('covid_vaccines').where('record_id', '=', recordId).execute();
    return [{ topic: topics.crew(crewId) }];
  }
  const before = await trx
    .selectFrom('covid_vaccines')
    .selectAll()
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  const f = e.type === 'CrewRecordAdded' ? e.data.fields : e.data.changes;
  const row = {
    brand: 'vaccineBrandId' in f ? await keyName(trx, 'vaccine-brand', f.vaccineBrandId) : (before?.brand ?? ''),
    dose_no: 'doseNo' in f ? Number(f.doseNo) : (before?.dose_no ?? 0),
    inoculate_date: 'inoculateDate' in f ? String(f.inoculateDate) : (before?.inoculate_date ?? ''),
    country: 'countryId' in f ? await keyName(trx, 'country', f.countryId) : (before?.country ?? ''),
  };
  await trx
    .insertInto('covid_vaccines')
    .values({ id: rowId(recordId), crew_id: crewId, record_id: recordId, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return [{ topic: topics.crew(crewId) }];
}

/** Key items the doses name: two brands (one inactive), two countries. */
const KEYS = [
  { id: 9101, kind: 'vaccine-brand', name: 'PFIZER', active: true },
  { id: 9102, kind: 'vaccine-brand', name: 'SINOVAC', active: false },
  { id: 9201, kind: 'country', name: 'PHILIPPINES', active: true },
  { id: 9202, kind: 'country', name: 'JAPAN', active: true },
];

/** Three crews interleaved: older doses, dose records added, edited, deleted (on file and in the batch), other families. */
function story(): StoredEvent[] {
  const next = storedEvents();
  const event = (type: string, data: { crewId: number } & Record<string, unknown>) =>
    next(`crew-${data.crewId}`, type, { ...data, at: '2026-11-28T00:00:00.000Z' });
  const recorded = (crewId: number, vaccineId: string, doseNo: number) =>
    event('CovidVaccineRecorded', {
      crewId,
      vaccineId,
      brand: 'MODERNA',
      doseNo,
      inoculateDate: `2021-0${doseNo}-01`,
      country: 'USA',
    });
  const added = (crewId: number, recordId: number, fields: Record<string, unknown>, family = 'covid-vaccine') =>
    event('CrewRecordAdded', { crewId, recordId, family, fields });
  const updated = (crewId: number, recordId: number, changes: Record<string, unknown>, family = 'covid-vaccine') =>
    event('CrewRecordUpdated', { crewId, recordId, family, changes });
  const deleted = (crewId: number, recordId: number, family = 'covid-vaccine') =>
    event('CrewRecordDeleted', { crewId, recordId, family });
  const dose = (doseNo: number, more: Record<string, unknown> = {}) => ({
    vaccineBrandId: 9101,
    doseNo,
    inoculateDate: `2022-0${doseNo}-15`,
    countryId: 9201,
    ...more,
  });
  const old = 'a0000000-0000-4000-8000-00000000000a';

  return [
    recorded(1, old, 1),
    recorded(1, old.toUpperCase(), 2), // the same dose again: kept as first folded
    added(1, 11, dose(2)),
    added(2, 21, dose(1, { countryId: undefined })), // no country
    added(2, 99, { documentId: 4 }, 'crew-document'), // not a dose: nothing, no change
    updated(1, 11, { countryId: 9202, remarks: 'x' }),
    added(3, 31, dose(1, { vaccineBrandId: 9102, countryId: 9999 })), // an inactive brand, an unknown country
    updated(2, 21, { doseNo: 3 }),
    updated(2, 99, { documentId: 5 }, 'crew-document'),
    deleted(2, 99, 'crew-document'),
    updated(3, 31, { vaccineBrandId: null, countryId: 'x' }), // cleared: names of nothing
    deleted(1, 11),
    added(1, 12, dose(3)),
    deleted(3, 77), // no such dose: nothing, a change
    added(3, 32, dose(2)),
    deleted(3, 32), // added and deleted in the same batch
    recorded(3, 'b0000000-0000-4000-8000-00000000000b', 1),
    updated(1, 12, { inoculateDate: '2022-04-01', vaccineBrandId: 9102 }),
    deleted(1, 12),
    added(1, 12, dose(4, { countryId: 9202 })), // the same record again after its delete
    updated(2, 21, { vaccineBrandId: 9101, doseNo: 1 }),
    updated(3, 33, { doseNo: 2, inoculateDate: '2023-01-01' }), // an edit of a dose not on file writes one
    added(2, 22, dose(2)),
    updated(1, 12, { countryId: 9201 }),
  ];
}

// The key items the doses name, committed once: each fold below starts from no doses and leaves none.
beforeAll(async () => {
  await file.services.db
    .insertInto('key_items')
    .values(KEYS.map((k) => ({ ...k, version: 1 })))
    .execute();
});
const after = (n: number, fold: Fold) => foldedInBatches(file.services.db, 'covid_vaccines', 'id', story(), n, fold);

describe('the covid vaccine doses, a batch at a time', () => {
  it('leaves the rows and says the changes that the statement-an-event fold did', async () => {
    const byStatement = await after(1, async (trx, batch) => (await reference(trx, batch[0]!)) ?? []);
    expect(byStatement.changes).toHaveLength(story().length - 3);
    expect(byStatement.rows).toEqual([
      {
        id: rowId(12),
        crew_id: 1,
        record_id: 12,
        brand: 'PFIZER',
        dose_no: 4,
        inoculate_date: '2022-04-15',
        country: 'PHILIPPINES',
      },
      {
        id: rowId(21),
        crew_id: 2,
        record_id: 21,
        brand: 'PFIZER',
        dose_no: 1,
        inoculate_date: '2022-01-15',
        country: '',
      },
      {
        id: rowId(22),
        crew_id: 2,
        record_id: 22,
        brand: 'PFIZER',
        dose_no: 2,
        inoculate_date: '2022-02-15',
        country: 'PHILIPPINES',
      },
      { id: rowId(31), crew_id: 3, record_id: 31, brand: '', dose_no: 1, inoculate_date: '2022-01-15', country: '' },
      { id: rowId(33), crew_id: 3, record_id: 33, brand: '', dose_no: 2, inoculate_date: '2023-01-01', country: '' },
      {
        id: 'a0000000-0000-4000-8000-00000000000a',
        crew_id: 1,
        record_id: null,
        brand: 'MODERNA',
        dose_no: 1,
        inoculate_date: '2021-01-01',
        country: 'USA',
      },
      {
        id: 'b0000000-0000-4000-8000-00000000000b',
        crew_id: 3,
        record_id: null,
        brand: 'MODERNA',
        dose_no: 1,
        inoculate_date: '2021-01-01',
        country: 'USA',
      },
    ]);
    await expectFoldsLike(after, covidVaccinesProjection, byStatement);
  });
});
