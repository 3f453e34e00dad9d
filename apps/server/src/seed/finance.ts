import dayjs from 'dayjs';
import {
  CREW_RECORD_FAMILIES,
  DEPT,
  fromCentavos,
  todayIn,
  type CrewCommand,
  type Fields,
  type RecordFamily,
} from '@crewing/domain';
import type { BatchItem, EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { createDemoUser } from '../users/demo-user.js';
import { nextId } from '../shared/ids.js';
import { gatherFacts } from '../records/facts.js';
import { DEMO_PASSWORD } from '../shared/demo.js';
import { crews as crewStreams } from '../crew/commands.js';

type Meta = Omit<EventMetadata, 'commandId'>;
const F = CREW_RECORD_FAMILIES;

/** Its own deterministic generator: the seed's earlier draws stay as they were. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 002 §9 contract durations: a loan is paid over one of them. */
const DURATIONS = [3, 6, 8, 9, 12];
const GRADES = ['EXCELLENT', 'VERY GOOD', 'VERY GOOD', 'GOOD', 'GOOD', 'GOOD', 'FAIR'];

/**
 * Issue 15 demo data, after every other draw: the finance and accounting demo users (finance
 * holds the COE grant), and through the crew decider cash advances, cash loans with payments,
 * withdrawals (some NFR), evaluations and onboard promotions for some of the crews lined up.
 */
export async function seedFinance(services: Services, meta: Meta): Promise<number> {
  const r = prng(15_2026);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const hash = await hashPassword(DEMO_PASSWORD);
  let commands = 0;
  const users = [
    {
      username: 'finance',
      firstName: 'FE',
      lastName: 'PANANALAPI',
      departmentId: DEPT.finance,
      grants: ['coe' as const],
    },
    { username: 'accounting', firstName: 'ANTONIO', lastName: 'KUWENTAS', departmentId: DEPT.accounting, grants: [] },
  ];
  for (const u of users) {
    const { departmentId, grants } = u;
    await createDemoUser(services, { metadata: meta, hash }, u, {
      employeeId: `EMP-F${departmentId}`,
      departmentId,
      grants,
    });
    commands++;
  }
  const db = services.db;
  const [crews, advanceTypes, reasons, ranks, boards] = await Promise.all([
    db.selectFrom('crews').select(['id', 'rank_id', 'onboard_vessel_id', 'status']).orderBy('id').execute(),
    db.selectFrom('key_items').select('id').where('kind', '=', 'cash-advance-type').orderBy('id').execute(),
    db.selectFrom('key_items').select('id').where('kind', '=', 'withdrawal-reason').orderBy('id').execute(),
    db.selectFrom('ranks').select(['id', 'sort_order']).orderBy('sort_order').execute(),
    db.selectFrom('crew_change_board').select(['id', 'vessel_id', 'rank_id', 'state']).orderBy('id').execute(),
  ]);
  const lined = new Map<number, { vesselId: number; rankId: number; crewChangeId: number }>();
  for (const b of boards) {
    const state = (typeof b.state === 'string' ? JSON.parse(b.state) : b.state) as {
      embarkings?: Array<{ crewId: number; cancelled: unknown }>;
    };
    for (const e of state.embarkings ?? [])
      if (!e.cancelled) lined.set(e.crewId, { vesselId: b.vessel_id, rankId: b.rank_id, crewChangeId: b.id });
  }
  const higher = (rankId: number) => {
    const i = ranks.findIndex((x) => x.id === rankId);
    return i > 0 ? ranks[i - 1]!.id : null;
  };
  const base = dayjs('2026-01-01');
  const today = dayjs(todayIn(services.clock(), services.env.TIME_ZONE));
  const day = (max: number) => base.add(Math.floor(r() * max), 'day').format('YYYY-MM-DD');
  for (const crew of crews) {
    const records: Array<{ family: RecordFamily; fields: Fields; id?: number }> = [];
    const add = async (family: RecordFamily, fields: Fields) => {
      const id = await nextId(services, 'crew_record');
      records.push({ family, fields, id });
      return id;
    };
    if (crew.id % 6 === 0) {
      await add(F.cashAdvance, {
        advanceDate: day(300),
        cashAdvanceTypeId: pick(advanceTypes).id,
        amount: fromCentavos((5 + Math.floor(r() * 60)) * 50_000),
        remarks: 'FOR PROCESSING',
      });
    }
    if (crew.id % 9 === 0) {
      const months = pick(DURATIONS);
      const principal = (10 + Math.floor(r() * 90)) * 100_000;
      const startDate = day(150);
      const loanId = await add(F.cashLoan, {
        amount: fromCentavos(principal),
        startDate,
        approvedDate: dayjs(startDate).subtract(3, 'day').format('YYYY-MM-DD'),
        monthPayable: months,
        paymentDay: 15,
        status: 'APPROVED',
        verified: r() < 0.6,
      });
      const instalment = Math.floor(principal / months);
      const paid = Math.floor(r() * (months + 1));
      for (let i = 0; i < paid; i++) {
        await add(F.cashLoanPayment, {
          cashLoanId: loanId,
          amount: fromCentavos(i === months - 1 ? principal - instalment * (months - 1) : instalment),
          paymentDate: dayjs(startDate).add(i, 'month').format('YYYY-MM-DD'),
        });
      }
    }
    if (crew.onboard_vessel_id === null && crew.id % 23 === 0) {
      const nfr = crew.id % 3 === 0;
      const fill = day(200);
      const w = await add(F.withdrawal, {
        fillupDate: fill,
        effectiveDate: dayjs(fill).add(7, 'day').format('YYYY-MM-DD'),
        withdrawalReasonId: pick(reasons).id,
        salaryOffered: fromCentavos((400 + Math.floor(r() * 800)) * 10_000),
        nfr,
      });
      await add(F.withdrawalRemark, {
        withdrawalId: w,
        remarkDate: dayjs(fill).add(8, 'day').format('YYYY-MM-DD'),
        remarks: nfr ? 'NOT FOR REHIRE PER MANAGEMENT' : 'MAY REAPPLY AFTER SIX MONTHS',
      });
    }
    if (crew.id % 5 === 0) {
      await add(F.cer, {
        crewChangeId: String(1000 + crew.id),
        cerNo: 'CER1',
        evaluationDate: day(300),
        grade: pick(GRADES),
        recommendedForRehire: true,
      });
    }
    if (crew.id % 11 === 0) {
      await add(F.crewAssessment, {
        assessmentDate: day(300),
        assessment: pick(GRADES),
        technical: 'COMPETENT IN WATCHKEEPING',
        attitude: 'COOPERATIVE',
      });
    }
    const line = lined.get(crew.id);
    const to = line ? higher(crew.rank_id) : null;
    if (line && to && crew.id % 4 === 0) {
      // Issue 24: a planned onboard promotion changes his rank on its date while he is onboard that vessel: dated after his embarkation.
      const promotionDate = today.add(60 + (Math.floor(r() * 330) % 120), 'day').format('YYYY-MM-DD');
      await add(F.promotion, {
        fromRankId: crew.rank_id,
        toRankId: to,
        onboard: true,
        vesselId: line.vesselId,
        promotionDate,
        status: 'PLANNED',
      });
      await add(F.promotionChecklist, { toRankId: to, requirement: 'COC FOR THE NEW RANK', complied: false });
    }
    if (records.length === 0) continue;
    const at = services.clock().toISOString();
    const items: BatchItem[] = [];
    for (const rec of records) {
      const facts = await gatherFacts(db, rec.family, rec.fields, null);
      const command: CrewCommand = {
        type: 'AddCrewRecord',
        data: { crewId: crew.id, family: rec.family.name, recordId: rec.id!, fields: rec.fields, facts, at },
      };
      items.push(crewStreams.item(crew.id, command));
    }
    await services.commands.handleMany(items, { commandId: `seed-finance-${crew.id}`, metadata: meta });
    commands += items.length;
  }
  return commands;
}
