import { sql, type Kysely } from 'kysely';
import {
  activeEmbarking,
  buildLineUp,
  type CrewChangeState,
  type LineUpCandidate,
  type LineUpNeed,
} from '@crewing/domain';
import { declaredAvailability } from '../portal/availability-query.js';
import type { CrewMark } from '@crewing/domain/principal/index';
import type { DB } from '../platform/db/schema.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { currentDocuments } from '../documents/current.js';
// The one NFR rule (a withdrawal marked NFR, not lifted): the board's line-up refusals read it too.
import { openNfrCrewIds } from '../finance/crew-facts.js';
import { crewMarksOf } from '../principal/crew-marks.js';
import { marinaBlocksLineUp } from '../company-profile/query.js';
import { unverifiedDocuments } from '../compliance/marina.js';

/** Issue 31 §3: each crew's unverified post-2021 certificates and licenses, when the company's setting blocks them. */
async function marinaBlocks(db: Kysely<DB>, crewIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!(await marinaBlocksLineUp(db))) return out;
  for (const d of await unverifiedDocuments(db, crewIds))
    out.set(d.crewId, [...(out.get(d.crewId) ?? []), d.number ? `${d.name} ${d.number}` : d.name]);
  return out;
}

/** Crew ids lined up in an open crew change (active embarking or reliever), with that vessel's name. */
async function plannedElsewhere(db: Kysely<DB>, exceptCrewChangeId: number | null): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .select(['b.id', 'v.name'])
    .select(sql<unknown>`b.state - 'comments'`.as('state'))
    .where('b.rank_cancelled', '=', false)
    .where('b.arrive_manila', 'is', null)
    .execute();
  const out = new Map<number, string>();
  for (const r of rows) {
    if (r.id === exceptCrewChangeId) continue;
    const s = (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as CrewChangeState;
    const e = activeEmbarking(s);
    if (e) out.set(e.crewId, r.name);
    else for (const x of s.relievers) out.set(x.crewId, r.name);
  }
  return out;
}

/** Issue 30 §3: the marks of the principal of the vessel the line-up is for (its crew change's, or the one named). */
async function vesselPrincipalMarks(
  db: Kysely<DB>,
  on: { crewChangeId?: number | undefined; vesselId?: number | undefined },
  crewIds: number[],
) {
  const vesselId =
    on.vesselId ??
    (on.crewChangeId === undefined
      ? undefined
      : (
          await db
            .selectFrom('crew_change_board')
            .select('vessel_id')
            .where('id', '=', on.crewChangeId)
            .executeTakeFirst()
        )?.vessel_id);
  if (vesselId === undefined) return new Map<number, { mark: CrewMark; reason: string }>();
  const vessel = await db
    .selectFrom('vessels')
    .select(sql<number | null>`(details->>'principalId')::int`.as('principal_id'))
    .where('id', '=', vesselId)
    .executeTakeFirst();
  const principalId = vessel?.principal_id ?? null;
  return principalId === null ? new Map() : crewMarksOf(db, principalId, crewIds);
}

/**
 * The line-up of a rank (002 §7): the crews of that rank with the facts of their eligibility,
 * eligible first. The documents are those the rank requires as mandatory (the documents matrix),
 * checked through the planned contract (embark date + months).
 */
export async function lineUp(
  db: Kysely<DB>,
  need: LineUpNeed & { crewChangeId?: number | undefined; vesselId?: number | undefined },
) {
  const crews = await db
    .selectFrom('crews as c')
    .leftJoin('vessels as v', 'v.id', 'c.onboard_vessel_id')
    .select(['c.id', ...crewNameColumns('c'), 'c.rank_id', 'c.status', 'c.availability_date', 'v.name as vessel_name'])
    .where('c.rank_id', '=', need.rankId)
    .where('c.crew_code', 'is not', null)
    .orderBy('c.last_name')
    .limit(500)
    .execute();
  const ids = crews.map((c) => c.id);
  const [required, docs, nfr, planned, marks, declaredRows, marina] = await Promise.all([
    db
      .selectFrom('document_requirements as r')
      .innerJoin('documents as d', 'd.id', 'r.document_id')
      .select(['d.id', 'd.name'])
      .where('r.owner', '=', 'rank')
      .where('r.owner_id', '=', need.rankId)
      .where('r.mandatory', '=', true)
      .execute(),
    currentDocuments(db, ids),
    openNfrCrewIds(db, ids),
    plannedElsewhere(db, need.crewChangeId ?? null),
    vesselPrincipalMarks(db, need, ids),
    declaredAvailability(db, ids),
    marinaBlocks(db, ids),
  ]);
  const candidates: LineUpCandidate[] = crews.map((c) => {
    const held = docs.filter((d) => d.crewId === c.id && d.family !== 'crew-medical');
    return {
      crewId: c.id,
      name: crewName(c),
      rankId: c.rank_id,
      status: c.status,
      onboardVesselName: c.vessel_name,
      availabilityDate: c.availability_date,
      nfr: nfr.has(c.id),
      documents: required.flatMap((r) =>
        held.filter((d) => d.documentId === r.id).map((d) => ({ name: r.name, expiryDate: d.expiryDate })),
      ),
      missing: required.filter((r) => !held.some((d) => d.documentId === r.id)).map((r) => r.name),
      plannedOnVessel: planned.get(c.id) ?? null,
      principalMark: marks.get(c.id) ?? null,
      marinaUnverified: marina.get(c.id) ?? [],
    };
  });
  // Issue 29 §2: a date the crew gave himself in his portal reads as his, with his remarks.
  const declared = new Map(declaredRows.map((d) => [d.crewId, d]));
  const entries = buildLineUp(candidates, need).map((e) => {
    const his = declared.get(e.crewId);
    return { ...e, availabilityByCrew: his ? { remarks: his.remarks, at: his.at } : null };
  });
  return { need, required: required.map((r) => r.name), entries };
}
