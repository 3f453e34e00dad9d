import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { staffProfile } from '../testing/person.js';
import { userDecider, type UserEvent, type UserProfile } from '../users/decider.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { can } from '../permissions.js';
import type { Actor } from '../auth/roles.js';
import { DEPT } from '../auth/reference.js';
import { hiddenStaffFields } from './permissions.js';
import { STAFF_RECORD_FAMILIES } from './records.js';
import {
  createStaffInput,
  employeeInfoChanges,
  listStaffInput,
  personalInfoChanges,
  updateAgencyNumberInput,
  updateEmployeeInfoInput,
} from './schemas.js';

const at = '2026-11-24T00:00:00.000Z';
const profile = staffProfile({ employeeId: 'EMP-1', firstName: 'ANA', lastName: 'CRUZ', departmentId: 7 });
const created: UserEvent = { type: 'UserCreated', data: { userId: 5, username: 'ana', profile, at } };
const facts = (fileId: string, kind = 'image', uploadedBy = 1) => ({
  [fileId]: { kind, uploadedBy, fileName: 'x.png' },
});
const FILE = '0b5c1f0e-9a6a-4d35-9d7e-5d0a1b2c3d4e';
const noFacts = { known: {}, files: {}, actorId: 1 };

describe('staff on the user stream (decider)', () => {
  it('refuses an unknown or deactivated civil status or religion under the field', () => {
    const change = (facts: Record<string, boolean | 'inactive'>) =>
      given(userDecider, [created]).when({
        type: 'UpdateUserDetails',
        data: { userId: 5, changes: { civilStatusId: 3, religionId: 4 }, at, facts },
      });
    change({ civilStatusId: false, religionId: 'inactive' }).thenThrows(ValidationError);
    const state = userDecider.evolve(userDecider.initialState(), created);
    let error: unknown = null;
    try {
      userDecider.decide(
        {
          type: 'UpdateUserDetails',
          data: { userId: 5, changes: { religionId: 4 }, at, facts: { religionId: 'inactive' } },
        },
        state,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ religionId: ['This religion is no longer active'] });
    change({ civilStatusId: true, religionId: true }).then([
      {
        type: 'UserDetailsUpdated',
        data: {
          userId: 5,
          changes: { civilStatusId: 3, religionId: 4 },
          previous: { civilStatusId: null, religionId: null },
          at,
        },
      },
    ]);
  });

  it('keeps a staff-database user off an administrator, the administrator user type and the principal', () => {
    const emp = (changes: Partial<UserProfile>, actorIsSystemAdmin: boolean, history: UserEvent[] = [created]) =>
      given(userDecider, history).when({
        type: 'UpdateEmployeeInformation',
        data: { userId: 5, changes, actorIsSystemAdmin, at },
      });
    emp({ userTypeId: 1 }, false).thenThrows(ValidationError, /Only a system administrator/);
    emp({ principalId: 9 }, false).thenThrows(ValidationError, /Only a system administrator/);
    emp({ userTypeId: 1 }, true).thenTypes(['UserDetailsUpdated']);
    emp({ employeeId: 'EMP-2', status: 0 }, false).thenTypes(['UserDetailsUpdated', 'UserDeactivated']);
    const admin: UserEvent = {
      type: 'UserCreated',
      data: { userId: 5, username: 'root', profile: { ...profile, userTypeId: 1 }, at },
    };
    emp({ employeeId: 'EMP-9' }, false, [admin]).thenThrows(ForbiddenError);
  });

  it('changes the image only to an image the actor uploaded, and deletes one that is there', () => {
    const image = (fileId: string | null, f: ReturnType<typeof facts> = {}, history: UserEvent[] = [created]) =>
      given(userDecider, history).when({
        type: 'ChangeStaffImage',
        data: { userId: 5, fileId, file: fileId ? (f[fileId] ?? null) : null, actorId: 1, at },
      });
    image(FILE, facts(FILE, 'pdf')).thenThrows(ValidationError, /must be an image/);
    image(FILE, facts(FILE, 'image', 2)).thenThrows(ValidationError);
    image(null).thenThrows(NotFoundError, /no image/);
    image(FILE, facts(FILE)).then([
      {
        type: 'UserDetailsUpdated',
        data: { userId: 5, changes: { imageFileId: FILE }, previous: { imageFileId: null }, at },
      },
    ]);
  });

  it('keeps the staff records as a collection: one language once, years and dates in order, unknown families refused', () => {
    const add = (family: string, recordId: number, fields: Record<string, unknown>, history: UserEvent[] = [created]) =>
      given(userDecider, history).when({
        type: 'AddStaffRecord',
        data: { userId: 5, family, recordId, fields, facts: noFacts, at },
      });
    add('staff-language', 1, { language: 'ENGLISH', proficiency: 'FLUENT' }).thenTypes(['StaffRecordAdded']);
    const english: UserEvent = {
      type: 'StaffRecordAdded',
      data: {
        userId: 5,
        family: 'staff-language',
        recordId: 1,
        fields: { language: 'ENGLISH', proficiency: 'FLUENT' },
        at,
      },
    };
    add('staff-language', 2, { language: 'ENGLISH', proficiency: 'BASIC' }, [created, english]).thenThrows(
      ValidationError,
    );
    add('staff-education', 3, { level: 'COLLEGE', school: 'UST', yearFrom: 2000, yearTo: 1999 }).thenThrows(
      ValidationError,
    );
    add('staff-work-experience', 4, {
      company: 'X',
      position: 'Y',
      dateFrom: '2020-01-01',
      dateTo: '2019-01-01',
    }).thenThrows(ValidationError);
    add('staff-cash-advance', 5, {
      loanType: 'SALARY LOAN',
      dateApproved: '2026-01-01',
      totalAmount: 5000,
      status: 'OPEN',
    }).thenThrows(ValidationError);
    add('staff-document', 6, { documentType: 'RESUME' }).thenThrows(ValidationError);
    add('crew-medical', 7, { a: 1 }).thenThrows(ValidationError, /Unknown record family/);
    given(userDecider, [created, english])
      .when({ type: 'DeleteStaffRecord', data: { userId: 5, family: 'staff-language', recordId: 1, at } })
      .then([
        {
          type: 'StaffRecordDeleted',
          data: { userId: 5, family: 'staff-language', recordId: 1, at, previous: english.data.fields },
        },
      ]);
  });

  it('names a record edit by its field, so edits of other records merge and a stale one is refused', () => {
    expect(
      userDecider.commandFields({
        type: 'UpdateStaffRecord',
        data: {
          userId: 5,
          family: 'staff-language',
          recordId: 1,
          changes: { proficiency: 'NATIVE' },
          facts: noFacts,
          at,
        },
      }),
    ).toEqual({
      'staff-language:1.proficiency': 'NATIVE',
    });
  });
});

