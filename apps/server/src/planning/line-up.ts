import { sql, type Kysely } from 'kysely';
import {
  buildLineUp,
  linedUpCrewIds,
  dueDate,
  type CrewChangeState,
  type LineUpCandidate,
  type LineUpNeed,
} from '@crewing/domain';
import { declaredAvailability } from '../portal/availability-query.js';
import type { CrewMark } from '@crewing/domain/principal/index';
import type { DB } from '../platform/db/schema.js';
import { crewName } from '../crew/queries.js';
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

/**
 * Of these crews, those lined up in an open crew change (its active embarking's crew, else its
 * relievers), with that vessel's name. Only the crew changes naming one of them are read: the
 * `relief_crew_ids` index (migration 0070) finds them whatever the number of open crew changes;
 * the rule (the active embarking's crew, else the relievers) is the domain's, applied to those rows.
 * In id order, so a crew named by two open crew changes reads the newer one's vessel every time.
 */
async function plannedElsewhere(
  db: Kysely<DB>,
  crewIds: readonly number[],
  exceptCrewChangeId: number | null,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (crewIds.length === 0) return out;
  // One probe of the index a crew (lateral): `relief_crew_ids && <the crews>` was planned as a scan of
  // every open row at 5,000 crews (EXPLAIN). A crew change naming two of them is read once.
  const { rows } = await sql<{ id: number; name: string; state: unknown }>`
    select distinct on (b.id) b.id, v.name, b.state - 'comments' as state
      from unnest(${sql.val([...crewIds])}::int[]) as x(crew_id)
      cross join lateral (
        select * from crew_change_board b
         where b.relief_crew_ids @> array[x.crew_id] and not b.rank_cancelled and b.arrive_manila is null) b
      join vessels v on v.id = b.vessel_id
     order by b.id`.execute(db);
  for (const r of rows) {
    if (r.id === exceptCrewChangeId) continue;
    const s = (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as CrewChangeState;
    for (const crewId of linedUpCrewIds(s)) out.set(crewId, r.name);
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

/** The most crews a line-up shows: the rank's first by last name. */
export const LINE_UP_MAX = 500;

interface LineUpCrewRow {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  rank_id: number;
  status: number;
  availability_date: string | null;
  vessel_name: string | null;
  /** The rank's mandatory documents he holds (their master ids; the current versions, medicals aside). */
  held: string[];
  /** Of those, the ones that lapse before `end`, with their expiry: [document id, expiry date], by family. */
  lapsing: Array<[string, string]>;
}

/**
 * The crews a line-up shows (a rank's, with a crew code, by last name, at most `max`) with the
 * mandatory documents of the rank each holds, read from `current_documents` (the current version
 * of each document: the same versions `currentDocuments` works out from the records). Only the
 * documents that lapse before the contract's end come with their expiry: the others give no reason.
 * One statement whose reads are bounded by the crews shown: an index range on the crews (0070), then
 * one range of `current_documents_crew_idx` a crew.
 */
function lineUpCrews(db: Kysely<DB>, rankId: number, end: string, max: number) {
  return sql<LineUpCrewRow>`
    select c.id, c.first_name, c.middle_name, c.last_name, c.rank_id, c.status, c.availability_date,
           v.name as vessel_name, d.held, d.lapsing
      from (select * from crews where rank_id = ${rankId} and crew_code is not null
             order by last_name, id limit ${max}) c
      left join vessels v on v.id = c.onboard_vessel_id
      cross join lateral (
        select coalesce(array_agg(distinct d.group_id), '{}') as held,
               coalesce(jsonb_agg(jsonb_build_array(d.group_id, d.expiry_date) order by d.family)
                          filter (where d.expiry_date collate "C" < ${end}), '[]') as lapsing
          from current_documents d
         where d.crew_id = c.id and d.family <> 'crew-medical'
           and d.group_id in (select r.document_id::text from document_requirements r
                               where r.owner = 'rank' and r.owner_id = ${rankId} and r.mandatory)) d
     order by c.last_name, c.id`.execute(db);
}

/** A rank's mandatory documents in the documents matrix: those its line-up checks (002 §7). */
export function mandatoryDocuments(db: Kysely<DB>, rankId: number) {
  return db
    .selectFrom('document_requirements as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select(['d.id', 'd.name'])
    .where('r.owner', '=', 'rank')
    .where('r.owner_id', '=', rankId)
    .where('r.mandatory', '=', true)
    .execute();
}

type Required = Awaited<ReturnType<typeof mandatoryDocuments>>;

/** What a line-up read of one crew besides his row (his documents by their master ids). */
export interface CandidateFacts {
  holds: (documentId: number) => boolean;
  /** His documents with their expiry; only those lapsing before the contract ends give a reason. */
  dated: ReadonlyArray<{ documentId: number; expiryDate: string | null }>;
  nfr: boolean;
  plannedOnVessel: string | null;
  principalMark: LineUpCandidate['principalMark'];
  marinaUnverified: readonly string[];
}

/** One crew as the line-up weighs him: his row and the facts read about him. */
export function lineUpCandidate(
  c: Omit<LineUpCrewRow, 'held' | 'lapsing'>,
  required: Required,
  f: CandidateFacts,
): LineUpCandidate {
  return {
    crewId: c.id,
    name: crewName(c),
    rankId: c.rank_id,
    status: c.status,
    onboardVesselName: c.vessel_name,
    availabilityDate: c.availability_date,
    nfr: f.nfr,
    // In the order of the rank's list, as the reasons read.
    documents: required.flatMap((r) =>
      f.dated.filter((d) => d.documentId === r.id).map((d) => ({ name: r.name, expiryDate: d.expiryDate })),
    ),
    missing: required.filter((r) => !f.holds(r.id)).map((r) => r.name),
    plannedOnVessel: f.plannedOnVessel,
    principalMark: f.principalMark,
    marinaUnverified: f.marinaUnverified,
  };
}

/** The line-up of these candidates; a date a crew gave himself in his portal reads as his, with his remarks (issue 29 §2). */
export function lineUpOf(
  need: LineUpNeed,
  required: Required,
  candidates: LineUpCandidate[],
  declaredRows: Awaited<ReturnType<typeof declaredAvailability>>,
) {
  const declared = new Map(declaredRows.map((d) => [d.crewId, d]));
  const entries = buildLineUp(candidates, need).map((e) => {
    const his = declared.get(e.crewId);
    return { ...e, availabilityByCrew: his ? { remarks: his.remarks, at: his.at } : null };
  });
  return { need, required: required.map((r) => r.name), entries };
}

/**
 * The line-up of a rank (002 §7): the crews of that rank with the facts of their eligibility,
 * eligible first. The documents are those the rank requires as mandatory (the documents matrix),
 * checked through the planned contract (embark date + months). Every read is bounded by the crews
 * shown (at most `max`), not by the agency's size (issue 32).
 */
export async function lineUp(
  db: Kysely<DB>,
  need: LineUpNeed & { crewChangeId?: number | undefined; vesselId?: number | undefined },
  max = LINE_UP_MAX,
) {
  const end = dueDate(need.embarkDate, need.months);
  const [required, { rows: crews }] = await Promise.all([
    mandatoryDocuments(db, need.rankId),
    lineUpCrews(db, need.rankId, end, max),
  ]);
  const ids = crews.map((c) => c.id);
  const [nfr, planned, marks, declaredRows, marina] = await Promise.all([
    openNfrCrewIds(db, ids),
    plannedElsewhere(db, ids, need.crewChangeId ?? null),
    vesselPrincipalMarks(db, need, ids),
    declaredAvailability(db, ids),
    marinaBlocks(db, ids),
  ]);
  const candidates = crews.map((c) => {
    const held = new Set(c.held.map(Number));
    return lineUpCandidate(c, required, {
      holds: (id) => held.has(id),
      dated: c.lapsing.map(([id, expiryDate]) => ({ documentId: Number(id), expiryDate })),
      nfr: nfr.has(c.id),
      plannedOnVessel: planned.get(c.id) ?? null,
      principalMark: marks.get(c.id) ?? null,
      marinaUnverified: marina.get(c.id) ?? [],
    });
  });
  return lineUpOf(need, required, candidates, declaredRows);
}
