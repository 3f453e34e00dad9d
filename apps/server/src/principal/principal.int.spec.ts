import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { DEPT, POS } from '@crewing/domain';
import type { TestServices } from '../testing/test-services.js';
import { createSeededTestServices } from '../testing/seeded-services.js';
import { callerFor, makeUser, PERSONAS, TEST_META } from '../testing/actors.js';
import { masterEntries } from '../master-data/commands.js';
import { PROCEDURE_ACCESS, PROCEDURE_SAMPLES, type SampleIds } from '../testing/procedure-samples.js';
import { principalVesselIds } from '../fleet-access/principal-access.js';
import { standbyOfRank } from '../testing/candidates.js';
import { crewHiddenFrom, demoPrincipal, openCrewChangeOf, otherPrincipal } from '../testing/principal.js';

/*
 * Issue 30's probe: EVERY procedure of the app called as a principal user, naming his own vessel,
 * crew and crew change, and as a user of another principal naming the same. The principal reaches
 * his portal's reads of his own vessels and nothing else; the other principal reaches none of it.
 */

let services: TestServices;
let mine: { userId: number; principalId: number; ids: SampleIds };
let other: { userId: number; principalId: number };

type Fn = (i: unknown) => Promise<unknown>;
async function call(userId: number, path: string, ids: SampleIds): Promise<{ code: string; value?: unknown }> {
  const caller = (await callerFor(services, userId)) as unknown as Record<string, unknown>;
  const fn = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as Fn;
  try {
    return { code: 'OK', value: await fn(PROCEDURE_SAMPLES[path]!(ids)) };
  } catch (e) {
    if (e instanceof TRPCError) return { code: e.code };
    throw e;
  }
}

const vesselsOf = async (principalId: number) =>
  (await principalVesselIds(services.db, principalId).execute()).map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  services = await createSeededTestServices({ startWorkers: false });
  await services.runner.catchUp();
  const db = services.db;
  const { userId, principalId } = await demoPrincipal(db);
  // His vessel with an open crew change, the off-signer onboard.
  const cc = await openCrewChangeOf(db, principalId);
  mine = {
    userId,
    principalId,
    ids: {
      userId,
      fleetId: cc.fleet_id,
      vesselId: cc.vessel_id,
      crewId: cc.crew_id,
      crewChangeId: cc.id,
      batchId: 999_999,
    },
  };
  const second = await otherPrincipal(db, principalId);
  // Another principal's user, with the strongest office profile: the principal rule still holds him.
  const u = await makeUser(services, {
    departmentId: DEPT.operations,
    positionIds: [POS.operationsManager, POS.crewingOfficer],
    principalId: second,
  });
  other = { userId: u.id, principalId: second };
}, 900_000);
afterAll(() => services.dispose());

const PORTAL_READS = Object.keys(PROCEDURE_ACCESS).filter((p) => p.startsWith('principal.'));

describe('principal probe: every procedure of the app', () => {
  it('the seed gives each principal vessels of his own', async () => {
    expect((await vesselsOf(mine.principalId)).length).toBeGreaterThan(0);
    expect(await vesselsOf(other.principalId)).not.toContain(mine.ids.vesselId);
    expect(PORTAL_READS.length).toBeGreaterThan(5);
  });

  for (const [path, row] of Object.entries(PROCEDURE_ACCESS)) {
    if (row.access.kind !== 'permission') continue; // sign-in, who am I, logout, own password
    const portal = row.access.permission === 'principal.portal';

    if (path === 'auth.permissions') {
      // His own account's permissions (any signed-in user): the portal's, nothing of the office's.
      it(`${path}: a principal holds the portal's permission only`, async () => {
        for (const userId of [mine.userId, other.userId])
          expect((await call(userId, path, mine.ids)).value).toEqual(['principal.portal']);
      });
      continue;
    }

    it(`${path}: the principal ${portal ? 'reaches it for his own vessel' : 'is refused'}`, async () => {
      const { code } = await call(mine.userId, path, mine.ids);
      // Answering a candidate nobody proposed is a conflict, not a refusal.
      if (path === 'principal.answer') expect(code).toBe('CONFLICT');
      else expect(code).toBe(portal ? 'OK' : 'FORBIDDEN');
    });

    it(`${path}: another principal's user naming the first one's vessel, crew and crew change is refused`, async () => {
      const { code, value } = await call(other.userId, path, mine.ids);
      if (path === 'principal.proposals') {
        const theirs = value as { vesselId: number }[];
        const own = await vesselsOf(other.principalId);
        for (const p of theirs) expect(own).toContain(p.vesselId);
      } else if (path === 'principal.vessels') {
        // No input: he gets his own vessels, none of the first principal's.
        const ids = (value as { id: number }[]).map((v) => v.id).sort((a, b) => a - b);
        expect(ids).toEqual(await vesselsOf(other.principalId));
      } else expect(code, path).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    });
  }
});