describe('staff validation (000 §5)', () => {
  const base = {
    employeeId: 'E1',
    firstName: 'A',
    lastName: 'B',
    male: 1,
    status: 1,
    userTypeId: 2,
    departmentId: 7,
    username: 'ab',
    password: 'Long-Enough-1',
    confirmPassword: 'Long-Enough-1',
  };
  const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('Add New Staff: the required fields and Password Not Matched', () => {
    expect(issues(createStaffInput.safeParse({}))).toMatchObject({
      employeeId: 'This field is required',
      firstName: 'This field is required',
      male: 'This field is required',
      username: 'This field is required',
      password: 'This field is required',
    });
    expect(issues(createStaffInput.safeParse({ ...base, username: 'abc', confirmPassword: 'Other-Pass-1' }))).toEqual({
      confirmPassword: 'Password Not Matched',
    });
    expect(createStaffInput.safeParse({ ...base, username: 'abc', height: 170.5 }).success).toBe(false);
    expect(createStaffInput.safeParse({ ...base, username: 'abc', weight: 65.5, height: 170 }).success).toBe(true);
  });

  it('personal and employee edits: required names, dates in order, a typed password needs its confirmation', () => {
    expect(personalInfoChanges.safeParse({ firstName: '' }).success).toBe(false);
    expect(personalInfoChanges.safeParse({ middleName: null, birthplace: 'MANILA' }).success).toBe(true);
    expect(issues(employeeInfoChanges.safeParse({ dateHired: '2020-05-01', dateEnd: '2020-01-01' }))).toEqual({
      dateEnd: 'Date End is before Date Hired',
    });
    expect(
      issues(
        updateEmployeeInfoInput.safeParse({ userId: 1, changes: {}, password: 'Long-Enough-1', confirmPassword: 'x' }),
      ),
    ).toEqual({ confirmPassword: 'Password Not Matched' });
    expect(updateEmployeeInfoInput.safeParse({ userId: 1, changes: { employeeId: 'E2' } }).success).toBe(true);
  });

  it('agency numbers have their agency’s digits', () => {
    expect(updateAgencyNumberInput.safeParse({ userId: 1, agency: 'SSS', number: '34-1234567-8' }).success).toBe(true);
    expect(issues(updateAgencyNumberInput.safeParse({ userId: 1, agency: 'SSS', number: '1234' }))).toHaveProperty(
      'number',
    );
    expect(updateAgencyNumberInput.safeParse({ userId: 1, agency: 'TIN', number: '123-456-789' }).success).toBe(true);
    expect(updateAgencyNumberInput.safeParse({ userId: 1, agency: 'PAGIBIG', number: 'ABCD-5678-9012' }).success).toBe(
      false,
    );
  });

  it('the list defaults: 100 a page, Active', () => {
    expect(listStaffInput.parse({})).toMatchObject({ page: 1, perPage: 100, status: 1, searchKey: 'all' });
  });
});

