import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_3_2024 } from '@crewing/domain/compliance/index';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { SAMPLE_CONTRACT } from './sample-contract.js';
import { DEPT } from '@crewing/domain';
import { callerAs, callerFor, codeOf, makeUser, registeredCrew, type Caller } from '../testing/actors.js';
import { lineWith, pdfPagePng, pdfText } from '../testing/pdf.js';
import { readFile } from '../platform/files/store.js';

// Issue 31 §1: contracts as crew records, extensions and amendments refused with DMW Advisory 3-2024's words.
let services: TestServices;
let officer: Caller;
let crewId: number;
let contractId: number;
const AT = '2026-01-05T00:00:00.000Z';

/** Departed 10 Jan 2026 on a 9-month contract: it ends 9 Oct 2026, 12 months from departure is 9 Jan 2027. */
const CONTRACT = SAMPLE_CONTRACT;

beforeAll(async () => {
  services = await createTestServices();
  officer = await callerAs(services, 'crewingOfficer');
  // Sign-on no. 1 on 10 Jan 2026 (the sea service keeps the vessel and rank ids as given).
  crewId = await registeredCrew(services, { rankId: 1, at: AT, onboard: { vesselId: 1, embarkDate: '2026-01-10' } });
  await services.runner.catchUp(60_000);
  ({ id: contractId } = await officer.compliance.contracts.contract.add({ crewId, fields: CONTRACT }));
}, 120_000);
afterAll(() => services.dispose());

const fieldErrors = async (call: Promise<unknown>) => {
  try {
    await call;
    return null;
  } catch (e) {
    return ((e as { cause?: { fieldErrors?: Record<string, string[]> } }).cause?.fieldErrors ?? null) as Record<
      string,
      string[]
    > | null;
  }
};
const change = (fields: Record<string, unknown>) =>
  officer.compliance.contracts.contractChange.add({
    crewId,
    fields: { contractId, kind: 'EXTENSION', agreedOn: '2026-08-01', ...fields },
  });

describe('contracts', () => {
  it('keeps the contract on his stream, naming one of his sign-ons, one contract per sign-on', async () => {
    const list = await officer.compliance.contracts.contract.list({ crewId });
    expect(list.items).toEqual([
      expect.objectContaining({ id: contractId, fields: expect.objectContaining(CONTRACT) }),
    ]);
    expect(
      await fieldErrors(officer.compliance.contracts.contract.add({ crewId, fields: { ...CONTRACT, signOnNo: 2 } })),
    ).toEqual({ signOnNo: ['He has no sign-on with this number (see his sea service)'] });
    expect(await fieldErrors(officer.compliance.contracts.contract.add({ crewId, fields: CONTRACT }))).toEqual({
      signOnNo: ['This sign-on already has a contract: record an extension or amendment instead'],
    });
  });

  it('never beyond 12 months from departure', async () => {
    expect(await fieldErrors(change({ months: 4 }))).toEqual({ months: [ADVISORY_3_2024.beyondTwelve] });
  });

  it('never shorter than one month', async () => {
    expect(await fieldErrors(change({ months: undefined }))).toEqual({ months: [ADVISORY_3_2024.shorterThanMonth] });
    expect(await fieldErrors(change({ months: 0 }))).toEqual({ months: [ADVISORY_3_2024.shorterThanMonth] });
  });

  it('never lowering basic, overtime or leave pay', async () => {
    expect(await fieldErrors(change({ months: 2, basicPay: '999.99', leavePay: '150.00' }))).toEqual({
      basicPay: [ADVISORY_3_2024.lowerPay('basic pay')],
      leavePay: [ADVISORY_3_2024.lowerPay('leave pay')],
    });
    expect(await fieldErrors(change({ kind: 'AMENDMENT', overtimePay: '399.00' }))).toEqual({
      overtimePay: [ADVISORY_3_2024.lowerPay('overtime pay')],
    });
  });

  it('no wage change with less than a month left', async () => {
    // Ends 9 Oct 2026: agreed on 15 Sep, less than a month is left.
    expect(await fieldErrors(change({ kind: 'AMENDMENT', agreedOn: '2026-09-15', basicPay: '1100.00' }))).toEqual({
      basicPay: [ADVISORY_3_2024.lastMonth],
    });
  });

  it('takes an extension within the rules, and counts the next one from the new terms', async () => {
    const { id } = await change({ months: 3, basicPay: '1100.00' });
    expect(id).toBeGreaterThan(0);
    // 9 + 3 = 12 months: one more month is beyond 12 months from departure.
    expect(await fieldErrors(change({ agreedOn: '2026-10-01', months: 1 }))).toEqual({
      months: [ADVISORY_3_2024.beyondTwelve],
    });
    // The extension raised the basic pay to 1,100: 1,050 lowers it.
    expect(await fieldErrors(change({ kind: 'AMENDMENT', agreedOn: '2026-10-01', basicPay: '1050.00' }))).toEqual({
      basicPay: [ADVISORY_3_2024.lowerPay('basic pay')],
    });
    // The contract now ends 9 Jan 2027: a raise on 1 Oct 2026 has over three months left.
    const raise = await change({ kind: 'AMENDMENT', agreedOn: '2026-10-01', basicPay: '1200.00' });
    expect(raise.id).toBeGreaterThan(id);
  });

  it("sets the vessel plan's due date: the contract's end, extensions included", async () => {
    const admin = await callerAs(services, 'admin');
    const other = await registeredCrew(services, {
      rankId: 1,
      at: AT,
      onboard: { vesselId: 1, embarkDate: '2026-01-10' },
    });
    await services.runner.catchUp(60_000);
    const rows = (await admin.planning.vesselPlan({ vesselId: 1 })).rows;
    const row = (id: number) => rows.find((r) => r.crew?.crewId === id);
    // 9 months from 10 Jan 2026 and the 3-month extension: it ends 9 Jan 2027.
    expect(row(crewId)).toMatchObject({ dueDate: '2027-01-09', months: 12, monthsIsDefault: false });
    // No contract on record: the default duration from his embarkation.
    expect(row(other)).toMatchObject({ monthsIsDefault: true });
    expect(row(other)?.dueDate).not.toBe('2027-01-09');
  });

  it('lets only the crew managers keep contracts', async () => {
    const finance = await callerFor(services, (await makeUser(services, { departmentId: DEPT.finance })).id);
    expect(await codeOf(finance.compliance.contracts.contract.add({ crewId, fields: CONTRACT }))).toBe('FORBIDDEN');
    expect((await finance.compliance.contracts.contract.list({ crewId })).items).toHaveLength(1);
  });
});

