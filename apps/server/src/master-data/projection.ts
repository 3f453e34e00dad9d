import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
import type { CrewEvent, MasterDataEvent, MasterDataKind } from '@crewing/domain';

export const MASTER_TABLES: Record<MasterDataKind, string> = {
  fleet: 'fleets',
  vessel: 'vessels',
  rank: 'ranks',
  port: 'ports',
  inn: 'inns',
  laboratory: 'laboratories',
  'contract-reason': 'contract_reasons',
};

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function columns(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [snake(k), v ?? null]));
}

/** Async: key lists are read a moment later, never by the user who wrote them in the same breath. */
export const masterDataProjection: Projection = {
  name: 'master-data',
  mode: 'async',
  eventTypes: ['MasterRecordCreated', 'MasterRecordUpdated', 'MasterRecordStatusChanged'],
  tables: Object.values(MASTER_TABLES),
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as MasterDataEvent;
    const table = MASTER_TABLES[e.data.kind];
    const version = stored.streamVersion;
    switch (e.type) {
      case 'MasterRecordCreated':
        await trx.insertInto(table).values({ id: e.data.id, version, active: true, ...columns(e.data.fields) }).execute();
        break;
      case 'MasterRecordUpdated':
        await trx.updateTable(table).set({ version, ...columns(e.data.changes) }).where('id', '=', e.data.id).execute();
        break;
      case 'MasterRecordStatusChanged':
        await trx.updateTable(table).set({ version, active: e.data.active }).where('id', '=', e.data.id).execute();
        break;
    }
    return [{ topic: `master-data:${e.data.kind}` }];
  },
};

export const crewsProjection: Projection = {
  name: 'crews',
  mode: 'async',
  eventTypes: ['CrewRegistered', 'CrewSignedOn', 'CrewSignedOff', 'CrewDocumentRecorded', 'CovidVaccineRecorded'],
  tables: ['crews', 'crew_documents', 'covid_vaccines'],
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    const version = stored.streamVersion;
    switch (e.type) {
      case 'CrewRegistered':
        await trx.insertInto('crews').values({ id: e.data.crewId, version, ...columns(e.data.profile) } as never).execute();
        break;
      case 'CrewSignedOn':
        await trx
          .updateTable('crews')
          .set({ version, onboard_vessel_id: e.data.vesselId, onboard_rank_id: e.data.rankId, embark_date: e.data.embarkDate })
          .where('id', '=', e.data.crewId)
          .execute();
        break;
      case 'CrewSignedOff':
        await trx
          .updateTable('crews')
          .set({ version, onboard_vessel_id: null, onboard_rank_id: null, embark_date: null })
          .where('id', '=', e.data.crewId)
          .execute();
        break;
      case 'CrewDocumentRecorded': {
        const d = e.data;
        const row = { number: d.number, issued_date: d.issuedDate, expiry_date: d.expiryDate };
        await trx
          .insertInto('crew_documents')
          .values({ crew_id: d.crewId, doc_code: d.docCode, ...row })
          .onConflict((oc) => oc.columns(['crew_id', 'doc_code']).doUpdateSet(row))
          .execute();
        break;
      }
      case 'CovidVaccineRecorded': {
        const d = e.data;
        await trx
          .insertInto('covid_vaccines')
          .values({ id: d.vaccineId, crew_id: d.crewId, brand: d.brand, dose_no: d.doseNo, inoculate_date: d.inoculateDate, country: d.country })
          .execute();
        break;
      }
    }
    return [{ topic: `crew:${e.data.crewId}` }];
  },
};
