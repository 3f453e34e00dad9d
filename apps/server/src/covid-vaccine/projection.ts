import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';

/** Async: covid vaccine doses per crew (000 §5). */
export const covidVaccinesProjection: Projection = {
  name: 'covid-vaccines',
  mode: 'async',
  eventTypes: ['CovidVaccineRecorded'],
  tables: ['covid_vaccines'],
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    if (e.type !== 'CovidVaccineRecorded') return;
    const d = e.data;
    await trx
      .insertInto('covid_vaccines')
      .values({ id: d.vaccineId, crew_id: d.crewId, brand: d.brand, dose_no: d.doseNo, inoculate_date: d.inoculateDate, country: d.country })
      // Databases that folded doses under the older combined projection keep their rows.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return [{ topic: topics.crew(d.crewId) }];
  },
};
