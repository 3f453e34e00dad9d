import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import dayjs from 'dayjs';
import { can, DEPT, POS, type Permission } from '@crewing/domain';
import { appRouter } from './router.js';
import { createTestServices, type TestServices } from './testing/test-services.js';
import { callerFor, makeUser } from './testing/actors.js';
import { actorOf } from './auth/sessions.js';

type Access = { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; permission: Permission };

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
    aib: { departmentId: DEPT.operations, positionIds: [POS.aib] },
    mgc: { departmentId: DEPT.operations, positionIds: [POS.mgc] },
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
