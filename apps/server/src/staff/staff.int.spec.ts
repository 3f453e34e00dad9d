import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPT, POS } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { type Caller, callerFor, codeOf, createMasterRecord, makeUser, callerAs } from '../testing/actors.js';
import { EMPTY_PDF as PDF, PNG_1X1 as PNG } from '../testing/files.js';
import { nextId } from '../shared/ids.js';
import { readFile, saveFile } from '../platform/files/store.js';
import { listStaff } from './queries.js';

// Issue 14: the staff database on the one users model: list, add, cards, image, records, history, sheets.
let services: TestServices;
let admin: Caller;
let staffdb: Caller;
let staffdbId: number;
let dss: Caller;
let ops: Caller;
let married: number;
let contactType: number;
const PASSWORD = 'Long-Enough-1';

beforeAll(async () => {
  services = await createTestServices({ startWorkers: true });
  admin = await callerFor(services, (await makeUser(services, { userTypeId: 1, departmentId: DEPT.admin })).id);
  staffdbId = (await makeUser(services, { departmentId: DEPT.admin, grants: ['staff-database'] })).id;
  staffdb = await callerFor(services, staffdbId);
  dss = await callerAs(services, 'dss');
  ops = await callerAs(services, 'ops');
  married = await createMasterRecord(services, 'civil-status', await nextId(services, 'key_item'), { name: 'MARRIED' });
  contactType = await createMasterRecord(services, 'contact-type', await nextId(services, 'key_item'), {
    name: 'MOBILE',
  });
  await services.runner.catchUp(60_000);
}, 300_000);
afterAll(() => services.dispose());

