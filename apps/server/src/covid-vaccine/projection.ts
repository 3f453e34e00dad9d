import type { Selectable, Transaction } from 'kysely';
import { KeyedRows, type AnyTrx, type Change, type StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { keyEntriesByList } from '../key-lists/resolve.js';
import { asyncProjection } from '../platform/db/typed-projection.js';
import type { CovidVaccinesTable } from './tables.js';

type VaccineEvent = Extract<
  CrewEvent,
  { type: 'CovidVaccineRecorded' | 'CrewRecordAdded' | 'CrewRecordUpdated' | 'CrewRecordDeleted' }
>;
type Row = Selectable<CovidVaccinesTable>;
const COLUMNS = ['id', 'crew_id', 'brand', 'dose_no', 'inoculate_date', 'country', 'record_id'] as const;

/** A dose kept as a crew record gets a uuid made from its record id (the table's key predates records). */
const rowId = (recordId: number) => `00000000-0000-4000-8000-${recordId.toString(16).padStart(12, '0')}`;
/** The event's dose (a record of the family, or a dose recorded before records), or none of ours. */
const doseOf = (e: VaccineEvent) =>
  e.type === 'CovidVaccineRecorded' ? e : e.data.family === 'covid-vaccine' ? e : undefined;

/**
 * A batch at a time (a runner batch, a replay page, which hands it every crew record event: a dose is one in 34 of
 * them on the 5,000-crew scale data): the doses it names and the key names its doses name read once, each event
 * folded in order in memory, then one DELETE and one upsert (KeyedRows). It was four statements a dose, the second
 * longest lane of that data's whole replay (13-40 s → 0.7-1.4 s; alone 11.6-30.8 → 2.5-3.4 s, s47). An event alone
 * is a batch of one.
 */
async function applyBatch(anyTrx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  const db = anyTrx as Transaction<DB>;
  const doses = events.flatMap((s) => {
    const e = doseOf({ type: s.type, data: s.data } as VaccineEvent);
    return e ? [e] : [];
  });
  if (doses.length === 0) return [];
  // A uuid is the same in any case (the table's key compares them as uuids).
  const idOf = (e: VaccineEvent) =>
    e.type === 'CovidVaccineRecorded' ? e.data.vaccineId.toLowerCase() : rowId(e.data.recordId);
  const ids = [...new Set(doses.map(idOf))];
  const wanted: Array<{ list: string; id: number }> = [];
  for (const e of doses) {
    if (e.type !== 'CrewRecordAdded' && e.type !== 'CrewRecordUpdated') continue;
    const f = e.type === 'CrewRecordAdded' ? e.data.fields : e.data.changes;
    if (typeof f.vaccineBrandId === 'number') wanted.push({ list: 'vaccine-brand', id: f.vaccineBrandId });
    if (typeof f.countryId === 'number') wanted.push({ list: 'country', id: f.countryId });
  }
  const rows = await KeyedRows.read<string, Row>(db, 'covid_vaccines', 'id', 'uuid', ids);
  const keys = await keyEntriesByList(db, wanted);
  const keyName = (list: string, id: unknown) => (typeof id === 'number' ? (keys.get(list)?.get(id)?.name ?? '') : '');
  const changes: Change[] = [];
  for (const e of doses) {
    const id = idOf(e);
    const row = rows.get(id);
    if (e.type === 'CovidVaccineRecorded') {
      const d = e.data;
      // Databases that folded doses under the older combined projection keep their rows.
      if (!row)
        rows.set(id, {
          id,
          crew_id: d.crewId,
          brand: d.brand,
          dose_no: d.doseNo,
          inoculate_date: d.inoculateDate,
          country: d.country,
          record_id: null,
        });
      changes.push({ topic: topics.crew(d.crewId) });
      continue;
    }
    const { crewId, recordId } = e.data;
    // The record's row (a row of the older events at that key is no record's).
    const before = row && row.record_id === recordId ? row : undefined;
    if (e.type === 'CrewRecordDeleted') {
      if (before) rows.set(id, null);
      changes.push({ topic: topics.crew(crewId) });
      continue;
    }
    const f = e.type === 'CrewRecordAdded' ? e.data.fields : e.data.changes;
    const values = {
      brand: 'vaccineBrandId' in f ? keyName('vaccine-brand', f.vaccineBrandId) : (before?.brand ?? ''),
      dose_no: 'doseNo' in f ? Number(f.doseNo) : (before?.dose_no ?? 0),
      inoculate_date: 'inoculateDate' in f ? String(f.inoculateDate) : (before?.inoculate_date ?? ''),
      country: 'countryId' in f ? keyName('country', f.countryId) : (before?.country ?? ''),
    };
    // A row at the key keeps its crew and record (the upsert updated these four).
    rows.set(id, row ? { ...row, ...values } : { id, crew_id: crewId, record_id: recordId, ...values });
    changes.push({ topic: topics.crew(crewId) });
  }
  // A row deleted and added again in the batch is upserted whole: what the DELETE and the INSERT left.
  await rows.write(db, COLUMNS);
  return changes;
}

/**
 * Async: covid vaccine doses per crew (000 §5), read by the board's vaccinated icon, its vaccine
 * modal and the dashboard. Doses are crew records of the `covid-vaccine` family (issue 9); the
 * older CovidVaccineRecorded events still fold.
 */
export const covidVaccinesProjection = asyncProjection<VaccineEvent>({
  name: 'covid-vaccines',
  eventTypes: ['CovidVaccineRecorded', 'CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted'],
  tables: ['covid_vaccines'],
  reads: ['key_items'],
  applyBatch,
  // One fold: an event alone is a batch of one.
  apply: (db, _e, stored) => applyBatch(db, [stored]),
});
