import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import dayjs from 'dayjs';
import {
  can,
  CREW_RECORD_FAMILIES,
  STAFF_RECORD_FAMILIES,
  VESSEL_RECORD_FAMILIES,
  DEPT,
  POS,
  type Permission,
} from '@crewing/domain';
import { appRouter } from './features.js';
import { createTestServices, type TestServices } from './testing/test-services.js';
import { callerFor, makeUser } from './testing/actors.js';
import { PROCEDURE_SAMPLES, type SampleIds } from './testing/procedure-samples.js';
import { actorOf } from './platform/auth/sessions.js';
import { editorsOf, readEditorMapping } from './crew-change/editor-mapping.js';

/** `allowed`: the demo roles the spec lets through (001 §6); checked against the server, not against can(). */
type Access =
  { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; permission: Permission; allowed?: string[] };

const ALL = ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'mgc', 'staffdb', 'finance'];
const cc = (permission: Permission, allowed: string[]) => ({
  access: { kind: 'permission' as const, permission, allowed },
});
const NO_CC = 999_999; // an unknown crew change: allowed callers get NOT_FOUND or BAD_REQUEST, never FORBIDDEN
const PLANNERS = ['admin', 'ops', 'management', 'crewing'];
/** Add Crew (issue 8): crewing officers, Ops, Management, DSS and system admins. */
const CREW_MANAGERS = ['admin', 'ops', 'dss', 'management', 'crewing'];
/** 002 §6 Incident: management, operations, the admin department (staffdb is in it) or DSS. */
const ALLOWED_BY: Partial<Record<Permission, string[]>> = {
  'crew-change.read': ALL,
  'crew.manage': CREW_MANAGERS,
  'incident.manage': ['admin', 'ops', 'dss', 'management', 'staffdb'],
  /** Issue 9: documentation (DSS), crewing officers, Ops and Management keep documents; DSS alone the covid vaccines (000 §6). */
  'documents.manage': ['admin', 'ops', 'dss', 'management', 'crewing'],
  'covid-vaccine.manage': ['admin', 'dss'],
  /** Issue 15: finance and accounting keep cash advances and loans; crewing, Ops, Management and DSS read them. */
  'finance.read': ['admin', 'ops', 'dss', 'management', 'crewing', 'finance'],
  'finance.manage': ['admin', 'finance'],
  'withdrawal.manage': ['admin', 'ops', 'management', 'crewing', 'finance'],
};
/** Issue 9: the rank and flag document matrices, and running the expiry check, are DSS's and Management's. */
const MATRIX_KEEPERS = ['admin', 'dss', 'management'];
/** Every crew record family's four procedures: read for list, manage for the rest. */
const RECORD_ROWS = Object.fromEntries(
  // Debriefing records are served by the debriefing area (debriefing.records.*), not crew.records.
  Object.entries(CREW_RECORD_FAMILIES)
    .filter(([key]) => key !== 'debriefingRecord')
    .flatMap(([key, f]) => [
      [`crew.records.${key}.list`, cc(f.permissions.read, ALLOWED_BY[f.permissions.read]!)],
      ...['add', 'update', 'remove'].map((op) => [
        `crew.records.${key}.${op}`,
        cc(f.permissions.manage, ALLOWED_BY[f.permissions.manage]!),
      ]),
    ]),
);

/** Issue 13: who debriefs (README "Debriefing"). */
const DEBRIEFERS = ['admin', 'ops', 'dss', 'management', 'crewing', 'staffdb'];
const DEBRIEF_EDITORS = ['admin', 'crewing', 'staffdb'];
const DEBRIEFING_ROWS = {
  'debriefing.records.list': cc('crew-change.read', ALL),
  'debriefing.records.experiences': cc('crew-change.read', ALL),
  'debriefing.records.add': cc('debriefing.record.add', DEBRIEFERS),
  'debriefing.records.update': cc('debriefing.record.manage', ['admin', 'ops', 'management']),
  'debriefing.records.remove': cc('debriefing.record.manage', ['admin', 'ops', 'management']),
  'debriefing.remarks.byCrew': cc('crew-change.read', ALL),
  ...Object.fromEntries(
    ['add', 'update', 'remove'].map((op) => [`debriefing.remarks.${op}`, cc('debriefing.record.add', DEBRIEFERS)]),
  ),
  'debriefing.print.start': cc('crew-change.read', ALL),
  'debriefing.print.status': cc('crew-change.read', ALL),
  'debriefing.due': cc('crew-change.read', ALL),
  'debriefing.get': cc('crew-change.read', ALL),
  'debriefing.queue': cc('crew-change.read', ALL),
  ...Object.fromEntries(
    ['start', 'save', 'addTraining', 'cancelTraining', 'endorse', 'remove'].map((op) => [
      `debriefing.${op}`,
      cc('debriefing.edit-view', DEBRIEF_EDITORS),
    ]),
  ),
  'debriefing.topManagement.list': cc('debriefing.top-management', ['admin', 'management']),
  'debriefing.topManagement.decide': cc('debriefing.top-management', ['admin', 'management']),
};