const newStaff = (caller: Caller, o: Record<string, unknown> = {}) =>
  caller.staff.create({
    employeeId: `E-${Date.now() % 1e8}-${Math.floor(Math.random() * 1e4)}`,
    firstName: 'Maria',
    lastName: `Santos${Date.now() % 1e5}`,
    male: 0,
    status: 1,
    userTypeId: 2,
    departmentId: DEPT.finance,
    positionIds: [],
    username: `ms${Date.now() % 1e8}${Math.floor(Math.random() * 1e4)}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...o,
  } as Parameters<Caller['staff']['create']>[0]);

describe('Staff DB list and Add New Staff', () => {
  it('adds a staff member who is a user (one read model), found by last name, filtered by status and department, paged on the server', async () => {
    const { id } = await newStaff(staffdb, {
      lastName: 'Zabaleta',
      civilStatusId: married,
      height: 170,
      weight: 62.5,
      birthdate: '1990-04-02',
    });
    const byLast = await staffdb.staff.list({ searchKey: 'last_name', search: 'zabal' });
    expect(byLast.items.map((s) => s.id)).toEqual([id]);
    expect(byLast.items[0]).toMatchObject({ fullName: 'MARIA ZABALETA', departmentCode: 'FIN', status: 1 });
    // The same person in the user settings.
    expect((await admin.users.get({ id })).lastName).toBe('ZABALETA');
    const got = await admin.staff.get({ id });
    expect(got).toMatchObject({ civilStatus: 'MARRIED', height: 170, weight: 62.5, male: 0, hasCredentials: true });
    for (let i = 0; i < 3; i++) await newStaff(staffdb, { lastName: 'Pagetest' });
    const page2 = await staffdb.staff.list({ searchKey: 'last_name', search: 'PAGETEST', perPage: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, lastPage: 2, page: 2 });
    expect(page2.items).toHaveLength(1);
    const inactive = await staffdb.staff.list({ status: 0, searchKey: 'last_name', search: 'PAGETEST' });
    expect(inactive.total).toBe(0);
    expect((await staffdb.staff.list({ status: 'all', departmentId: DEPT.finance, search: 'zabaleta' })).total).toBe(1);
  });

  it('refuses a mismatched password, a taken employee id, an unknown civil status, and a grant holder making an administrator', async () => {
    await expect(newStaff(staffdb, { confirmPassword: 'Other-Pass-9' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const { id } = await newStaff(staffdb);
    const employeeId = (await staffdb.staff.get({ id })).employeeId;
    await expect(newStaff(staffdb, { employeeId })).rejects.toMatchObject({
      cause: { fieldErrors: { employeeId: ['This employee ID is already used'] } },
    });
    await expect(newStaff(staffdb, { civilStatusId: 999_999 })).rejects.toMatchObject({
      cause: { fieldErrors: { civilStatusId: ['Unknown civil status'] } },
    });
    await expect(newStaff(staffdb, { userTypeId: 1 })).rejects.toMatchObject({
      cause: { fieldErrors: { userTypeId: [expect.stringMatching(/system administrator/)] } },
    });
    expect(await codeOf(newStaff(ops))).toBe('FORBIDDEN');
  });

  it('lists 10,000 staff a page at a time fast', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: 5_000_000 + i,
      version: 1,
      username: `bulk${i}`,
      employee_id: `BULK-${i}`,
      first_name: `FIRST${i % 97}`,
      last_name: `LAST${i % 501}`,
      user_type_id: 2,
      department_id: DEPT.operations,
      position_ids: [],
      grants: [],
      status: i % 10 === 0 ? 0 : 1,
      must_change_password: false,
      middle_name: null,
      suffix: null,
      birthdate: null,
      email: null,
      vmc_email: null,
      fleet_id: null,
      vessel_type_id: null,
      principal_id: null,
      password_updated_at: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    }));
    // Straight into the read model: a volume test of the query, not of the command path.
    for (let i = 0; i < rows.length; i += 1000)
      await services.db
        .insertInto('users')
        .values(rows.slice(i, i + 1000))
        .execute();
    const started = performance.now();
    const first = await listStaff(services.db, { page: 1, perPage: 100, searchKey: 'all', status: 1 });
    const last = await listStaff(services.db, { page: 90, perPage: 100, searchKey: 'all', status: 1 });
    const search = await listStaff(services.db, {
      page: 1,
      perPage: 100,
      searchKey: 'last_name',
      search: 'LAST42',
      status: 'all',
    });
    const ms = performance.now() - started;
    expect(first.items).toHaveLength(100);
    expect(last.total).toBeGreaterThanOrEqual(9000);
    expect(search.items.every((s) => s.fullName.includes('LAST42'))).toBe(true);
    console.log(`staff list over ${first.total} active staff: 3 pages in ${ms.toFixed(0)} ms`);
    await services.db.deleteFrom('users').where('id', '>=', 5_000_000).execute();
  });
});

describe("a staff member's page", () => {
  it('personal information, employee information, agency numbers and image are events in the history, with who', async () => {
    const { id } = await newStaff(staffdb);
    const v = (await staffdb.staff.get({ id })).version;
    await staffdb.staff.updatePersonal({
      userId: id,
      baseVersion: v,
      changes: { birthplace: 'Cebu City', civilStatusId: married },
    });
    await expect(
      staffdb.staff.updatePersonal({ userId: id, changes: { firstName: '' } as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await staffdb.staff.updateEmployee({
      userId: id,
      changes: { employeeId: `X-${id}`, positionIds: [POS.crewingOfficer], dateHired: '2024-02-01' },
    });
    // 000 §6: the grant's users do not set passwords or principals; an administrator does.
    expect(
      await codeOf(
        staffdb.staff.updateEmployee({
          userId: id,
          changes: {},
          password: PASSWORD + 'x',
          confirmPassword: PASSWORD + 'x',
        }),
      ),
    ).toBe('FORBIDDEN');
    await expect(staffdb.staff.updateEmployee({ userId: id, changes: { principalId: 5 } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(admin.staff.updateEmployee({ userId: id, changes: { principalId: 999_999 } })).rejects.toMatchObject({
      cause: { fieldErrors: { principalId: ['Unknown principal'] } },
    });
    await expect(admin.staff.updateEmployee({ userId: id, changes: { positionIds: [777] } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await admin.staff.updateEmployee({
      userId: id,
      changes: {},
      password: 'Brand-New-Pass-1',
      confirmPassword: 'Brand-New-Pass-1',
    });
    expect(await codeOf(staffdb.staff.updateAgencyNumber({ userId: id, agency: 'SSS', number: '34-1234567-8' }))).toBe(
      'FORBIDDEN',
    );
    await expect(dss.staff.updateAgencyNumber({ userId: id, agency: 'SSS', number: '34-12' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/SSS number as 10 digits/),
    });
    expect(
      await dss.staff.updateAgencyNumber({ userId: id, agency: 'PHILHEALTH', number: '12-345678901-2' }),
    ).toMatchObject({ agencyName: 'PhilHealth' });
    const pdf = await saveFile(services.db, { bytes: PDF, fileName: 'me.png', kind: 'pdf', uploadedBy: staffdbId });
    await expect(staffdb.staff.setImage({ userId: id, fileId: pdf.id })).rejects.toMatchObject({
      cause: { fieldErrors: { userImage: ['The file must be an image'] } },
    });
    const png = await saveFile(services.db, { bytes: PNG, fileName: 'me.png', kind: 'image', uploadedBy: staffdbId });
    await expect(admin.staff.setImage({ userId: id, fileId: png.id })).rejects.toMatchObject({
      cause: { fieldErrors: { userImage: ['Upload the file again'] } },
    });
    await staffdb.staff.setImage({ userId: id, fileId: png.id });
    const got = await staffdb.staff.get({ id });
    expect(got).toMatchObject({
      birthplace: 'CEBU CITY',
      civilStatus: 'MARRIED',
      employeeId: `X-${id}`,
      imageFileId: png.id,
      dateHired: '2024-02-01',
    });
    expect(got.agencyNumbers.PHILHEALTH).toBe('12-345678901-2');
    expect(got.positions.map((p) => p.shortName)).toEqual(['CO']);
    const history = await staffdb.staff.history({ userId: id });
    const fields = history.map((h) => h.field);
    for (const f of [
      'birthplace',
      'civilStatusId',
      'employeeId',
      'positionIds',
      'password',
      'philhealthNo',
      'imageFileId',
    ])
      expect(fields).toContain(f);
    expect(history.find((h) => h.field === 'civilStatusId')).toMatchObject({ newValue: 'MARRIED' });
    expect(history.every((h) => h.userName.length > 0)).toBe(true);
    await staffdb.staff.deleteImage({ userId: id });
    expect((await staffdb.staff.get({ id })).imageFileId).toBeNull();
    expect(await codeOf(ops.staff.get({ id }))).toBe('FORBIDDEN');
  });

  it('keeps the staff tabs as records: added, edited, deleted (contacts by DSS), one document of each kind', async () => {
    const { id } = await newStaff(staffdb);
    const attach = await saveFile(services.db, {
      bytes: PDF,
      fileName: 'resume.pdf',
      kind: 'attachment',
      uploadedBy: staffdbId,
    });
    const doc = await staffdb.staff.records.document.add({
      userId: id,
      fields: { documentType: 'RESUME', attachments: [{ fileId: attach.id }] },
    });
    await expect(
      staffdb.staff.records.document.add({
        userId: id,
        fields: { documentType: 'RESUME', attachments: [{ fileId: attach.id }] },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const edu = await staffdb.staff.records.education.add({
      userId: id,
      fields: { level: 'COLLEGE', school: 'UST', yearFrom: 2008, yearTo: 2012 },
    });
    await staffdb.staff.records.education.update({
      userId: id,
      recordId: edu.id,
      changes: { course: 'BS Accountancy' },
    });
    await staffdb.staff.records.cashAdvance.add({
      userId: id,
      fields: { loanType: 'CALAMITY LOAN', dateApproved: '2026-09-01', totalAmount: 15000, status: 'ACTIVE' },
    });
    await staffdb.staff.records.workExperience.add({
      userId: id,
      fields: { company: 'ACME', position: 'CLERK', dateFrom: '2015-01-01', dateTo: '2016-01-01' },
    });
    const contact = await staffdb.staff.records.contact.add({
      userId: id,
      fields: { contactTypeId: contactType, contact: '09171234567' },
    });
    expect(await codeOf(staffdb.staff.records.contact.remove({ userId: id, recordId: contact.id }))).toBe('FORBIDDEN');
    await dss.staff.records.contact.remove({ userId: id, recordId: contact.id });
    const list = await staffdb.staff.records.education.list({ userId: id });
    expect(list.items[0]!.fields).toMatchObject({ level: 'COLLEGE', course: 'BS ACCOUNTANCY' });
    expect((await staffdb.staff.records.document.list({ userId: id })).items[0]!.fields.attachments).toEqual([
      { fileId: attach.id, fileName: 'resume.pdf' },
    ]);
    expect(doc.id).toBeGreaterThan(0);
    const fields = (await staffdb.staff.history({ userId: id })).map((h) => h.field);
    expect(fields).toContain(`staff-education:${edu.id}.course`);
    expect(fields).toContain(`staff-contact:${contact.id}.contact`);
  });

  it('prints the biodata and the consent form through the report workers', async () => {
    const { id } = await newStaff(staffdb, { lastName: 'Biodatos', birthdate: '1985-01-20' });
    await staffdb.staff.records.language.add({ userId: id, fields: { language: 'JAPANESE', proficiency: 'BASIC' } });
    for (const kind of ['BIODATA', 'CONSENT'] as const) {
      const { jobId } = await staffdb.staff.generateSheet({ userId: id, kind });
      await services.jobs.waitFor(jobId);
      const status = await staffdb.staff.sheetStatus({ jobId });
      expect(status.state).toBe('completed');
      const file = await readFile(services.db, status.fileId!);
      const dir = mkdtempSync(join(tmpdir(), 'staff-sheet-'));
      writeFileSync(join(dir, 's.pdf'), file!.content);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('MARIA BIODATOS');
      if (kind === 'BIODATA')
        for (const w of ['STAFF PERSONAL DATA SHEET', 'JAPANESE', '20 JANUARY 1985']) expect(text).toContain(w);
      else for (const w of ['DATA PRIVACY CONSENT FORM', 'Republic Act No. 10173']) expect(text).toContain(w);
      expect(await codeOf(admin.staff.sheetStatus({ jobId }))).toBe('NOT_FOUND');
    }
  });
});

/** Issue 25 §1, §2 (000 §6): what each reader of a staff page is sent. */
describe('what a staff page sends to whom', () => {
  it('username, sign-in state and principal go to system administrators (and the user himself) only', async () => {
    const principal = await createMasterRecord(services, 'principal', await nextId(services, 'key_item'), {
      name: 'KRBS',
      code: 'KRBS',
    });
    await services.runner.catchUp(60_000);
    const { id } = await newStaff(admin, { principalId: principal, dateHired: '2020-03-01' });
    const full = await admin.staff.get({ id });
    expect(full).toMatchObject({
      principalId: principal,
      principal: 'KRBS',
      userTypeId: 2,
      hasCredentials: true,
      dateHired: '2020-03-01',
    });
    expect(typeof full.username).toBe('string');
    const grant = await staffdb.staff.get({ id });
    expect(grant).toMatchObject({ username: null, hasCredentials: null, principalId: null, principal: null });
    // 000 §5: the grant's employee form requires the user type, so it keeps it.
    expect(grant).toMatchObject({ userTypeId: 2, dateHired: '2020-03-01', employeeId: full.employeeId });
    expect((await staffdb.staff.get({ id: staffdbId })).username).not.toBeNull();
  });

  it('DSS reads the 201 Profile (header, personal information, agency numbers, contacts, languages) and nothing else', async () => {
    const { id } = await newStaff(staffdb, { dateHired: '2021-05-01', birthplace: 'Iloilo' });
    await staffdb.staff.records.education.add({ userId: id, fields: { level: 'COLLEGE', school: 'UPV' } });
    const page = await dss.staff.get({ id });
    expect(page).toMatchObject({
      birthplace: 'ILOILO',
      username: null,
      hasCredentials: null,
      principalId: null,
      userTypeId: null,
      userType: null,
      dateHired: null,
      dateEnd: null,
    });
    expect((await dss.staff.records.contact.list({ userId: id })).total).toBe(0);
    expect((await dss.staff.records.language.list({ userId: id })).total).toBe(0);
    for (const call of [
      () => dss.staff.list({}),
      () => dss.staff.history({ userId: id }),
      () => dss.staff.records.education.list({ userId: id }),
      () => dss.staff.records.document.list({ userId: id }),
      () => dss.staff.records.workExperience.list({ userId: id }),
      () => dss.staff.records.cashAdvance.list({ userId: id }),
      () => dss.staff.generateSheet({ userId: id, kind: 'BIODATA' }),
      () => dss.staff.updateEmployee({ userId: id, changes: { employeeId: 'DSS-1' } }),
    ]) {
      expect(await codeOf(call()), call.toString()).toBe('FORBIDDEN');
    }
  });
});