describe('staff permissions (000 §6)', () => {
  const actor = (o: Partial<Actor>): Actor => ({
    id: 1,
    name: 'X',
    userTypeId: 2,
    departmentId: DEPT.finance,
    positionIds: [],
    fleetId: null,
    vesselTypeId: null,
    principalId: null,
    grants: [],
    ...o,
  });
  const matrix = {
    admin: actor({ userTypeId: 1 }),
    staffdb: actor({ departmentId: DEPT.admin, grants: ['staff-database'] }),
    dss: actor({ departmentId: DEPT.dss }),
    other: actor({ departmentId: DEPT.operations }),
  };
  const who = (p: Parameters<typeof can>[1]) =>
    Object.entries(matrix)
      .filter(([, a]) => can(a, p))
      .map(([k]) => k);
  it('gives each staff permission to the roles the spec names', () => {
    expect(who('staff.database')).toEqual(['admin', 'staffdb']);
    expect(who('staff.profile')).toEqual(['admin', 'staffdb', 'dss']);
    expect(who('staff.agency-numbers')).toEqual(['admin', 'dss']);
    expect(who('staff.contacts.delete')).toEqual(['admin', 'dss']);
  });

  it('keeps username, sign-in state and principal for administrators, employee information for the database (issue 25)', () => {
    const hidden = (a: Actor, own = false) => [...hiddenStaffFields(a, own)].sort();
    expect(hidden(matrix.admin)).toEqual([]);
    expect(hidden(matrix.staffdb)).toEqual(['hasCredentials', 'principal', 'username']);
    expect(hidden(matrix.staffdb, true)).toEqual(['principal']);
    expect(hidden(matrix.dss)).toEqual(['employment', 'hasCredentials', 'principal', 'userType', 'username']);
  });
  it('gives DSS the 201 Profile and nothing of the staff database (issue 25)', () => {
    const readers = (f: (typeof STAFF_RECORD_FAMILIES)[keyof typeof STAFF_RECORD_FAMILIES]) => who(f.permissions.read);
    expect(readers(STAFF_RECORD_FAMILIES.contact)).toEqual(['admin', 'staffdb', 'dss']);
    expect(readers(STAFF_RECORD_FAMILIES.language)).toEqual(['admin', 'staffdb', 'dss']);
    for (const f of [
      STAFF_RECORD_FAMILIES.education,
      STAFF_RECORD_FAMILIES.document,
      STAFF_RECORD_FAMILIES.workExperience,
      STAFF_RECORD_FAMILIES.cashAdvance,
    ]) {
      expect(readers(f), f.name).toEqual(['admin', 'staffdb']);
    }
  });
});