describe('the SBECS processing pack of a deployment (issue 31 §4)', () => {
  it('names what is missing before filing, and leaves a line once the 201 file holds it', async () => {
    const before = await officer.compliance.sbecs.pack({ crewId, contractId });
    // The contract's terms after its extension and the raise: 12 months until 9 Jan 2027, basic pay 1,200.
    expect(before.lines).toEqual(
      expect.arrayContaining([
        { section: 'Contract', item: 'Sign-on No.', value: '1' },
        { section: 'Contract', item: 'Duration', value: '12 months, until 09 JAN 2027' },
        { section: 'Contract', item: 'Basic pay', value: expect.stringContaining('1,200.00') },
      ]),
    );
    // This crew has no e-Registration number, travel documents, or a vessel on file (the test's vessel id 1 is bare).
    expect(before.missing).toEqual(
      expect.arrayContaining([
        'Seafarer: DMW e-Registration No.',
        'Seafarer: Passport',
        'Principal: Principal',
        'Insurance: P&I club (vessel PNI code)',
        'CBA: Collective bargaining agreement',
      ]),
    );
    await officer.compliance.marina.eRegistration.add({ crewId, fields: { number: 'ER-2026-0042' } });
    const after = await officer.compliance.sbecs.pack({ crewId, contractId });
    expect(after.missing).not.toContain('Seafarer: DMW e-Registration No.');
    expect(after.lines).toContainEqual({ section: 'Seafarer', item: 'DMW e-Registration No.', value: 'ER-2026-0042' });
  });

  it('prints it as one PDF through the workers; the requester alone reads its status', async () => {
    const { jobId } = await officer.compliance.sbecs.generate({ crewId, contractId });
    await services.jobs.waitFor(jobId);
    const status = await officer.compliance.sbecs.status({ jobId });
    expect(status).toMatchObject({
      state: 'completed',
      fileName: expect.stringMatching(/^sbecs_pack_.*_signon_1\.pdf$/),
    });
    const text = pdfText((await readFile(services.db, status.fileId!))!.content, 'sbecs-pack');
    expect(text).toContain('SBECS PROCESSING PACK');
    expect(lineWith(text, 'DMW e-Registration No.')).toContain('ER-2026-0042');
    expect(lineWith(text, 'Duration')).toContain('12 months, until 09 JAN 2027');
    expect(lineWith(text, 'Passport')).toContain('MISSING');
    expect(text).toMatch(/Not ready to file\. Missing:[\s\S]*Seafarer: Passport/);
    pdfPagePng('sbecs-pack');
    const other = await callerAs(services, 'admin');
    expect(await codeOf(other.compliance.sbecs.status({ jobId }))).toBe('NOT_FOUND');
  });

  it('refuses a contract that is not on his 201 file', async () => {
    expect(await codeOf(officer.compliance.sbecs.pack({ crewId, contractId: contractId + 999 }))).toBe('NOT_FOUND');
    expect(await codeOf(officer.compliance.sbecs.generate({ crewId: crewId + 999, contractId }))).toBe('NOT_FOUND');
  });
});
