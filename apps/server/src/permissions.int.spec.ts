import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import dayjs from 'dayjs';
import { can, DEPT, POS, type Permission } from '@crewing/domain';
import { appRouter } from './features.js';
import { createTestServices, type TestServices } from './testing/test-services.js';
import { callerFor, makeUser } from './testing/actors.js';
import { actorOf } from './platform/auth/sessions.js';

/** `allowed`: the demo roles the spec lets through (001 §6); checked against the server, not against can(). */
type Access = { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; permission: Permission; allowed?: string[] };

const ALL = ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'mgc', 'staffdb', 'finance'];
const cc = (permission: Permission, allowed: string[], input: (ids: Ids) => unknown) => ({ access: { kind: 'permission' as const, permission, allowed }, input });
const NO_CC = 999_999; // an unknown crew change: allowed callers get NOT_FOUND or BAD_REQUEST, never FORBIDDEN
const PLANNERS = ['admin', 'ops', 'management', 'crewing'];

/**
 * Every procedure, who may call it, and an input that passes validation. A procedure added
 * without a row here fails the first test, so no procedure ships unchecked.
 */
const MATRIX: Record<string, { access: Access; input: (ids: Ids) => unknown }> = {
  'auth.me': { access: { kind: 'public' }, input: () => undefined },
  'auth.login': { access: { kind: 'public' }, input: () => ({ username: 'nobody', password: 'x' }) },
  'auth.logout': { access: { kind: 'session' }, input: () => undefined },
  'auth.resetPassword': { access: { kind: 'session' }, input: () => ({ currentPassword: 'wrong', newPassword: 'Another-Pass-9', confirmNewPassword: 'Another-Pass-9' }) },
  'auth.permissions': { access: { kind: 'permission', permission: 'master-data.read' }, input: () => undefined },
  'users.list': { access: { kind: 'permission', permission: 'users.read' }, input: () => ({}) },
  'users.get': { access: { kind: 'permission', permission: 'users.read' }, input: (ids) => ({ id: ids.admin }) },
  'users.history': { access: { kind: 'permission', permission: 'users.read' }, input: (ids) => ({ userId: ids.admin }) },
  'users.create': {
    access: { kind: 'permission', permission: 'users.manage' },
    input: () => ({ username: `new${Date.now()}`, password: 'Long-Enough-1', confirmPassword: 'Long-Enough-1', employeeId: `N${Date.now()}`, firstName: 'a', lastName: 'b', userTypeId: 2, departmentId: 2 }),
  },
  'users.update': { access: { kind: 'permission', permission: 'users.manage' }, input: (ids) => ({ userId: ids.plain, changes: { middleName: `M${Date.now()}` } }) },
  'users.resetPassword': { access: { kind: 'permission', permission: 'users.manage' }, input: (ids) => ({ userId: ids.plain, password: 'Reset-Pass-99', confirmPassword: 'Reset-Pass-99' }) },
  'masterData.keys': { access: { kind: 'permission', permission: 'master-data.read' }, input: () => undefined },
  'audit.list': { access: { kind: 'permission', permission: 'audit.read' }, input: () => ({}) },
  'reports.staffList': { access: { kind: 'permission', permission: 'users.read' }, input: () => ({}) },
  'reports.status': { access: { kind: 'permission', permission: 'users.read' }, input: () => ({ jobId: 'no-such-job' }) },
  'crewChange.board': cc('crew-change.read', ALL, () => ({ fleetId: 1 })),
  'crewChange.overdue': cc('crew-change.read', ALL, () => ({ fleetId: 1 })),
  'crewChange.noBatch': cc('crew-change.read', ALL, () => ({ fleetId: 1 })),
  'documents.embarkRequirements': cc('crew-change.read', ALL, () => ({ crewIds: [1] })),
  'covidVaccine.byCrew': cc('crew-change.read', ALL, () => ({ crewId: 1 })),
  'crewChange.history': cc('crew-change.read', ALL, () => ({ crewChangeId: NO_CC, side: 'embarking', field: 'remarks' })),
  'crewChange.comments': cc('crew-change.read', ALL, () => ({ crewChangeId: NO_CC, side: 'embarking', field: 'remarks' })),
  'crewChange.addComment': cc('crew-change.read', ALL, () => ({ crewChangeId: NO_CC, side: 'embarking', field: 'remarks', comment: 'x' })),
  'crewChange.editComment': cc('crew-change.read', ALL, () => ({ crewChangeId: NO_CC, commentId: crypto.randomUUID(), comment: 'x' })),
  'crewChange.deleteComment': cc('crew-change.read', ALL, () => ({ crewChangeId: NO_CC, commentId: crypto.randomUUID() })),
  'crew.options': cc('crew-change.plan', PLANNERS, () => ({ vesselId: 1 })),
  'crewChange.plan': cc('crew-change.plan', PLANNERS, () => ({ vesselId: NO_CC, rankId: 1, relieverCrewIds: [1] })),
  'crewChange.addReliever': cc('crew-change.plan', PLANNERS, () => ({ crewChangeId: NO_CC, crewId: 1 })),
  'crewChange.setPrimaryReliever': cc('crew-change.plan', PLANNERS, () => ({ crewChangeId: NO_CC, crewId: 1 })),
  'crewChange.cancelEmbarking': cc('crew-change.plan', PLANNERS, () => ({ crewChangeId: NO_CC })),
  'crewChange.addReplacement': cc('crew-change.plan', PLANNERS, () => ({ crewChangeId: NO_CC, crewId: 1 })),
  'crewChange.cancelRank': cc('crew-change.plan', PLANNERS, () => ({ crewChangeId: NO_CC })),
  'crewChange.retrieveRank': cc('crew-change.plan', PLANNERS, () => ({ crewChangeId: NO_CC })),
  'crewChange.updateEmbarking': cc('crew-change.edit-embarking', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib'], () => ({ crewChangeId: NO_CC, changes: { remarks: 'x' } })),
  'crewChange.updateDisembarking': cc('crew-change.edit-disembarking', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'mgc'], () => ({ crewChangeId: NO_CC, changes: { remarks: 'x' } })),
  'crewChange.batchEmbarking': cc('crew-change.batch-embarking', ['admin', 'ops', 'dss', 'management', 'aib'], () => ({ crewChangeIds: [NO_CC], changes: { remarks: 'x' } })),
  'crewChange.batchDisembarking': cc('crew-change.batch-disembarking', ['admin', 'ops', 'dss'], () => ({ crewChangeIds: [NO_CC], changes: { remarks: 'x' } })),
  'crewChange.confirmDate': cc('crew-change.confirm', ['admin', 'ops', 'management'], () => ({ crewChangeId: NO_CC, side: 'embarking', field: 'embark_date' })),
  'crewChange.undoConfirmation': cc('crew-change.undo-confirm', ['admin'], () => ({ crewChangeId: NO_CC, side: 'embarking', field: 'embark_date' })),
  'crewChange.addDisembarkBatch': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing'], () => ({ vesselId: 1, crewChangeIds: [NO_CC] })),
  'crewChange.updateDisembarkBatch': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing'], () => ({ vesselId: 1, batchId: NO_CC, crewChangeIds: [NO_CC] })),
};

