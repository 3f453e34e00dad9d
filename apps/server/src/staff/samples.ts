import { STAFF_RECORD_FAMILIES, type Permission } from '@crewing/domain';
import { recordSamples } from '../records/samples.js';
import { newUserSample } from '../users/samples.js';
import { at, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/**
 * Issue 14: the staff database (system admin or the grant), agency numbers and contact deletes for DSS (000 §6).
 * Issue 25: DSS reaches the 201 Profile only: not the list, history, sheets, Employee Information or the other tabs.
 */
const STAFF_ALLOWED: Record<string, string[]> = {
  'staff.database': ['admin', 'staffdb'],
  'staff.profile': ['admin', 'staffdb', 'dss'],
  'staff.agency-numbers': ['admin', 'dss'],
  'staff.contacts.delete': ['admin', 'dss'],
};
const staffRow = (p: Permission) => cc(p, STAFF_ALLOWED[p]!);

/** A staff member's records (the staff member is the plain user). */
const records = recordSamples('staff.records', 'userId', STAFF_RECORD_FAMILIES, STAFF_ALLOWED);

/** Issue 14: the staff database, a staff member's cards and records: an input and who may call each. */
export const staffSamples: ProcedureSamples = {
  inputs: {
    ...records.inputs,
    'staff.list': () => ({}),
    'staff.create': () => newUserSample('st', 'S', { male: 1, status: 1, departmentId: 7 }),
    'staff.get': (i) => ({ id: i.userId }),
    'staff.updatePersonal': (i) => ({ userId: i.userId, changes: { birthplace: `P${at()}` } }),
    'staff.updateEmployee': (i) => ({ userId: i.userId, changes: { dateHired: '2020-01-0' + (1 + (Date.now() % 9)) } }),
    'staff.updateAgencyNumber': (i) => ({
      userId: i.userId,
      agency: 'SSS',
      number: `34-${String(Date.now()).slice(-7)}-8`,
    }),
    'staff.setImage': (i) => ({ userId: i.userId, fileId: crypto.randomUUID() }),
    'staff.deleteImage': (i) => ({ userId: i.userId }),
    'staff.history': (i) => ({ userId: i.userId }),
    'staff.generateSheet': (i) => ({ userId: i.userId, kind: 'CONSENT' }),
    'staff.sheetStatus': () => ({ jobId: 'no-such-job' }),
  },
  access: {
    ...records.access,
    ...Object.fromEntries(
      ['create', 'updatePersonal', 'updateEmployee', 'setImage', 'deleteImage'].map((op) => [
        `staff.${op}`,
        staffRow('staff.database'),
      ]),
    ),
    ...Object.fromEntries(
      ['list', 'history', 'generateSheet', 'sheetStatus'].map((op) => [`staff.${op}`, staffRow('staff.database')]),
    ),
    'staff.get': staffRow('staff.profile'),
    // Issue 25: spelt out, so a family's permission changed back in the domain fails here.
    'staff.records.education.list': staffRow('staff.database'),
    'staff.records.document.list': staffRow('staff.database'),
    'staff.records.workExperience.list': staffRow('staff.database'),
    'staff.records.cashAdvance.list': staffRow('staff.database'),
    'staff.records.contact.list': staffRow('staff.profile'),
    'staff.records.contact.remove': staffRow('staff.contacts.delete'),
    'staff.updateAgencyNumber': staffRow('staff.agency-numbers'),
  },
};
