import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, NFR_REFUSED } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { callerFor, codeOf, createMasterRecord, makeUser, callerAs, addCrew } from '../testing/actors.js';
import { nextId } from '../shared/ids.js';
import { newFleet, newRank, newVessel } from '../testing/master-data.js';

// Issue 15 through the server: a loan and its payments by finance, NFR blocking a line-up, and the
// board's ONBOARD PROMOTION date from a promotion record. Set up through commands.
let services: TestServices;
type Caller = Awaited<ReturnType<typeof callerFor>>;
let finance: Caller;
let accounting: Caller;
let ops: Caller;
let training: Caller;
let crewId: number;
let otherCrewId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  finance = await callerFor(services, (await makeUser(services, { departmentId: DEPT.finance })).id);
  accounting = await callerFor(services, (await makeUser(services, { departmentId: DEPT.accounting })).id);
  ops = await callerAs(services, 'ops');
  training = await callerFor(services, (await makeUser(services, { departmentId: DEPT.training })).id);
  const fleet = await newFleet(services, 'BULK FINANCE');
  ids.vessel = await newVessel(services, fleet, 'MV LEDGER', 'LDG');
  ids.ab = await newRank(services, 'ABLE SEAMAN', 'AB', 3, 5);
  ids.bosun = await newRank(services, 'BOSUN', 'BSN', 3, 4);
  ids.reason = await createMasterRecord(services, 'withdrawal-reason', await nextId(services, 'key_item'), {
    name: 'DISCIPLINARY CASE',
  });
  ids.allotment = await createMasterRecord(services, 'cash-advance-type', await nextId(services, 'key_item'), {
    name: 'ALLOTMENT ADVANCE',
  });
  ids.visa = await createMasterRecord(services, 'cash-advance-type', await nextId(services, 'key_item'), {
    name: 'VISA FEE',
  });
  crewId = await addCrew(ops, { lastName: 'SANTOS', firstName: 'PEDRO', birthdate: '1985-03-03', rankId: ids.ab });
  otherCrewId = await addCrew(ops, { lastName: 'REYES', firstName: 'ANDRES', birthdate: '1986-04-04', rankId: ids.ab });
  await services.runner.catchUp(60_000);
});
afterAll(() => services.dispose());

const loan = {
  amount: '10,000',
  startDate: '2026-01-15',
  approvedDate: '2026-01-10',
  monthPayable: 4,
  paymentDay: 15,
  status: 'APPROVED',
};