interface Ids {
  admin: number;
  plain: number;
  roles: Record<string, number>;
}

let services: TestServices;
let ids: Ids;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  const admin = await makeUser(services, { userTypeId: 1 });
  const plain = await makeUser(services, { departmentId: DEPT.finance });
  const roles: Record<string, number> = {};
  const profiles = {
    ops: { departmentId: DEPT.operations, positionIds: [POS.operationsManager] },
    dss: { departmentId: DEPT.dss },
    management: { departmentId: DEPT.management, positionIds: [POS.generalManager] },
    crewing: { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] },
    aib: { departmentId: DEPT.bulk, positionIds: [POS.aib] },
    mgc: { departmentId: DEPT.pcc, positionIds: [POS.mgc] },
    staffdb: { departmentId: DEPT.admin, grants: ['staff-database' as const] },
    finance: { departmentId: DEPT.finance },
  };
  for (const [name, p] of Object.entries(profiles)) roles[name] = (await makeUser(services, p)).id;
  ids = { admin: admin.id, plain: plain.id, roles: { admin: admin.id, ...roles } };
});
afterAll(() => services.dispose());

async function call(userId: number | null, path: string, clock?: () => Date): Promise<string> {
  const caller = (await callerFor(clock ? { ...services, clock } : services, userId)) as unknown as Record<string, Record<string, (i: unknown) => Promise<unknown>>>;
  const [group, name] = path.split('.') as [string, string];
  try {
    await caller[group]![name]!(MATRIX[path]!.input(ids));
    return 'OK';
  } catch (e) {
    if (e instanceof TRPCError) return e.code;
    throw e;
  }
}

const sevenMonthsLater = () => dayjs().add(7, 'month').toDate();

describe('permission matrix (server-side enforcement)', () => {
  it('covers every procedure of the router', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [path, row] of Object.entries(MATRIX)) {
    if (row.access.kind === 'public') continue;
    const access = row.access;

    it(`${path}: no session -> UNAUTHORIZED`, async () => {
      expect(await call(null, path)).toBe('UNAUTHORIZED');
    });

    if (access.kind === 'session') {
      it(`${path}: allowed with an out-of-date password (it is how the user gets a current one)`, async () => {
        const u = await makeUser(services, {});
        expect(await call(u.id, path, sevenMonthsLater)).not.toMatch(/UNAUTHORIZED|FORBIDDEN|PRECONDITION_FAILED/);
      });
      continue;
    }

    it(`${path}: every demo role gets exactly what '${access.permission}' says`, async () => {
      for (const [role, userId] of Object.entries(ids.roles)) {
        const user = await services.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
        const allowed = can(actorOf(user), access.permission);
        if (access.allowed) expect(allowed, `${role} per the spec`).toBe(access.allowed.includes(role));
        const code = await call(userId, path);
        if (allowed) expect(code, `${role} should pass`).not.toBe('FORBIDDEN');
        else expect(code, `${role} should be refused`).toBe('FORBIDDEN');
      }
    });

    it(`${path}: a permitted user with a password older than 6 months is refused`, async () => {
      expect(await call(ids.admin, path, sevenMonthsLater)).toBe('PRECONDITION_FAILED');
    });
  }
});
