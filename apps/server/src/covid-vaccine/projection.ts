import type { AnyTrx } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { keyNames } from '../key-lists/resolve.js';
import { asyncProjection } from '../platform/db/typed-projection.js';

/** A dose kept as a crew record gets a uuid made from its record id (the table's key predates records). */
const rowId = (recordId: number) => `00000000-0000-4000-8000-${recordId.toString(16).padStart(12, '0')}`;

async function keyName(trx: AnyTrx, list: string, id: unknown): Promise<string> {
  if (typeof id !== 'number') return '';
  return (await keyNames(trx as Kysely<DB>, list, [id])).get(id) ?? '';
}

/**
 * Async: covid vaccine doses per crew (000 §5), read by the board's vaccinated icon, its vaccine
 * modal and the dashboard. Doses are crew records of the `covid-vaccine` family (issue 9); the
 * older CovidVaccineRecorded events still fold.
 */
export const covidVaccinesProjection = asyncProjection<CrewEvent>({
  name: 'covid-vaccines',
  eventTypes: ['CovidVaccineRecorded', 'CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted'],
  tables: ['covid_vaccines'],
  reads: ['key_items'],
  async apply(trx, e) {
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
        // Databases that folded doses under the older combined projection keep their rows.
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
  },
});
