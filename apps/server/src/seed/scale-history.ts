import dayjs from 'dayjs';
import {
  CREW_RECORD_FAMILIES,
  DEPT,
  POS,
  debriefingDecider,
  debriefingRecordFamily,
  debriefingRemarksDecider,
  debriefingRemarksStream,
  debriefingStream,
  fromCentavos,
  SYSTEM_ADMIN_USER_TYPE,
  TOP_MANAGEMENT_SECTIONS,
  type Actor,
  type CrewChangeCommand,
  type CrewCommand,
  type DebriefingCommand,
  type Fields,
  type Side,
  referencesOf,
} from '@crewing/domain';
import type { BatchItem, EventMetadata } from '@crewing/events';
import { crewChanges } from '../crew-change/commands.js';
import { crews } from '../crew/commands.js';
import { LIFECYCLE_META } from '../crew/lifecycle/process.js';
import { streamCommands } from '../platform/stream-commands.js';
import type { Rand, Rec } from './crew-201.js';

/**
 * The scale dataset's five years (issue 32, s46): each relief of a contract is a crew change on the
 * board, planned, edited by the desks that edit it and confirmed; the confirmations make the crew
 * lifecycle sign the off-signer off, bring him home and sign the reliever on; the crews home are
 * debriefed; finance and evaluations follow each contract. Every command here is one a user (or the
 * lifecycle process) sends, decided by the real deciders.
 */

/** One relief on the board: the off-signer leaves and the reliever (if any) joins on `date`; he is home two days later. */
export interface Relief {
  crewChangeId: number;
  vesselId: number;
  fleetId: number;
  rankId: number;
  offSigner: number;
  reliever: number | null;
  date: string;
  arrival: string;
}

/** The desks, as the demo's users would be: who may write each field is the domain's rule (permissions.ts). */
const desk = (id: number, name: string, departmentId: number, positionIds: number[] = []): Actor => ({
  id,
  name,
  userTypeId: SYSTEM_ADMIN_USER_TYPE + 1,
  departmentId,
  positionIds,
  fleetId: null,
  vesselTypeId: null,
  principalId: null,
  grants: [],
});
const OPS = desk(9001, 'SCALE OPERATIONS DESK', DEPT.operations);
const DSS = desk(9002, 'SCALE DSS DESK', DEPT.dss);
const MGC = desk(9003, 'SCALE HOTEL COORDINATOR', DEPT.operations, [POS.mgc]);
const AIB = desk(9005, 'SCALE ASSISTANT', DEPT.operations, [POS.aib]);
const CO = desk(9004, 'SCALE CREWING OFFICER', DEPT.operations, [POS.crewingOfficer]);

const debriefings = streamCommands(debriefingDecider, debriefingStream);
const debriefingRemarks = streamCommands(debriefingRemarksDecider, debriefingRemarksStream);

const FLIGHTS = ['PR 501 MNL-SIN 0805H', 'SQ 911 MNL-SIN 1310H', 'CX 906 MNL-HKG 0930H', 'EK 335 MNL-DXB 2040H'];
const RETURNS = ['PR 502 SIN-MNL', 'SQ 910 SIN-MNL', 'CX 907 HKG-MNL', 'EK 334 DXB-MNL'];

