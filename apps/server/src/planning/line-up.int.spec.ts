import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { linedUpCrewIds, type CrewChangeState, type LineUpNeed } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { seededFile } from '../testing/seeded-file.js';
import { standbyOfRank } from '../testing/candidates.js';
import { currentDocuments } from '../documents/current.js';
import { openNfrCrewIds } from '../finance/crew-facts.js';
import { crewMarksOf } from '../principal/crew-marks.js';
import { declaredAvailability } from '../portal/availability-query.js';
import { lineUp, lineUpCandidate, lineUpOf, mandatoryDocuments, LINE_UP_MAX } from './line-up.js';

/*
 * Issue 32: the line-up reads what it shows (a rank's crews by last name, their documents from
 * `current_documents`, only the open crew changes that name them). It must show what the reading
 * before it showed: every current document worked out from the records, every open crew change's state.
 */
const file = seededFile({ startWorkers: false }, 900_000);
beforeAll(() => file.services.runner.catchUp(), 900_000);

type Need = LineUpNeed & { crewChangeId?: number; vesselId?: number };

/** The board's open crew changes (not cancelled, the off-signer not home), by id, with their vessel. */
const openCrewChanges = (db: Kysely<DB>) =>
  db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .where('b.rank_cancelled', '=', false)
    .where('b.arrive_manila', 'is', null)
    .orderBy('b.id');

/**
 * The line-up as it was read before issue 32 (kept here as the reference): every current document
 * of the crews (`currentDocuments`, from the records) and every open crew change's state. Its crews
 * were ordered by last name alone; the id after it is the order the line-up now gives to namesakes.
 */
async function lineUpAsBefore(db: Kysely<DB>, need: Need, max = LINE_UP_MAX) {
  const crews = await db
    .selectFrom('crews as c')
    .leftJoin('vessels as v', 'v.id', 'c.onboard_vessel_id')
    .select(['c.id', 'c.first_name', 'c.middle_name', 'c.last_name', 'c.rank_id', 'c.status', 'c.availability_date'])
    .select('v.name as vessel_name')
    .where('c.rank_id', '=', need.rankId)
    .where('c.crew_code', 'is not', null)
    .orderBy('c.last_name')
    .orderBy('c.id')
    .limit(max)
    .execute();
  const ids = crews.map((c) => c.id);
  const required = await mandatoryDocuments(db, need.rankId);
  const docs = await currentDocuments(db, ids);
  const nfr = await openNfrCrewIds(db, ids);
  const planned = new Map<number, string>();
  for (const r of await openCrewChanges(db).select(['b.id', 'v.name', 'b.state']).execute()) {
    if (r.id === need.crewChangeId) continue;
    for (const crewId of linedUpCrewIds(r.state as CrewChangeState)) planned.set(crewId, r.name);
  }
  const vessel = need.vesselId
    ? await db
        .selectFrom('vessels')
        .select(sql<number | null>`(details->>'principalId')::int`.as('principal_id'))
        .where('id', '=', need.vesselId)
        .executeTakeFirstOrThrow()
    : null;
  const marks = vessel?.principal_id ? await crewMarksOf(db, vessel.principal_id, ids) : new Map();
  const candidates = crews.map((c) => {
    const held = docs.filter((d) => d.crewId === c.id && d.family !== 'crew-medical');
    return lineUpCandidate(c, required, {
      holds: (id) => held.some((d) => d.documentId === id),
      dated: held,
      nfr: nfr.has(c.id),
      plannedOnVessel: planned.get(c.id) ?? null,
      principalMark: marks.get(c.id) ?? null,
      marinaUnverified: [],
    });
  });
  return lineUpOf(need, required, candidates, await declaredAvailability(db, ids));
}