describe("what the principal's reads return", () => {
  const readAs = async (userId: number) => callerFor(services, userId);

  it('his vessels are exactly those whose principal he is', async () => {
    const p = await readAs(mine.userId);
    expect((await p.principal.vessels()).map((v) => v.id).sort((a, b) => a - b)).toEqual(
      await vesselsOf(mine.principalId),
    );
  });

  it('his crew list holds crews on or lined up for his vessels only, and names no other vessel', async () => {
    const p = await readAs(mine.userId);
    const crews = await p.principal.crews({});
    expect(crews.map((c) => c.id)).toContain(mine.ids.crewId);
    const names = new Set((await p.principal.vessels()).map((v) => v.name));
    for (const c of crews) if (c.vessel !== null) expect(names.has(c.vessel), c.vessel).toBe(true);
    const theirs = new Set((await (await readAs(other.userId)).principal.crews({})).map((c) => c.id));
    // A crew lined up for both principals' vessels may be in both lists; one onboard his is not in theirs.
    expect(theirs.has(mine.ids.crewId)).toBe(false);
  });

  it('the board and the vessel plan are his vessel only, with no editing and no device, browser or IP', async () => {
    const p = await readAs(mine.userId);
    const board = await p.principal.board({ vesselId: mine.ids.vesselId });
    expect(board.rows.length).toBeGreaterThan(0);
    expect(new Set(board.rows.map((r) => r.vesselId))).toEqual(new Set([mine.ids.vesselId]));
    expect(board).not.toHaveProperty('access');
    const plan = await p.principal.vesselPlan({ vesselId: mine.ids.vesselId });
    expect(plan.vessel?.id).toBe(mine.ids.vesselId);
    const crew = await p.principal.crew({ crewId: mine.ids.crewId });
    for (const value of [board, plan, crew, await p.principal.documents({ crewId: mine.ids.crewId })]) {
      const json = JSON.stringify(value);
      expect(json).not.toMatch(/"(ip|device|browser|os)":/);
    }
  });

  it('a crew neither on nor lined up for his vessels is not found', async () => {
    const stranger = await crewHiddenFrom(services.db, mine.principalId);
    const p = await readAs(mine.userId);
    await expect(p.principal.crew({ crewId: stranger })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(p.principal.biodata({ crewId: stranger, filters: {} })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('proposals to the principal (issue 30 §2)', () => {
  it('the officer proposes two, the principal approves one and rejects the other with remarks; lining up follows', async () => {
    const db = services.db;
    const officer = await callerFor(services, (await makeUser(services, PERSONAS.crewingOfficer)).id);
    const cc = await db
      .selectFrom('crew_change_board')
      .select(['rank_id', 'off_signer_crew_id'])
      .where('id', '=', mine.ids.crewChangeId)
      .executeTakeFirstOrThrow();
    const candidates = await standbyOfRank(db, cc.rank_id, cc.off_signer_crew_id);
    const [approved, rejected, unproposed] = candidates as [number, number, number];
    await officer.principal.propose({ crewChangeId: mine.ids.crewChangeId, crewIds: [approved, rejected] });
    // Twice is refused under the field, in our words.
    await expect(
      officer.principal.propose({ crewChangeId: mine.ids.crewChangeId, crewIds: [approved] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: `Crew ${approved} is already proposed for this rank` });

    const principal = await callerFor(services, mine.userId);
    const open = (await principal.principal.proposals()).filter((p) => p.crewChangeId === mine.ids.crewChangeId);
    expect(open.map((p) => [p.crewId, p.status]).sort()).toEqual(
      [
        [approved, 'PROPOSED'],
        [rejected, 'PROPOSED'],
      ].sort(),
    );
    // He reads the candidates' biodata (proposed to him).
    expect((await principal.principal.biodata({ crewId: rejected, filters: {} })).crewId).toBe(rejected);
    // Another principal neither lists nor answers them.
    const otherCaller = await callerFor(services, other.userId);
    expect((await otherCaller.principal.proposals()).some((p) => p.crewChangeId === mine.ids.crewChangeId)).toBe(false);
    await expect(
      otherCaller.principal.answer({ crewChangeId: mine.ids.crewChangeId, crewId: approved, approved: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await principal.principal.answer({ crewChangeId: mine.ids.crewChangeId, crewId: approved, approved: true });
    await expect(
      principal.principal.answer({ crewChangeId: mine.ids.crewChangeId, crewId: rejected, approved: false }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Say why you reject this candidate' });
    await principal.principal.answer({
      crewChangeId: mine.ids.crewChangeId,
      crewId: rejected,
      approved: false,
      remarks: 'No car carrier experience',
    });

    // The office reads the answers on the vessel's proposals.
    const answers = await officer.principal.vesselProposals({ vesselId: mine.ids.vesselId });
    expect(answers.find((p) => p.crewId === rejected)).toMatchObject({
      status: 'REJECTED',
      remarks: 'NO CAR CARRIER EXPERIENCE',
    });

    // The rejected one is refused with the principal's reason; the approved one is lined up.
    await expect(
      officer.crewChange.addReliever({ crewChangeId: mine.ids.crewChangeId, crewId: rejected, primary: false }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The principal rejected this candidate: NO CAR CARRIER EXPERIENCE',
    });
    // With "requires approval" on, one never proposed is refused too.
    await masterEntries('principal').handle(
      services,
      mine.principalId,
      {
        type: 'UpdateMasterRecord',
        data: {
          kind: 'principal',
          id: mine.principalId,
          changes: { requiresApproval: true },
          at: new Date().toISOString(),
        },
      },
      { metadata: TEST_META },
    );
    await expect(
      officer.crewChange.addReliever({ crewChangeId: mine.ids.crewChangeId, crewId: unproposed, primary: false }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "The vessel's principal requires his approval: propose this candidate to him first",
    });
    await officer.crewChange.addReliever({ crewChangeId: mine.ids.crewChangeId, crewId: approved, primary: false });

    // Every step is an event on the crew change's stream.
    const events = await db
      .selectFrom('events')
      .select('event_type')
      .where('stream_id', '=', `crew-change-${mine.ids.crewChangeId}`)
      .where('event_type', 'in', ['CandidateProposed', 'ProposalAnswered', 'RelieverAdded'])
      .execute();
    expect(events.map((e) => e.event_type).sort()).toEqual(
      ['CandidateProposed', 'CandidateProposed', 'ProposalAnswered', 'ProposalAnswered', 'RelieverAdded'].sort(),
    );
  });
});