describe('a cash loan and its payments', () => {
  it('shows the balance and months left worked out from the payments, in PHP', async () => {
    const { id } = await finance.crew.records.cashLoan.add({ crewId, fields: loan });
    await finance.crew.records.cashLoanPayment.add({
      crewId,
      fields: { cashLoanId: id, amount: '2500', paymentDate: '2026-01-15' },
    });
    await accounting.crew.records.cashLoanPayment.add({
      crewId,
      fields: { cashLoanId: id, amount: '1000.50', paymentDate: '2026-02-15' },
    });
    const [row] = (await finance.crew.records.cashLoan.list({ crewId })).items;
    expect(row).toMatchObject({
      fields: { amount: '10000.00' },
      derived: { paid: '₱3,500.50', balance: '₱6,499.50', instalment: '₱2,500.00', monthsLeft: 3 },
    });
  });

  /** Issue 25: a loan dated 9999-12-31 or 1900-01-01 was taken. */
  it('refuses a money date outside 1990 to 2099, and any date outside 1901 to 2100, under the field', async () => {
    const issuesOf = async (call: Promise<unknown>) => {
      const e = (await call.then(
        () => null,
        (err: unknown) => err,
      )) as { code?: string; cause?: { issues?: Array<{ path: unknown[]; message: string }> } } | null;
      expect(e?.code).toBe('BAD_REQUEST');
      return e!.cause!.issues!.map((i) => [i.path.join('.'), i.message]);
    };
    for (const startDate of ['9999-12-31', '1900-01-01', '1989-12-31', '2100-01-01']) {
      expect(await issuesOf(finance.crew.records.cashLoan.add({ crewId, fields: { ...loan, startDate } }))).toEqual([
        ['fields.startDate', 'Enter a date from 1990 to 2099'],
      ]);
    }
    expect(
      await issuesOf(finance.crew.records.cashLoan.add({ crewId, fields: { ...loan, startDate: '2026-02-30' } })),
    ).toEqual([['fields.startDate', 'Invalid date']]);
    expect(
      await issuesOf(
        finance.crew.records.cashAdvance.add({
          crewId,
          fields: { advanceDate: '9999-12-31', cashAdvanceTypeId: ids.allotment!, amount: '100' },
        }),
      ),
    ).toEqual([['fields.advanceDate', 'Enter a date from 1990 to 2099']]);
    // Any other date of ours: a withdrawal's.
    const withdrawal = { fillupDate: '1900-01-01', effectiveDate: '2026-01-01', withdrawalReasonId: ids.reason! };
    expect(await issuesOf(finance.crew.records.withdrawal.add({ crewId: otherCrewId, fields: withdrawal }))).toEqual([
      ['fields.fillupDate', 'Enter a date from 1901 to 2100'],
    ]);
  });

  it('refuses a payment above the balance under the amount', async () => {
    const [row] = (await finance.crew.records.cashLoan.list({ crewId })).items;
    await expect(
      finance.crew.records.cashLoanPayment.add({
        crewId,
        fields: { cashLoanId: row!.id, amount: '6499.51', paymentDate: '2026-03-15' },
      }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { amount: ['The payment exceeds the balance (₱6,499.50)'] } },
    });
    await finance.crew.records.cashLoanPayment.add({
      crewId,
      fields: { cashLoanId: row!.id, amount: '6499.50', paymentDate: '2026-03-15' },
    });
    expect((await finance.crew.records.cashLoan.list({ crewId })).items[0]!.derived).toMatchObject({
      balance: '₱0.00',
      monthsLeft: 0,
    });
  });

  it('records verification by finance as an audited edit (who, when, old and new value)', async () => {
    const [row] = (await finance.crew.records.cashLoan.list({ crewId })).items;
    await finance.crew.records.cashLoan.update({ crewId, recordId: row!.id, changes: { verified: true } });
    const history = await finance.crew.history({ crewId, family: 'cash-loan' });
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: `cash-loan:${row!.id}.verified`,
          newValue: true,
          oldValue: null,
          userName: expect.stringMatching(/^TEST USER/),
        }),
      ]),
    );
  });

  it('is written by finance and accounting only; Ops reads; training sees nothing', async () => {
    expect(await codeOf(ops.crew.records.cashLoan.add({ crewId, fields: loan }))).toBe('FORBIDDEN');
    expect(await codeOf(ops.crew.records.cashLoan.list({ crewId }))).toBe('OK');
    expect(await codeOf(training.crew.records.cashLoan.list({ crewId }))).toBe('FORBIDDEN');
    expect(await codeOf(training.crew.records.cashAdvance.list({ crewId }))).toBe('FORBIDDEN');
  });
});

describe('cash advances with filters', () => {
  it('lists them by type and date range with their total in PHP; a bad range is refused under the field', async () => {
    await finance.crew.records.cashAdvance.add({
      crewId,
      fields: { advanceDate: '2026-02-01', cashAdvanceTypeId: ids.allotment!, amount: '10500' },
    });
    await finance.crew.records.cashAdvance.add({
      crewId,
      fields: { advanceDate: '2026-03-01', cashAdvanceTypeId: ids.visa!, amount: '2,287.50' },
    });
    await finance.crew.records.cashAdvance.add({
      crewId,
      fields: { advanceDate: '2026-04-01', cashAdvanceTypeId: ids.allotment!, amount: '0.10' },
    });
    expect(await finance.finance.cashAdvances({ crewId })).toMatchObject({ count: 3, total: '₱12,787.60' });
    const allotments = await accounting.finance.cashAdvances({
      crewId,
      cashAdvanceTypeId: ids.allotment!,
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
    });
    expect(allotments).toMatchObject({
      count: 1,
      total: '₱10,500.00',
      items: [{ type: 'ALLOTMENT ADVANCE', advanceDate: '2026-02-01' }],
    });
    await expect(
      finance.finance.cashAdvances({ crewId, dateFrom: '2026-03-01', dateTo: '2026-02-01' }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { dateFrom: ['Date From: should not be greater than Date To:'] } },
    });
    expect(await codeOf(training.finance.cashAdvances({ crewId }))).toBe('FORBIDDEN');
  });
});