describe('line-up, read from what it shows (issue 32)', () => {
  it('shows what the reading of every document and every open crew change showed, for every rank', async () => {
    const db = file.services.db;
    const ranks = await db
      .selectFrom('crews')
      .select('rank_id')
      .distinct()
      .where('crew_code', 'is not', null)
      .orderBy('rank_id')
      .execute();
    const changes = await openCrewChanges(db).select(['b.id', 'b.vessel_id', 'b.rank_id']).execute();
    expect(ranks.length).toBeGreaterThan(5);
    const seen = { entries: 0, plannedElsewhere: 0, lapsing: 0, missing: 0 };
    for (const { rank_id: rankId } of ranks) {
      const cc = changes.find((c) => c.rank_id === rankId);
      const needs: Need[] = [
        { rankId, embarkDate: '2027-03-01', months: 9, today: '2026-11-27' },
        { rankId, embarkDate: '2026-12-15', months: 3, today: '2026-11-27', vesselId: changes[0]!.vessel_id },
        ...(cc ? [{ rankId, embarkDate: '2027-08-31', months: 12, today: '2026-11-27', crewChangeId: cc.id }] : []),
      ];
      for (const need of needs) {
        const now = await lineUp(db, need);
        expect(now).toEqual(await lineUpAsBefore(db, need));
        for (const e of now.entries) {
          seen.entries++;
          if (e.reasons.some((r) => r.startsWith('Already lined up for '))) seen.plannedElsewhere++;
          if (e.reasons.some((r) => / expire[sd] /.test(r))) seen.lapsing++;
          if (e.reasons.some((r) => / on file$/.test(r))) seen.missing++;
        }
      }
    }
    // The comparison went through every kind of fact the new reads changed.
    expect(seen.plannedElsewhere).toBeGreaterThan(0);
    expect(seen.lapsing).toBeGreaterThan(0);
    expect(seen.missing).toBeGreaterThan(0);
  });

  it('shows at most its limit: the first crews of the rank by last name, each as in the whole line-up', async () => {
    const db = file.services.db;
    const crew = await db
      .selectFrom('crews')
      .select('rank_id')
      .where('crew_code', 'is not', null)
      .groupBy('rank_id')
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirstOrThrow();
    const need = { rankId: crew.rank_id, embarkDate: '2027-03-01', months: 9, today: '2026-11-27' };
    const all = await lineUp(db, need);
    const firstThree = await lineUp(db, need, 3);
    expect(all.entries.length).toBeGreaterThan(3);
    expect(firstThree).toEqual(await lineUpAsBefore(db, need, 3));
    const byName = await db
      .selectFrom('crews')
      .select('id')
      .where('rank_id', '=', crew.rank_id)
      .where('crew_code', 'is not', null)
      .orderBy('last_name')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(firstThree.entries.map((e) => e.crewId).sort()).toEqual(byName.map((c) => c.id).sort());
    for (const e of firstThree.entries) expect(e).toEqual(all.entries.find((x) => x.crewId === e.crewId));
  });

  it('a reliever added to an open crew change reads as lined up for its vessel, except in that crew change', async () => {
    const db = file.services.db;
    const ops = await file.as('ops');
    const open = await openCrewChanges(db)
      .select(['b.id', 'b.rank_id', 'v.name'])
      .where('b.off_signer_crew_id', 'is not', null)
      .where(sql<boolean>`b.state->'embarkings' = '[]'::jsonb`)
      .executeTakeFirstOrThrow();
    const need = { rankId: open.rank_id, embarkDate: '2027-03-01', months: 9, today: '2026-11-27' };
    const reasonsOf = async (crewId: number, n: Need = need) =>
      (await lineUp(db, n)).entries.find((e) => e.crewId === crewId)!.reasons;
    const standby = await standbyOfRank(db, open.rank_id);
    const crewId = (await lineUp(db, need)).entries.find(
      (e) => standby.includes(e.crewId) && !e.reasons.some((r) => r.startsWith('Already lined up')),
    )!.crewId;

    await ops.crewChange.addReliever({ crewChangeId: open.id, crewId, primary: false });
    expect(await reasonsOf(crewId)).toContain(`Already lined up for ${open.name}`);
    // Filling that crew change, its own relievers are not "lined up elsewhere".
    expect(await reasonsOf(crewId, { ...need, crewChangeId: open.id })).not.toContain(
      `Already lined up for ${open.name}`,
    );
    expect(await lineUp(db, need)).toEqual(await lineUpAsBefore(db, need));
  });
});
