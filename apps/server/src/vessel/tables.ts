import type { RecordOwnerTables } from '../records/tables.js';

/**
 * The vessel area's read models: its records (documents, flags, ECDIS, visitation, rank salaries;
 * issue 10), kept as crew_records are. Merged into the one `DB` type below, so every query sees
 * them; the area's index.ts hands this type on, which brings it into every program that reaches it.
 */
export type VesselTables = RecordOwnerTables<'vessel', 'vessel_id'>;

declare module '../platform/db/schema.js' {
  interface DB extends VesselTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    vessel_record: true;
  }
}
