import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';
import { MAX_RECORD_ID } from '../shared/ids.js';

/** The embarking crew's two PCR tests (001 §3.2): edited one crew at a time, never in a batch. */
const PCR_TEST_FIELDS = ['rapid_date1', 'rapid_result1', 'lab1_id', 'rapid_date2', 'rapid_result2', 'lab2_id'] as const;

/** Embarking record fields a user edits (001 §3.2, §5), by the spec's names. */
export const EMBARKING_FIELDS = [
  'inn_id',
  'check_in',
  'check_out',
  'transfer_details',
  'departure_manila',
  'flight_details',
  'embark_date',
  'embark_port_id',
  'remarks',
  ...PCR_TEST_FIELDS,
] as const;
export type EmbarkingField = (typeof EMBARKING_FIELDS)[number];

/** Disembarking record fields a user edits (001 §3.4); the batch is set by batch commands. */
export const DISEMBARKING_FIELDS = [
  'contract_reason_id',
  'disembark_port_id',
  'disembark_date',
  'arrive_manila',
  'flight_arrival',
  'arrive_inn_id',
  'hotel_remarks',
  'transfer_arrival',
  'remarks',
] as const;
export type DisembarkingField = (typeof DISEMBARKING_FIELDS)[number];

export type Side = 'embarking' | 'disembarking';

/** Dates that carry a confirmed-by marker and lock once confirmed (001 §4). */
export const CONFIRMABLE = {
  embarking: ['departure_manila', 'embark_date'],
  disembarking: ['disembark_date', 'arrive_manila'],
} as const satisfies Record<Side, readonly string[]>;
export type ConfirmableField = (typeof CONFIRMABLE)[Side][number];

/** The fields in their order, but those left out. */
function without<F extends string, L extends F>(fields: readonly F[], left: readonly L[]): Exclude<F, L>[] {
  return fields.filter((f): f is Exclude<F, L> => !(left as readonly string[]).includes(f));
}

/**
 * Fields the batch editors offer (001 §4 batch edit, §6): Edit Multiple Embarking Crews and Edit
 * Multiple Disembarking Crews. The PCR tests are edited one crew at a time. The decider refuses
 * any other field in a batch edit; the web's batch modal offers these.
 */
export const BATCH_EDITABLE_FIELDS = {
  embarking: without(EMBARKING_FIELDS, PCR_TEST_FIELDS),
  // The hotel remarks go with the hotel (BATCH_COMPANION_FIELDS), never on their own.
  disembarking: without(DISEMBARKING_FIELDS, ['hotel_remarks']),
};

/** 001 §5: choosing a hotel in a disembarking batch edit also sends the hotel remarks: sent only with the hotel. */
export const BATCH_COMPANION_FIELDS: Record<Side, Readonly<Record<string, string>>> = {
  embarking: {},
  disembarking: { hotel_remarks: 'arrive_inn_id' },
};

const id = z.number().int().positive().max(MAX_RECORD_ID).nullable();
const text = z.string().trim().max(1000).nullable();
const date = calendarDate.nullable();

export const embarkingValues = z
  .object({
    inn_id: id,
    check_in: date,
    check_out: date,
    transfer_details: text,
    departure_manila: date,
    flight_details: text,
    embark_date: date,
    embark_port_id: id,
    remarks: text,
    rapid_date1: date,
    rapid_result1: z.boolean().nullable(),
    lab1_id: id,
    rapid_date2: date,
    rapid_result2: z.boolean().nullable(),
    lab2_id: id,
  })
  .partial();
export type EmbarkingValues = z.infer<typeof embarkingValues>;

export const disembarkingValues = z
  .object({
    contract_reason_id: id,
    disembark_port_id: id,
    disembark_date: date,
    arrive_manila: date,
    flight_arrival: text,
    arrive_inn_id: id,
    hotel_remarks: text,
    transfer_arrival: text,
    remarks: text,
  })
  .partial();
export type DisembarkingValues = z.infer<typeof disembarkingValues>;

/** Column titles of the boards (001 §2.2, §2.3), used by history and comment modals too. */
export const FIELD_LABELS: Record<Side, Record<string, string>> = {
  embarking: {
    inn_id: 'QUARANTINE HOTEL',
    check_in: 'CHECK IN',
    check_out: 'CHECK OUT',
    transfer_details: 'HOTEL-AIRPORT TRANSFER DETAILS',
    departure_manila: 'DEPARTURE DATE (Manila)',
    flight_details: 'FLIGHT DETAILS',
    embark_date: 'EMBARK DATE',
    embark_port_id: 'PORT OF EMBARKATION',
    remarks: 'REMARKS',
    rapid_date1: 'RT PCR TEST 1 DATE',
    rapid_result1: 'RT PCR TEST 1 RESULT',
    lab1_id: 'RT PCR TEST 1 LABORATORY',
    rapid_date2: 'RT PCR TEST 2 DATE',
    rapid_result2: 'RT PCR TEST 2 RESULT',
    lab2_id: 'RT PCR TEST 2 LABORATORY',
  },
  disembarking: {
    contract_reason_id: 'DISEMBARK REASON',
    disembark_port_id: 'DISEMBARK PORT',
    disembark_date: 'DISEMBARK DATE',
    arrive_manila: 'DATE ARRIVAL MANILA / CHECK IN DATE',
    flight_arrival: 'FLIGHT DETAILS',
    arrive_inn_id: 'QUARANTINE HOTEL',
    hotel_remarks: 'HOTEL REMARKS',
    transfer_arrival: 'AIRPORT/SEAPORT-HOTEL TRANSFER DETAILS',
    remarks: 'DSS REMARKS',
  },
};
