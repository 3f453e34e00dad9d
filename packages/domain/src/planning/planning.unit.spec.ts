import { describe, expect, it } from 'vitest';
import { buildLineUp, lineUpReasons, type LineUpCandidate } from './line-up.js';
import { buildMonthlyPlan, buildVesselPlan } from './vessel-plan.js';
import { dueDate, monthsFrom } from './contracts.js';
import { countCrews, vaccineStatus } from './dashboard.js';
import { decideCrewContract } from './contract-decider.js';
import { decideQueue, evolveQueue, type QueueState } from './queue.js';
import { buildRotation } from './rotation.js';
import { findDiscrepancies } from './discrepancy.js';

const ab = { rankId: 7, rankName: 'AB', sort: 7 };
const master = { rankId: 1, rankName: 'MASTER', sort: 1 };
const standby = (over: Partial<LineUpCandidate> = {}): LineUpCandidate => ({
  crewId: 1,
  name: 'DELA CRUZ, JUAN',
  rankId: 7,
  status: 1,
  onboardVesselName: null,
  availabilityDate: '2026-12-01',
  nfr: false,
  documents: [{ name: 'PASSPORT', expiryDate: '2028-01-01' }],
  missing: [],
  plannedOnVessel: null,
  ...over,
});
const need = { rankId: 7, embarkDate: '2027-01-10', months: 9 };

