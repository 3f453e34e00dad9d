import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import dayjs from 'dayjs';
import { can, DEPT, POS } from '@crewing/domain';
import { appRouter } from './features.js';
import { createTestServices, type TestServices } from './testing/test-services.js';
import { callerFor, makeUser } from './testing/actors.js';
import { PROCEDURE_ACCESS, PROCEDURE_SAMPLES, type SampleIds } from './testing/procedure-samples.js';
import { actorOf } from './platform/auth/sessions.js';
import { editorsOf, readEditorMapping } from './crew-change/editor-mapping.js';
import { expiryAlertsProjection } from './documents/expiry/projection.js';
import type { StoredEvent } from '@crewing/events';

/** Every procedure and who may call it: each area's manifest says it (its samples.ts). */
const MATRIX = PROCEDURE_ACCESS;
const NO_CC = 999_999; // an unknown crew change: allowed callers get NOT_FOUND or BAD_REQUEST, never FORBIDDEN

interface Ids {
  admin: number;
  plain: number;
  roles: Record<string, number>;
}

/** The demo roles, each a user of his own in a test. */
const PROFILES = {
  ops: { departmentId: DEPT.operations, positionIds: [POS.operationsManager] },
  dss: { departmentId: DEPT.dss },
  management: { departmentId: DEPT.management, positionIds: [POS.generalManager] },
  crewing: { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] },
  aib: { departmentId: DEPT.bulk, positionIds: [POS.aib] },
  mgc: { departmentId: DEPT.pcc, positionIds: [POS.mgc] },
  staffdb: { departmentId: DEPT.admin, grants: ['staff-database' as const] },
  finance: { departmentId: DEPT.finance },
};

let services: TestServices;
let ids: Ids;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  const admin = await makeUser(services, { userTypeId: 1 });
  const plain = await makeUser(services, { departmentId: DEPT.finance });
  const roles: Record<string, number> = {};
  for (const [name, p] of Object.entries(PROFILES)) roles[name] = (await makeUser(services, p)).id;
  ids = { admin: admin.id, plain: plain.id, roles: { admin: admin.id, ...roles } };
});
afterAll(() => services.dispose());

async function call(userId: number | null, path: string, clock?: () => Date): Promise<string> {
  const caller = (await callerFor(clock ? { ...services, clock } : services, userId)) as unknown as Record<
    string,
    Record<string, (i: unknown) => Promise<unknown>>
  >;
  // Nested routers (crew.records.family.add): walk the caller down the path.
  const fn = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (
    i: unknown,
  ) => Promise<unknown>;
  try {
    await fn(PROCEDURE_SAMPLES[path]!(sampleIds(ids)));
    return 'OK';
  } catch (e) {
    if (e instanceof TRPCError) return e.code;
    throw e;
  }
}