/** A uuid the seed derives from a number (a remark's, a comment's id): the same in either path and on every run. */
export const seededUuid = (kind: number, n: number) =>
  `00000000-${kind.toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * The board's history of one relief, in the order the desks do it: plan (the off-signer's crew
 * stream told, as planCrewChange does), the crewing officer's travel plan, the assistant's hotel and
 * transfer, DSS's PCR test, the travel moved once (the vessel's schedule), a second PCR test, a
 * comment; the disembarking details, the hotel coordinator's arrival, DSS's remarks, a comment; then
 * Ops confirms departure, embarkation, sign-off and arrival. The facts a procedure gathers are
 * written in: the off-signer onboard that vessel, no NFR, every record an edit names known.
 */
export function boardItems(x: Relief, refs: BoardRefs, r: Rand, at: string): BatchItem[] {
  const id = x.crewChangeId;
  const cc = (command: CrewChangeCommand) => crewChanges.item(id, command);
  const d = (days: number) => dayjs(x.date).add(days, 'day').format('YYYY-MM-DD');
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  // What planOf gathers: each record an edit names exists (the seed names only those it read).
  const known = (side: Side, changes: Record<string, unknown>) =>
    Object.fromEntries(referencesOf(side, changes).map((ref) => [ref.field, true]));
  const emb = (actor: Actor, changes: Record<string, unknown>) =>
    cc({ type: 'UpdateEmbarkingDetails', data: { changes, actor, at, known: known('embarking', changes) } });
  const dis = (actor: Actor, changes: Record<string, unknown>) =>
    cc({ type: 'UpdateDisembarkingDetails', data: { changes, actor, at, known: known('disembarking', changes) } });
  const confirm = (side: 'embarking' | 'disembarking', field: string) =>
    cc({ type: 'ConfirmDate', data: { side, field, actor: OPS, at } });
  const comment = (n: number, side: Side, field: string, text: string) =>
    cc({
      type: 'AddCrewChangeComment',
      data: { commentId: seededUuid(n, id), side, field, comment: text, fileId: null, actor: OPS, at },
    });
  const items: BatchItem[] = [
    cc({
      type: 'PlanCrewChange',
      data: {
        crewChangeId: id,
        vesselId: x.vesselId,
        fleetId: x.fleetId,
        rankId: x.rankId,
        offSignerCrewId: x.offSigner,
        relieverCrewIds: x.reliever === null ? [] : [x.reliever],
        at,
        known: { vesselId: true, rankId: true },
        offSignerVesselId: x.vesselId,
        nfrCrewIds: [],
        barredCrews: {},
      },
    }),
    crews.item(x.offSigner, {
      type: 'OpenCrewChangeForOffSigner',
      data: { crewId: x.offSigner, crewChangeId: id, vesselId: x.vesselId, reopen: false, at },
    }),
  ];
  const port = pick(refs.ports);
  if (x.reliever !== null) {
    const early = 3 + Math.floor(r() * 10);
    items.push(
      emb(CO, {
        check_in: d(-early - 4),
        check_out: d(-early - 1),
        departure_manila: d(-early),
        flight_details: pick(FLIGHTS),
        embark_date: d(-early + 1),
        embark_port_id: pick(refs.ports),
      }),
      emb(AIB, { inn_id: pick(refs.inns), transfer_details: 'VAN PICK-UP 0600H AT HOTEL LOBBY' }),
      emb(DSS, { rapid_date1: d(-early - 3), lab1_id: pick(refs.labs), rapid_result1: r() < 0.1 }),
      // The vessel's schedule moved: the travel follows it.
      emb(OPS, {
        check_in: d(-5),
        check_out: d(-2),
        departure_manila: d(-1),
        flight_details: pick(FLIGHTS),
        embark_date: x.date,
        embark_port_id: port,
        remarks: 'SCHEDULE CHANGED BY THE PRINCIPAL',
      }),
      emb(DSS, { rapid_date2: d(-3), lab2_id: pick(refs.labs), rapid_result2: false }),
      comment(1, 'embarking', 'flight_details', 'CONFIRM SEAT WITH AGENT'),
    );
  }
  items.push(
    dis(OPS, {
      contract_reason_id: refs.reasonId,
      disembark_port_id: port,
      disembark_date: x.date,
      arrive_manila: x.arrival,
      flight_arrival: pick(RETURNS),
    }),
    dis(MGC, {
      arrive_inn_id: pick(refs.inns),
      transfer_arrival: 'SHUTTLE FROM NAIA T1',
      hotel_remarks: 'NO QUARANTINE',
    }),
    dis(DSS, { remarks: 'DEBRIEFING SCHEDULED' }),
    comment(2, 'disembarking', 'arrive_manila', 'ARRIVAL CONFIRMED WITH THE AGENT'),
  );
  if (x.reliever !== null) items.push(confirm('embarking', 'departure_manila'), confirm('embarking', 'embark_date'));
  items.push(confirm('disembarking', 'disembark_date'), confirm('disembarking', 'arrive_manila'));
  return items;
}

/** The master data a relief names: ports, hotels, laboratories (the demo's), the contract reason it ends with. */
export interface BoardRefs {
  ports: number[];
  inns: number[];
  labs: number[];
  reasonId: number;
}

/** A crew command of the lifecycle, as the process sends it: its own command id and metadata. */
export interface Step {
  item: BatchItem;
  commandId: string;
  metadata: Omit<EventMetadata, 'commandId'>;
}

/**
 * What the crew lifecycle process sends for a relief's confirmations (crew/lifecycle/intents.ts foldBoard and
 * process.ts): the sign-off and the arrival of the off-signer, the sign-on of the reliever, each under the step's
 * key (the base key and the confirmation's event id) and its cause, in the order the process sends a day's steps.
 * The bulk path writes these instead of running the process over a store it has not projected yet (its fold reads
 * the board's read model and the intents table): scale.int.spec.ts sends the same slice through the handler, where
 * the real process sends them, and finds the same read models, the intents table among them.
 */
export function lifecycleSteps(
  x: Relief,
  reasonId: number,
  confirmations: ReadonlyMap<string, string>,
  at: string,
): Step[] {
  const cc = x.crewChangeId;
  const step = (baseKey: string, field: string, crewId: number, command: CrewCommand): Step => {
    const eventId = confirmations.get(field);
    if (!eventId) throw new Error(`seed --scale: crew change ${cc} has no ${field} confirmation`);
    const cause = { key: `${baseKey}@${eventId}`, crewChangeId: cc, confirmationId: eventId, confirmedBy: OPS.name };
    const data = { ...command.data, cause, at } as CrewCommand['data'];
    return {
      item: crews.item(crewId, { ...command, data } as CrewCommand),
      commandId: `lifecycle:${cause.key}`,
      metadata: { ...LIFECYCLE_META, correlationId: `crew-change-${cc}`, causationId: eventId },
    };
  };
  const off = x.offSigner;
  const steps = [
    step(`cc-${cc}:sign-off`, 'disembark_date', off, {
      type: 'SignOffCrew',
      data: { crewId: off, disembarkDate: x.date, crewChangeId: cc, contractReasonId: reasonId, at },
    }),
  ];
  // A day's steps: off the vessel, then aboard (the arrival, two days later, comes after).
  if (x.reliever !== null)
    steps.push(
      step(`cc-${cc}:${cc}-1:sign-on`, 'embark_date', x.reliever, {
        type: 'SignOnCrew',
        data: {
          crewId: x.reliever,
          vesselId: x.vesselId,
          rankId: x.rankId,
          embarkDate: x.date,
          crewChangeId: cc,
          at,
        },
      }),
    );
  steps.push(
    step(`cc-${cc}:arrival`, 'arrive_manila', off, {
      type: 'RecordCrewArrival',
      data: {
        crewId: off,
        arrivalDate: x.arrival,
        vesselId: x.vesselId,
        crewChangeId: cc,
        disembarkDate: x.date,
        contractReasonId: reasonId,
        at,
      },
    }),
  );
  return steps;
}

const SECTIONS: Record<number, string> = {
  1: 'VOYAGES ON SCHEDULE',
  2: 'ACCOMMODATION CLEAN; PROVISIONS ADEQUATE',
  3: 'DRILLS HELD WEEKLY',
  7: 'NO ACCIDENTS',
  8: 'NO COMPLAINTS FILED',
  10: 'MASTER AND CHIEF ENGINEER SUPPORTIVE',
  11: 'WAGES AND ALLOTMENTS ON TIME',
  12: 'WISHES TO REJOIN THE SAME VESSEL',
};
/** A form for review has every section top management reads written. */
for (const id of TOP_MANAGEMENT_SECTIONS) SECTIONS[id] ??= 'NOTHING TO REPORT';

/**
 * His debriefing after a relief brought him home (seed/debriefings.ts's commands): the record he handed in (no
 * scan) with its availability remark, and the debriefing started, filled in, endorsed, and for one in four the
 * management's decision.
 */
export function debriefingItems(x: Relief, recordId: number, r: Rand, at: string, today: string): BatchItem[] {
  const crewId = x.offSigner;
  const id = x.crewChangeId;
  const availability = dayjs(x.arrival)
    .add(30 + Math.floor(r() * 60), 'day')
    .format('YYYY-MM-DD');
  const fields = {
    dateSubmitted: dayjs(x.arrival).add(2, 'day').format('YYYY-MM-DD'),
    crewChangeId: id,
    review: r() < 0.25,
    availabilityDate: availability,
    remarks: r() < 0.5 ? 'READY TO REJOIN AFTER VACATION' : 'REQUESTS SHORTER CONTRACT NEXT TIME',
  };
  const record: CrewCommand = {
    type: 'AddCrewRecord',
    data: {
      crewId,
      family: debriefingRecordFamily.name,
      recordId,
      fields,
      // What the record procedure gathers: his experience (this crew change) exists; no files.
      facts: { known: { crewChangeId: true }, files: {}, actorId: null },
      at,
    },
  };
  const debrief = (command: DebriefingCommand) => debriefings.item(id, command);
  const form = {
    sections: Object.fromEntries(Object.entries(SECTIONS).map(([k, remarks]) => [k, { remarks, printRemarks: '' }])),
    documents: Object.fromEntries(
      ['18', '32', 'p1'].map((code) => [code, { scanned: true, stored: true, cleared: true, remarks: '' }]),
    ),
    answers: { c1: { answer: 'YES', comment: '' }, c2: { answer: r() < 0.8 ? 'YES' : 'NO', comment: '' } },
    jis: { j1: { rating: r() < 0.5 ? 'GOOD' : 'VERY GOOD', remarks: '' } },
    scholar: { scholar: false, fastTrack: false, assessment: 'RETAIN IN RANK', remarks: '' },
    forReview: true,
  };
  const items = [
    crews.item(crewId, record),
    debriefingRemarks.item(recordId, {
      type: 'AddDebriefingRemark',
      data: {
        debriefingRecordId: recordId,
        crewId,
        remarkId: seededUuid(2, recordId),
        remarks: `AVAILABLE FROM ${dayjs(availability).format('DD MMM YYYY').toUpperCase()}`,
        authorId: OPS.id,
        authorName: OPS.name,
        recordExists: true,
        at,
      },
    }),
    debrief({
      type: 'StartDebriefing',
      data: {
        debriefingId: id,
        arrival: { crewId, vesselId: x.vesselId, rankId: x.rankId, arriveManila: x.arrival },
        today,
        by: CO.name,
        at,
      },
    }),
    debrief({ type: 'SaveDebriefingForm', data: { debriefingId: id, form, at } }),
    debrief({ type: 'EndorseDebriefing', data: { debriefingId: id, by: CO.name, at } }),
  ];
  if (r() < 0.25) {
    const input = { decision: 'FOR RE-HIRE', remarks: 'GOOD REPORT, PRIORITISE LINE-UP' };
    items.push(debrief({ type: 'RecordManagementDecision', data: { debriefingId: id, input, by: 'SCALE GM', at } }));
  }
  return items;
}

const F = CREW_RECORD_FAMILIES;
const GRADES = ['EXCELLENT', 'VERY GOOD', 'VERY GOOD', 'GOOD', 'GOOD', 'GOOD', 'FAIR'];

/**
 * Finance and evaluations over his five years (seed/finance.ts's families): before each contract a cash advance,
 * after it his CER, the company's evaluation and, every other contract, an assessment; a cash loan paid monthly over a contract for every
 * other contract. A crew never hired has withdrawn his application. Only master data is named, so the facts the
 * record procedure gathers are the same in either path.
 */
export function financeRecords(
  contracts: ReadonlyArray<{ on: string; off: string | null; crewChangeId: number | null }>,
  keys: { advanceTypes: number[]; withdrawalReasons: number[] },
  today: string,
  r: Rand,
): Rec[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const day = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');
  const out: Rec[] = [];
  if (contracts.length === 0) {
    const fill = day('2024-01-01', Math.floor(r() * 700));
    const withdrawal: Rec = {
      family: F.withdrawal,
      fields: {
        fillupDate: fill,
        effectiveDate: day(fill, 7),
        withdrawalReasonId: pick(keys.withdrawalReasons),
        salaryOffered: fromCentavos((400 + Math.floor(r() * 800)) * 10_000),
        nfr: false,
      },
    };
    out.push(withdrawal, {
      family: F.withdrawalRemark,
      fields: { withdrawalId: withdrawal, remarkDate: day(fill, 8), remarks: 'MAY REAPPLY AFTER SIX MONTHS' },
    });
    return out;
  }
  for (const [i, c] of contracts.entries()) {
    out.push({
      family: F.cashAdvance,
      fields: {
        advanceDate: day(c.on, -5),
        cashAdvanceTypeId: pick(keys.advanceTypes),
        amount: fromCentavos((5 + Math.floor(r() * 60)) * 50_000),
        remarks: 'PRE-DEPARTURE',
      },
    });
    if (i % 2 === 1) {
      const months = 3 + Math.floor(r() * 4);
      const principal = (10 + Math.floor(r() * 90)) * 100_000;
      const loan: Rec = {
        family: F.cashLoan,
        fields: {
          amount: fromCentavos(principal),
          startDate: day(c.on, 10),
          approvedDate: day(c.on, 7),
          monthPayable: months,
          paymentDay: 15,
          status: 'APPROVED',
          verified: true,
        },
      };
      out.push(loan);
      const instalment = Math.floor(principal / months);
      for (let m = 0; m < months; m++) {
        const paymentDate = dayjs(c.on).add(10, 'day').add(m, 'month').format('YYYY-MM-DD');
        if (paymentDate > (c.off ?? today)) break;
        out.push({
          family: F.cashLoanPayment,
          fields: {
            cashLoanId: loan,
            amount: fromCentavos(m === months - 1 ? principal - instalment * (months - 1) : instalment),
            paymentDate,
          },
        });
      }
    }
    if (c.off === null) continue;
    const evaluation: Fields = {
      crewChangeId: String(c.crewChangeId ?? ''),
      cerNo: 'CER1',
      evaluationDate: day(c.off, -7),
      grade: pick(GRADES),
      recommendedForRehire: true,
    };
    if (c.crewChangeId !== null)
      out.push(
        { family: F.cer, fields: evaluation },
        {
          family: F.companyEvaluation,
          fields: {
            crewChangeId: evaluation.crewChangeId,
            evaluationDate: day(c.off, 10),
            evaluatedBy: 'CREWING MANAGER',
            grade: pick(GRADES),
          },
        },
      );
    if (i % 2 === 0)
      out.push({
        family: F.crewAssessment,
        fields: {
          assessmentDate: day(c.off, 5),
          assessment: pick(GRADES),
          technical: 'COMPETENT IN WATCHKEEPING',
          attitude: 'COOPERATIVE',
        },
      });
  }
  return out;
}

/**
 * Five years of renewals (issue 32, s46): for each document on file with an issue and an expiry date (the demo
 * generator's, issued for a validity of whole years), the versions before it, back to the first one valid five
 * years ago, each issued the day after the one before expired. Written before the current one, as an agency's
 * file grows. The pre-employment medical is a document too: a PEME before each contract.
 */
export function renewals(docs: readonly Rec[], since: string): Rec[] {
  const out: Rec[] = [];
  const earliest = new Map<string, Rec>();
  for (const rec of docs) {
    const { issuedDate, expiryDate, documentId } = rec.fields;
    if (typeof issuedDate !== 'string' || typeof expiryDate !== 'string' || typeof documentId !== 'number') continue;
    const key = `${rec.family.name}:${documentId}`;
    const seen = earliest.get(key);
    if (!seen || issuedDate < String(seen.fields.issuedDate)) earliest.set(key, rec);
  }
  for (const rec of earliest.values()) {
    const issued = dayjs(String(rec.fields.issuedDate));
    const years = Math.round(dayjs(String(rec.fields.expiryDate)).diff(issued, 'month') / 12);
    if (years < 1) continue;
    const older: Rec[] = [];
    for (let next = issued; next.isAfter(since);) {
      const from = next.subtract(years, 'year');
      const fields: Fields = { ...rec.fields, issuedDate: from.format('YYYY-MM-DD') };
      fields.expiryDate = next.subtract(1, 'day').format('YYYY-MM-DD');
      delete fields.file;
      older.unshift({ family: rec.family, fields });
      next = from;
    }
    out.push(...older);
  }
  return out;
}

/** The PEME before each contract (valid a year), beside the current one on file. */
export function pemes(docs: readonly Rec[], contracts: ReadonlyArray<{ on: string }>): Rec[] {
  const current = docs.find((d) => d.family.name === F.crewMedical.name && typeof d.fields.examDate === 'string');
  if (!current) return [];
  return contracts
    .map((c) => dayjs(c.on).subtract(20, 'day'))
    .filter((exam) => exam.format('YYYY-MM-DD') < String(current.fields.examDate))
    .map((exam) => {
      const fields: Fields = {
        ...current.fields,
        examDate: exam.format('YYYY-MM-DD'),
        expiryDate: exam.add(1, 'year').format('YYYY-MM-DD'),
        result: 'FIT',
      };
      delete fields.file;
      return { family: current.family, fields };
    });
}