/** Issue 10: who keeps master data and vessels (README "Vessels and master data"). */
const KEEPERS = ['admin', 'ops', 'management', 'staffdb'];
const VESSEL_KEEPERS = ['admin', 'ops', 'dss', 'management'];
const VESSEL_ALLOWED: Record<string, string[]> = {
  'vessel.read': ALL,
  'vessel.manage': VESSEL_KEEPERS,
  'vessel.technical': ['admin', 'dss'],
};
const VESSEL_ROWS = Object.fromEntries(
  Object.entries(VESSEL_RECORD_FAMILIES).flatMap(([key, f]) => [
    [`vessel.records.${key}.list`, cc(f.permissions.read, VESSEL_ALLOWED[f.permissions.read]!)],
    ...['add', 'update', 'remove'].map((op) => [
      `vessel.records.${key}.${op}`,
      cc(f.permissions.manage, VESSEL_ALLOWED[f.permissions.manage]!),
    ]),
  ]),
);
const SETTINGS_ROWS = {
  ...VESSEL_ROWS,
  'vessel.list': cc('vessel.read', ALL),
  'vessel.get': cc('vessel.read', ALL),
  // The sample asks for the Flag History tab's history: JES or DSS (a tab's history is for whoever reads that tab).
  'vessel.history': cc('vessel.technical', VESSEL_ALLOWED['vessel.technical']!),
  ...Object.fromEntries(
    ['add', 'update', 'setStatus', 'setImage', 'deleteImage'].map((op) => [
      `vessel.${op}`,
      cc('vessel.manage', VESSEL_KEEPERS),
    ]),
  ),
  'masterData.settings.list': cc('master-data.read', ALL),
  'masterData.settings.get': cc('master-data.read', ALL),
  'masterData.settings.lifeBoatVessels': cc('master-data.read', ALL),
  'masterData.settings.rankSalaries': cc('vessel.read', ALL),
  ...Object.fromEntries(
    ['create', 'update', 'setStatus', 'remove', 'addLifeBoatVessel', 'removeLifeBoatVessel'].map((op) => [
      `masterData.settings.${op}`,
      cc('master-data.manage', KEEPERS),
    ]),
  ),
};

/**
 * Every procedure and who may call it; its input is the shared sample (testing/procedure-samples).
 * A procedure added without a row here fails the first test, so no procedure ships unchecked.
 */
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
const STAFF_ROWS = {
  ...Object.fromEntries(
    Object.entries(STAFF_RECORD_FAMILIES).flatMap(([key, f]) => [
      [`staff.records.${key}.list`, staffRow(f.permissions.read)],
      ...['add', 'update'].map((op) => [`staff.records.${key}.${op}`, staffRow(f.permissions.manage)]),
      [`staff.records.${key}.remove`, staffRow(f.permissions.remove ?? f.permissions.manage)],
    ]),
  ),
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
};