/** Unknown crew changes and batches: allowed callers get NOT_FOUND or BAD_REQUEST, never FORBIDDEN. */
const sampleIds = (i: Ids): SampleIds => ({
  userId: i.plain,
  fleetId: 1,
  vesselId: 1,
  crewId: 1,
  crewChangeId: NO_CC,
  batchId: NO_CC,
});

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

    if (access.kind === 'seafarer') {
      it(`${path}: no staff session reaches a seafarer's own procedure (issue 29; portal.int.spec.ts probes seafarers)`, async () => {
        for (const [role, userId] of Object.entries(ids.roles))
          expect(await call(userId, path), role).toBe('UNAUTHORIZED');
      });
      continue;
    }

    if (access.kind === 'session') {
      it(`${path}: allowed with an out-of-date password (it is how the user gets a current one)`, async () => {
        const u = await makeUser(services, {});
        expect(await call(u.id, path, sevenMonthsLater)).not.toMatch(/UNAUTHORIZED|FORBIDDEN|PRECONDITION_FAILED/);
      });
      continue;
    }

    it(`${path}: every demo role gets exactly what '${access.permission}' says`, async () => {
      for (const [role, userId] of Object.entries(ids.roles)) {
        const user = await services.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
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

/** Issue 11: the README's role -> editor table (001 §5, §6) is what the server gives each demo role. */
describe("board editors: the README's 'Who edits what' table", () => {
  const mapping = readEditorMapping();
  const sorted = (l: string[]) => [...l].sort();
  it('names every demo role that edits the board', () => {
    expect(mapping.map((m) => m.role).sort()).toEqual(['aib', 'crewing', 'dss', 'management', 'mgc', 'ops']);
  });
  for (const row of mapping) {
    it(`${row.role}: the ${row.editor} editor with the README's fields, singly and in batch`, async () => {
      const user = await services.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', ids.roles[row.role]!)
        .executeTakeFirstOrThrow();
      const actor = actorOf(user);
      const readme = {
        single: { embarking: sorted(row.single.embarking), disembarking: sorted(row.single.disembarking) },
        batch: { embarking: sorted(row.batch.embarking), disembarking: sorted(row.batch.disembarking) },
      };
      expect(editorsOf(actor)).toEqual(readme);
      // The Edit and batch buttons are there exactly when the editor has a field (no "no fields to edit").
      expect(can(actor, 'crew-change.edit-embarking')).toBe(row.single.embarking.length > 0);
      expect(can(actor, 'crew-change.edit-disembarking')).toBe(row.single.disembarking.length > 0);
      expect(can(actor, 'crew-change.batch-embarking')).toBe(row.batch.embarking.length > 0);
      expect(can(actor, 'crew-change.batch-disembarking')).toBe(row.batch.disembarking.length > 0);
    });
  }
});

/**
 * Issue 32: a notification is one row for its audience; each role reads, counts and marks only those addressed to
 * him (a group's to each member, for himself), never another user's or another group's, whatever ids he names.
 */
describe('notifications: each role reads and marks only his own', () => {
  const alert = (key: string, recipients: number[], at: string) =>
    ({
      type: 'ExpiryAlertRaised',
      data: {
        key,
        crewId: 1,
        family: 'crew-document',
        recordId: 1,
        document: 'PASSPORT',
        expiryDate: '2026-12-01',
        window: '90',
        contractEnd: null,
        recipients,
        title: key,
        body: 'b',
        link: '/v/crew/1/x',
        at,
      },
      recordedAt: new Date(at),
    }) as unknown as StoredEvent;
  it('for every demo role', async () => {
    // Users of its own: the matrix above may have expired a role's password.
    const users: Record<string, number> = {
      admin: (await makeUser(services, { userTypeId: 1 })).id,
      plain: (await makeUser(services, { departmentId: DEPT.finance })).id,
    };
    for (const [name, p] of Object.entries(PROFILES)) users[name] = (await makeUser(services, p)).id;
    const { dss, crewing, ops } = users;
    const groups: Record<string, number[]> = { group: [dss!, crewing!], ops: [ops!], dss: [dss!] };
    await services.db.transaction().execute(async (trx) => {
      await expiryAlertsProjection.applyBatch!(trx, [
        alert('group', groups.group!, '2026-06-01T01:00:00Z'),
        alert('ops', groups.ops!, '2026-06-01T02:00:00Z'),
        alert('dss', groups.dss!, '2026-06-01T03:00:00Z'),
      ]);
    });
    const every = await services.db.selectFrom('notifications').select(['id', 'alert_key']).execute();
    expect(every.length).toBe(3);
    const mine = (user: number) =>
      every
        .filter((n) => groups[n.alert_key]!.includes(user))
        .map((n) => n.alert_key)
        .sort();
    for (const [role, user] of Object.entries(users)) {
      const caller = await callerFor(services, user);
      const titles = (await caller.notifications.list({})).items.map((n) => n.title).sort();
      expect([role, titles]).toEqual([role, mine(user)]);
      expect([role, await caller.notifications.unreadCount()]).toEqual([role, mine(user).length]);
      // He names every id: only his own are marked, for him alone.
      const marked = await caller.notifications.markRead({ ids: every.map((n) => Number(n.id)) });
      expect([role, marked.marked]).toEqual([role, mine(user).length]);
      expect([role, await caller.notifications.unreadCount()]).toEqual([role, 0]);
    }
    const reads = await services.db.selectFrom('notification_reads').select(['user_id']).execute();
    expect(reads.map((r) => r.user_id).sort()).toEqual([dss!, dss!, crewing!, ops!].sort());
  });
});