describe('an NFR withdrawal', () => {
  it('flags the crew and refuses him on a line-up until the NFR is lifted', async () => {
    const w = await ops.crew.records.withdrawal.add({
      crewId: otherCrewId,
      fields: {
        fillupDate: '2026-02-01',
        effectiveDate: '2026-02-05',
        withdrawalReasonId: ids.reason!,
        nfr: true,
        salaryOffered: '45000',
      },
    });
    expect(await finance.finance.crewStatus({ crewId: otherCrewId })).toMatchObject({
      nfr: { effectiveDate: '2026-02-05' },
    });
    await expect(
      ops.crewChange.plan({ vesselId: ids.vessel!, rankId: ids.ab!, relieverCrewIds: [otherCrewId] }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { relieverCrewIds: [NFR_REFUSED] } },
    });
    const { crewChangeId } = await ops.crewChange.plan({
      vesselId: ids.vessel!,
      rankId: ids.ab!,
      relieverCrewIds: [crewId],
    });
    await expect(
      ops.crewChange.addReliever({ crewChangeId, crewId: otherCrewId, primary: false }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { crewId: [NFR_REFUSED] } },
    });
    await ops.crew.records.withdrawal.update({
      crewId: otherCrewId,
      recordId: w.id,
      changes: { liftedDate: '2026-03-01' },
    });
    expect((await finance.finance.crewStatus({ crewId: otherCrewId })).nfr).toBeNull();
    expect(await codeOf(ops.crewChange.addReliever({ crewChangeId, crewId: otherCrewId, primary: false }))).toBe('OK');
  });
});

describe('an NFR after the line-up', () => {
  it('keeps a reliever withdrawn as NFR from becoming the primary (the embarking crew)', async () => {
    const third = await addCrew(ops, {
      lastName: 'CRUZ',
      firstName: 'BENITO',
      birthdate: '1987-05-05',
      rankId: ids.ab!,
    });
    const { crewChangeId } = await ops.crewChange.plan({
      vesselId: ids.vessel!,
      rankId: ids.ab!,
      relieverCrewIds: [crewId, third],
    });
    await ops.crew.records.withdrawal.add({
      crewId: third,
      fields: { fillupDate: '2026-04-01', effectiveDate: '2026-04-02', withdrawalReasonId: ids.reason!, nfr: true },
    });
    await expect(ops.crewChange.setPrimaryReliever({ crewChangeId, crewId: third })).rejects.toMatchObject({
      cause: { fieldErrors: { crewId: [NFR_REFUSED] } },
    });
  });
});

describe('promotions and evaluations', () => {
  it("put the onboard promotion date on the board's embarking row; a cancelled one is gone", async () => {
    const { crewChangeId } = await ops.crewChange.plan({
      vesselId: ids.vessel!,
      rankId: ids.bosun!,
      relieverCrewIds: [crewId],
    });
    const p = await ops.crew.records.promotion.add({
      crewId,
      fields: {
        fromRankId: ids.ab!,
        toRankId: ids.bosun!,
        onboard: true,
        vesselId: ids.vessel!,
        promotionDate: '2026-05-01',
        status: 'PLANNED',
      },
    });
    await services.runner.catchUp(60_000);
    const embarking = async () => {
      const board = await ops.crewChange.board({ vesselId: ids.vessel! });
      return board.rows.find((r) => r.crewChangeId === crewChangeId)!.embarkings[0]!;
    };
    expect(await embarking()).toMatchObject({ crewId, onboardPromotionDate: '2026-05-01' });
    await ops.crew.records.promotion.update({ crewId, recordId: p.id, changes: { status: 'CANCELLED' } });
    expect(await embarking()).toMatchObject({ crewId, onboardPromotionDate: null });
  });

  it('shows the latest grade on the 201 file; a CER number is used once per crew change', async () => {
    await ops.crew.records.cer.add({
      crewId,
      fields: { crewChangeId: '7', cerNo: 'CER1', evaluationDate: '2026-01-20', grade: 'GOOD' },
    });
    await ops.crew.records.crewAssessment.add({
      crewId,
      fields: { assessmentDate: '2026-02-20', assessment: 'VERY GOOD', technical: 'SOUND' },
    });
    expect((await finance.finance.crewStatus({ crewId })).latestGrade).toEqual({
      grade: 'VERY GOOD',
      date: '2026-02-20',
      source: 'ASSESSMENT',
    });
    await expect(
      ops.crew.records.cer.add({
        crewId,
        fields: { crewChangeId: '7', cerNo: 'CER1', evaluationDate: '2026-03-01', grade: 'FAIR' },
      }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { cerNo: ['This crew change already has this CER number'] } },
    });
  });
});