const MATRIX: Record<string, { access: Access }> = {
  'auth.me': { access: { kind: 'public' } },
  'auth.login': { access: { kind: 'public' } },
  'auth.logout': { access: { kind: 'session' } },
  'auth.resetPassword': { access: { kind: 'session' } },
  'auth.permissions': { access: { kind: 'permission', permission: 'master-data.read' } },
  'users.list': { access: { kind: 'permission', permission: 'users.read' } },
  'users.get': { access: { kind: 'permission', permission: 'users.read' } },
  'users.history': { access: { kind: 'permission', permission: 'users.read' } },
  'users.create': { access: { kind: 'permission', permission: 'users.manage' } },
  'users.update': { access: { kind: 'permission', permission: 'users.manage' } },
  'users.resetPassword': { access: { kind: 'permission', permission: 'users.manage' } },
  // Issue 25: Settings › Company Profile, system administrators only.
  'companyProfile.get': cc('company-profile.manage', ['admin']),
  'companyProfile.update': cc('company-profile.manage', ['admin']),
  'masterData.keys': { access: { kind: 'permission', permission: 'master-data.read' } },
  'psgc.regions': { access: { kind: 'permission', permission: 'master-data.read' } },
  'psgc.provinces': { access: { kind: 'permission', permission: 'master-data.read' } },
  'psgc.municipalities': { access: { kind: 'permission', permission: 'master-data.read' } },
  'psgc.barangays': { access: { kind: 'permission', permission: 'master-data.read' } },
  'audit.list': { access: { kind: 'permission', permission: 'audit.read' } },
  'audit.recordTypes': { access: { kind: 'permission', permission: 'audit.read' } },
  'reports.staffList': { access: { kind: 'permission', permission: 'users.read' } },
  'reports.status': { access: { kind: 'permission', permission: 'users.read' } },
  // Issue 12: 'My reports' for every signed-in user; each report group for its permission (README "Reports").
  'reports.runs': { access: { kind: 'permission', permission: 'master-data.read' } },
  'reports.run': { access: { kind: 'permission', permission: 'master-data.read' } },
  'reports.poea.preview': cc('reports.poea', ['admin', 'ops', 'dss', 'management', 'crewing']),
  'reports.poea.generate': cc('reports.poea', ['admin', 'ops', 'dss', 'management', 'crewing']),
  'reports.poea.signatories': cc('reports.poea', ['admin', 'ops', 'dss', 'management', 'crewing']),
  'reports.crew.preview': cc('reports.crew', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'staffdb']),
  'reports.crew.generate': cc('reports.crew', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'staffdb']),
  'reports.rankStatistics.preview': cc('rank-statistics.read', ['admin']),
  'reports.rankStatistics.generate': cc('rank-statistics.read', ['admin']),
  'reports.principal.preview': cc('reports.principal', ['admin', 'ops', 'management']),
  'reports.principal.generate': cc('reports.principal', ['admin', 'ops', 'management']),
  'crewChange.board': cc('crew-change.read', ALL),
  'crewChange.rows': cc('crew-change.read', ALL),
  'crewChange.overdue': cc('crew-change.read', ALL),
  'crewChange.noBatch': cc('crew-change.read', ALL),
  'documents.embarkRequirements': cc('crew-change.read', ALL),
  'covidVaccine.byCrew': cc('crew-change.read', ALL),
  'crewChange.history': cc('crew-change.read', ALL),
  'crewChange.comments': cc('crew-change.read', ALL),
  'crewChange.addComment': cc('crew-change.read', ALL),
  'crewChange.editComment': cc('crew-change.read', ALL),
  'crewChange.deleteComment': cc('crew-change.read', ALL),
  'crew.options': cc('crew-change.plan', PLANNERS),
  'crew.list': cc('crew-change.read', ALL),
  'crew.possibleDuplicates': cc('crew.manage', CREW_MANAGERS),
  'crew.add': cc('crew.manage', CREW_MANAGERS),
  'crew.get': cc('crew-change.read', ALL),
  'crew.update': cc('crew.manage', CREW_MANAGERS),
  'crew.history': cc('crew-change.read', ALL),
  'crew.setPhoto': cc('crew.manage', CREW_MANAGERS),
  'crew.deletePhoto': cc('crew.manage', CREW_MANAGERS),
  'crew.experience.inHouse': cc('crew-change.read', ALL),
  'crew.experience.totals': cc('crew-change.read', ALL),
  'crew.experience.steps': cc('crew-change.read', ALL),
  // Issue 24: correcting a contract is a system administrator's.
  'crew.experience.correct': cc('crew.lifecycle.correct', ['admin']),
  // The biodata is read and printed by crew readers; sending it to the CMS is crew.manage.
  'documents.matrix.get': cc('crew-change.read', ALL),
  'documents.matrix.add': cc('documents.matrix.manage', MATRIX_KEEPERS),
  'documents.matrix.setMandatory': cc('documents.matrix.manage', MATRIX_KEEPERS),
  'documents.matrix.remove': cc('documents.matrix.manage', MATRIX_KEEPERS),
  'documents.checklist.get': cc('crew-change.read', ALL),
  'documents.checklist.export': cc('crew-change.read', ALL),
  'documents.checklist.status': cc('crew-change.read', ALL),
  'documents.expiring': cc('crew-change.read', ALL),
  'documents.runExpiryAlerts': cc('documents.matrix.manage', MATRIX_KEEPERS),
  'notifications.list': { access: { kind: 'permission', permission: 'master-data.read' } },
  'notifications.unreadCount': { access: { kind: 'permission', permission: 'master-data.read' } },
  'notifications.markRead': { access: { kind: 'permission', permission: 'master-data.read' } },
  'crew.biodata.sheet': cc('crew-change.read', ALL),
  'crew.biodata.generate': cc('crew-change.read', ALL),
  'crew.biodata.status': cc('crew-change.read', ALL),
  'crew.biodata.uploadToCms': cc('crew.manage', CREW_MANAGERS),
  // Issue 15: the 201 flags for crew readers; the COE for the coe grant (only admin here); ID cards for crew keepers.
  'finance.crewStatus': cc('crew-change.read', ALL),
  'finance.cashAdvances': cc('finance.read', ALLOWED_BY['finance.read']!),
  'finance.coe.preview': cc('coe.access', ['admin']),
  'finance.coe.generate': cc('coe.access', ['admin']),
  'finance.coe.status': cc('coe.access', ['admin']),
  'finance.idCards.generate': cc('crew.manage', CREW_MANAGERS),
  'finance.idCards.status': cc('crew.manage', CREW_MANAGERS),
  ...RECORD_ROWS,
  'crewChange.layout': cc('crew-change.read', ALL),
  'crewChange.saveLayout': cc('crew-change.read', ALL),
  'crewChange.plan': cc('crew-change.plan', PLANNERS),
  'crewChange.addReliever': cc('crew-change.plan', PLANNERS),
  'crewChange.setPrimaryReliever': cc('crew-change.plan', PLANNERS),
  'crewChange.cancelEmbarking': cc('crew-change.plan', PLANNERS),
  'crewChange.addReplacement': cc('crew-change.plan', PLANNERS),
  'crewChange.cancelRank': cc('crew-change.plan', PLANNERS),
  'crewChange.retrieveRank': cc('crew-change.plan', PLANNERS),
  'crewChange.updateEmbarking': cc('crew-change.edit-embarking', [
    'admin',
    'ops',
    'dss',
    'management',
    'crewing',
    'aib',
  ]),
  'crewChange.updateDisembarking': cc('crew-change.edit-disembarking', [
    'admin',
    'ops',
    'dss',
    'management',
    'crewing',
    'aib',
    'mgc',
  ]),
  // Issue 11: DSS writes no field of the embarking batch editor, so he has none (README "Who edits what").
  'crewChange.batchEmbarking': cc('crew-change.batch-embarking', ['admin', 'ops', 'management', 'aib']),
  'crewChange.batchDisembarking': cc('crew-change.batch-disembarking', ['admin', 'ops', 'dss']),
  'crewChange.confirmDate': cc('crew-change.confirm', ['admin', 'ops', 'management', 'crewing']),
  'crewChange.undoConfirmation': cc('crew-change.undo-confirm', ['admin']),
  'crewChange.addDisembarkBatch': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
  'crewChange.updateDisembarkBatch': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
  // Issue 16: plans, dashboards and the queue.
  'planning.vesselPlan': cc('planning.read', ALL),
  'planning.rotationPlan': cc('planning.read', ALL),
  'planning.monthlyPlan': cc('planning.read', ALL),
  'planning.lineUp': cc('planning.read', ALL),
  'planning.discrepancy': cc('planning.read', ALL),
  'planning.setContractDuration': cc('planning.manage', PLANNERS),
  'planning.pastBoard': cc('crew-change.read', ALL),
  'planning.batchList': cc('crew-change.read', ALL),
  'planning.addBatchRemark': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
  'planning.updateBatchRemark': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
  'planning.deleteBatchRemark': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
  'planning.queue': cc('queue.read', ALL),
  'planning.issueTicket': cc('queue.manage', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib']),
  'planning.callNext': cc('queue.manage', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib']),
  'planning.finishTicket': cc('queue.manage', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib']),
  'dashboard.summary': cc('dashboard.read', ALL),
  'dashboard.crews': cc('dashboard.read', ALL),
  'dashboard.topManagement': cc('dashboard.top-management', ['admin', 'management']),
  // Issue 13: debriefing records (add for whoever debriefs, edit and Del for operations and management),
  // remarks (author-only edits decided in the stream), the form (002 §6 edit view) and top management.
  ...DEBRIEFING_ROWS,
  ...SETTINGS_ROWS,
  ...STAFF_ROWS,
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