describe('contracts', () => {
  it('falls due the embark date plus its months, month ends clamped', () => {
    expect(dueDate('2026-03-15', 9)).toBe('2026-12-15');
    expect(dueDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthsFrom('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('vessel plan', () => {
  it('shows each crew onboard with due date, reliever and gap; overdue and vacant ranks marked', () => {
    const rows = buildVesselPlan({
      ranks: [master, ab],
      onboard: [
        { crewId: 10, name: 'SANTOS, ANA', rankId: 7, embarkDate: '2026-02-01', months: 6 },
        { crewId: 11, name: 'REYES, BEN', rankId: 7, embarkDate: '2026-06-01', months: null },
      ],
      crewChanges: [
        {
          crewChangeId: 5,
          rankId: 7,
          offSignerCrewId: 11,
          reliever: { crewId: 20, name: 'CRUZ, CARL' },
          relieverEmbarkDate: '2027-03-11',
        },
      ],
      defaultMonths: 9,
      today: '2026-11-24',
    });
    expect(rows.map((r) => [r.rankName, r.crew?.name ?? null, r.dueDate, r.status, r.gapDays])).toEqual([
      ['MASTER', null, null, 'VACANT', null],
      ['AB', 'SANTOS, ANA', '2026-08-01', 'OVERDUE', null],
      ['AB', 'REYES, BEN', '2027-03-01', 'PLANNED', 10],
    ]);
    expect(rows[2]!.monthsIsDefault).toBe(true);
  });

  it('counts crew changes due per month and rank', () => {
    const plan = buildMonthlyPlan(
      [
        { rankId: 7, rankName: 'AB', dueDate: '2026-12-03', overdue: false },
        { rankId: 7, rankName: 'AB', dueDate: '2027-01-09', overdue: false },
        { rankId: 1, rankName: 'MASTER', dueDate: '2026-12-30', overdue: false },
        { rankId: 1, rankName: 'MASTER', dueDate: '2026-10-01', overdue: true },
      ],
      ['2026-12', '2027-01'],
      (id) => id,
    );
    expect(plan.ranks).toEqual([
      { rankId: 1, rankName: 'MASTER', counts: [1, 0], total: 1 },
      { rankId: 7, rankName: 'AB', counts: [1, 1], total: 2 },
    ]);
    expect(plan.totals).toEqual([2, 1]);
    expect(plan.overdue).toBe(1);
  });
});

describe('line-up eligibility', () => {
  it('an active standby crew of the rank with documents through the contract is eligible', () => {
    expect(lineUpReasons(standby(), need)).toEqual([]);
  });

  it('gives every reason a candidate is not eligible', () => {
    const reasons = lineUpReasons(
      standby({
        rankId: 3,
        onboardVesselName: 'MV OCEAN',
        status: 0,
        nfr: true,
        availabilityDate: '2027-02-01',
        missing: ["SEAMAN'S BOOK"],
        documents: [
          { name: 'PASSPORT', expiryDate: '2027-05-01' },
          { name: 'VISA', expiryDate: '2026-12-01' },
        ],
        plannedOnVessel: 'MV SEA',
      }),
      need,
    );
    expect(reasons).toEqual([
      'Not of this rank',
      'Onboard MV OCEAN',
      'Inactive',
      'NFR (not for rehire)',
      'Already lined up for MV SEA',
      'Available only from 01 FEB 2027',
      "No SEAMAN'S BOOK on file",
      'PASSPORT expires 01 MAY 2027, before the contract ends 10 OCT 2027',
      'VISA expired 01 DEC 2026',
    ]);
    const later = lineUpReasons(standby({ documents: [{ name: 'VISA', expiryDate: '2026-12-01' }] }), {
      ...need,
      today: '2026-11-24',
    });
    expect(later).toEqual(['VISA expires 01 DEC 2026, before the embark date']);
  });

  it('lists the eligible first', () => {
    const list = buildLineUp([standby({ crewId: 2, name: 'B', nfr: true }), standby({ crewId: 3, name: 'C' })], need);
    expect(list.map((l) => [l.crewId, l.eligible])).toEqual([
      [3, true],
      [2, false],
    ]);
  });

  it("lists the principal's preferred crews first among the eligible and refuses his barred ones with his reason", () => {
    const list = buildLineUp(
      [
        standby({ crewId: 2, name: 'A', availabilityDate: '2026-11-01' }),
        standby({ crewId: 3, name: 'B', principalMark: { mark: 'PREFERRED', reason: 'GOOD RECORD' } }),
        standby({ crewId: 4, name: 'C', principalMark: { mark: 'BARRED', reason: 'DESERTED IN 2024' } }),
      ],
      need,
    );
    expect(list.map((l) => [l.crewId, l.eligible, l.principalMark?.mark ?? null])).toEqual([
      [3, true, 'PREFERRED'],
      [2, true, null],
      [4, false, 'BARRED'],
    ]);
    expect(list[2]!.reasons).toEqual(['Not wanted by the principal: DESERTED IN 2024']);
  });
});

describe('dashboard counts', () => {
  it('classifies doses and counts per status and company group', () => {
    expect(vaccineStatus([])).toBe('UNVACCINATED');
    expect(vaccineStatus([{ brand: 'PFIZER' }])).toBe('PARTIAL');
    expect(vaccineStatus([{ brand: 'JANSSEN' }])).toBe('VACCINATED');
    expect(vaccineStatus([{ brand: 'PFIZER' }, { brand: 'PFIZER' }, { brand: 'MODERNA' }])).toBe('BOOSTERED');
    const c = countCrews([
      { onboard: true, group: 'PCC', vaccine: 'BOOSTERED' },
      { onboard: true, group: 'BULK', vaccine: 'VACCINATED' },
      { onboard: false, group: null, vaccine: 'UNVACCINATED' },
      { onboard: false, group: 'BULK', vaccine: 'PARTIAL' },
    ]);
    expect(c.onboard).toEqual({ count: 2, vaccinated: { ALL: 2, PCC: 1, BULK: 1 }, boostered: 1, unvaccinated: 0 });
    expect(c.standby).toEqual({ count: 2, vaccinated: { ALL: 0, PCC: 0, BULK: 0 }, boostered: 0, unvaccinated: 1 });
    expect(c.total.count).toBe(4);
  });
});

describe('contract duration', () => {
  const onboard = { vesselId: 3, embarkDate: '2026-05-01' };
  it('accepts the durations of 002 §9 only, for a crew onboard, once', () => {
    expect(() =>
      decideCrewContract(
        { type: 'SetContractDuration', data: { crewId: 1, months: 7, onboard, at: 'now' } },
        { durations: {} },
      ),
    ).toThrow('Choose 3, 6, 8, 9 or 12 months');
    expect(() =>
      decideCrewContract(
        { type: 'SetContractDuration', data: { crewId: 1, months: 6, onboard: null, at: 'now' } },
        { durations: {} },
      ),
    ).toThrow(/not onboard/);
    expect(
      decideCrewContract(
        { type: 'SetContractDuration', data: { crewId: 1, months: 6, onboard, at: 'now' } },
        { durations: {} },
      )[0]!.data.previous,
    ).toBeNull();
    expect(
      decideCrewContract(
        { type: 'SetContractDuration', data: { crewId: 1, months: 6, onboard, at: 'now' } },
        { durations: { '3:2026-05-01': 6 } },
      ),
    ).toEqual([]);
  });
});

describe('queue', () => {
  it('numbers tickets in order, calls the first waiting, refuses a crew twice', () => {
    const day = '2026-11-24';
    let s: QueueState = { tickets: [] };
    const run = (c: Parameters<typeof decideQueue>[0]) => {
      const events = decideQueue(c, s);
      for (const e of events) s = evolveQueue(s, e);
      return events;
    };
    run({ type: 'IssueQueueTicket', data: { day, crewId: 1, purpose: 'MEDICAL', crewKnown: true, at: 'a' } });
    run({ type: 'IssueQueueTicket', data: { day, crewId: 2, purpose: 'PDOS', crewKnown: true, at: 'a' } });
    expect(() =>
      run({ type: 'IssueQueueTicket', data: { day, crewId: 1, purpose: 'MEDICAL', crewKnown: true, at: 'a' } }),
    ).toThrow(/already in the queue/);
    expect(() =>
      run({ type: 'IssueQueueTicket', data: { day, crewId: 9, purpose: 'MEDICAL', crewKnown: false, at: 'a' } }),
    ).toThrow('Unknown crew');
    expect(
      run({ type: 'CallNextInQueue', data: { day, purpose: 'PDOS', counter: '1', byName: 'X', at: 'b' } })[0]!.data
        .ticketNo,
    ).toBe(2);
    expect(
      run({ type: 'CallNextInQueue', data: { day, purpose: null, counter: '1', byName: 'X', at: 'b' } })[0]!.data
        .ticketNo,
    ).toBe(1);
    expect(() =>
      run({ type: 'CallNextInQueue', data: { day, purpose: null, counter: '1', byName: 'X', at: 'b' } }),
    ).toThrow('No one is waiting');
    expect(run({ type: 'FinishQueueTicket', data: { day, ticketNo: 1, skipped: false, at: 'c' } })[0]!.type).toBe(
      'QueueTicketDone',
    );
  });
});

describe('rotation and discrepancy', () => {
  it('projects contracts and vacations ahead', () => {
    const r = buildRotation({
      today: '2026-11-24',
      horizon: '2027-12-31',
      months: 6,
      onboard: { vesselName: 'MV A', embarkDate: '2026-10-01' },
      planned: null,
      availabilityDate: null,
    });
    expect(r.map((s) => [s.kind, s.from, s.to, s.actual])).toEqual([
      ['CONTRACT', '2026-10-01', '2027-04-01', true],
      ['VACATION', '2027-04-01', '2027-06-01', false],
      ['CONTRACT', '2027-06-01', '2027-12-01', false],
      ['VACATION', '2027-12-01', '2028-02-01', false],
    ]);
  });

  it('finds crews onboard without a crew change and dates that disagree', () => {
    const d = findDiscrepancies({
      today: '2026-11-24',
      onboard: [
        { crewId: 1, name: 'A', vesselId: 1, vesselName: 'V', rankName: 'AB', embarkDate: '2026-01-01' },
        { crewId: 2, name: 'B', vesselId: 1, vesselName: 'V', rankName: 'AB', embarkDate: '2026-02-01' },
      ],
      crewChanges: [
        {
          crewChangeId: 9,
          vesselId: 1,
          vesselName: 'V',
          rankName: 'AB',
          embarking: { crewId: 2, name: 'B', embarkDate: '2026-02-03' },
          offSigner: { crewId: 3, name: 'C', disembarkDate: '2026-02-03', stillOnboardVesselId: 1 },
        },
      ],
    });
    expect(d.map((x) => [x.kind, x.name])).toEqual([
      ['EMBARK DATE', 'B'],
      ['NO CREW CHANGE', 'A'],
      ['NOT SIGNED OFF', 'C'],
    ]);
  });
});

describe('batch remarks', () => {
  const author = {
    id: 4,
    name: 'OPS',
    userTypeId: 2,
    departmentId: 2,
    positionIds: [],
    fleetId: null,
    vesselTypeId: null,
    principalId: null,
    grants: [],
  };
  const other = { ...author, id: 5 };
  it('adds a remark on a known batch; only its author updates or deletes it', async () => {
    const { decideBatchRemarks, evolveBatchRemarks } = await import('./batch-remarks.js');
    const remarkId = '7f0c6f55-8d4b-4a59-9f0e-0d3a3b1b6a11';
    const add = {
      type: 'AddBatchRemark' as const,
      data: {
        batchId: 1,
        vesselId: 2,
        batchKnown: true,
        remarkId,
        remark: 'FLIGHT MOVED',
        fileId: null,
        actor: author,
        at: 'a',
      },
    };
    expect(() => decideBatchRemarks({ ...add, data: { ...add.data, batchKnown: false } }, { remarks: {} })).toThrow(
      'Unknown batch',
    );
    const s = decideBatchRemarks(add, { remarks: {} }).reduce(evolveBatchRemarks, { remarks: {} });
    expect(() =>
      decideBatchRemarks({ type: 'DeleteBatchRemark', data: { batchId: 1, remarkId, actor: other, at: 'b' } }, s),
    ).toThrow(/author/);
    const updated = decideBatchRemarks(
      {
        type: 'UpdateBatchRemark',
        data: { batchId: 1, remarkId, remark: 'FLIGHT PR 500', fileId: null, actor: author, at: 'b' },
      },
      s,
    );
    expect(updated[0]).toMatchObject({ type: 'BatchRemarkUpdated', data: { previous: { remark: 'FLIGHT MOVED' } } });
    expect(
      decideBatchRemarks({ type: 'DeleteBatchRemark', data: { batchId: 1, remarkId, actor: author, at: 'c' } }, s)[0]!
        .type,
    ).toBe('BatchRemarkDeleted');
  });
});
