import { sql, type Kysely } from 'kysely';
import { TOP_MANAGEMENT_SECTIONS, type DebriefingState } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { pageOf } from '../platform/db/paged.js';
import { keyNames } from '../key-lists/resolve.js';
import { crewChangesWithNames } from '../key-lists/crew-experience.js';
import { notFound } from '../platform/db/found.js';

const crewName = sql<string>`concat_ws(' ', c.last_name || ',', c.first_name, c.middle_name)`;

/**
 * The crews due for debriefing (issue 13 §2): crew changes whose off-signer has arrived in Manila
 * (arrive_manila set and not after today) and has no debriefing for that arrival yet, latest first.
 */
export async function dueForDebriefing(
  db: Kysely<DB>,
  today: string,
  f: { fleetIds: readonly number[] | null; vesselId?: number | undefined },
) {
  if (f.fleetIds?.length === 0) return [];
  let q = crewChangesWithNames(db)
    .innerJoin('crews as c', 'c.id', 'b.off_signer_crew_id')
    .leftJoin('debriefings as d', 'd.id', 'b.id')
    .select([
      'b.id as crewChangeId',
      'c.id as crewId',
      crewName.as('crewName'),
      'c.crew_code as crewCode',
      'v.name as vesselName',
      'r.alias as rankAlias',
      'b.disembark_date as disembarkDate',
      'b.arrive_manila as arriveManila',
    ])
    .where('d.id', 'is', null)
    .where('b.rank_cancelled', '=', false)
    .where('b.arrive_manila', 'is not', null)
    .where('b.arrive_manila', '<=', today);
  // The crew change's fleet, as the board's (001 §2.1): the fleet he came home from.
  if (f.fleetIds) q = q.where(sql<number>`coalesce(b.fleet_id, v.fleet_id)`, 'in', f.fleetIds);
  if (f.vesselId) q = q.where('b.vessel_id', '=', f.vesselId);
  return q.orderBy('b.arrive_manila', 'desc').orderBy('b.id', 'desc').limit(200).execute();
}

/** The fact StartDebriefing is decided with: the crew change's off-signer and his arrival. */
export async function arrivalOf(db: Kysely<DB>, crewChangeId: number) {
  const r = await db
    .selectFrom('crew_change_board')
    .select(['off_signer_crew_id', 'vessel_id', 'rank_id', 'arrive_manila', 'rank_cancelled'])
    .where('id', '=', crewChangeId)
    .executeTakeFirst();
  if (!r || r.off_signer_crew_id === null || r.rank_cancelled) return null;
  return { crewId: r.off_signer_crew_id, vesselId: r.vessel_id, rankId: r.rank_id, arriveManila: r.arrive_manila };
}

export interface QueueFilter {
  status?: 'OPEN' | 'FOR REVIEW' | 'ENDORSED' | 'REVIEWED' | undefined;
  /** The fleets the reader sees or asked for (null: every fleet): the fleet of the vessel he came off. */
  fleetIds: readonly number[] | null;
  vesselId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  page: number;
  perPage: number;
}

function listed(db: Kysely<DB>) {
  return db
    .selectFrom('debriefings as d')
    .innerJoin('crews as c', 'c.id', 'd.crew_id')
    .leftJoin('vessels as v', 'v.id', 'd.vessel_id')
    .leftJoin('ranks as r', 'r.id', 'd.rank_id');
}

/** The columns every list and the detail show of a debriefing (with `listed`'s joins). */
const LISTED_COLUMNS = [
  'd.id',
  'd.crew_id',
  crewName.as('crew_name'),
  'v.name as vessel_name',
  'r.alias as rank_alias',
  'd.arrive_manila',
  'd.status',
] as const;

/** A row of LISTED_COLUMNS as the lists and the detail name it. */
const listedRow = (r: {
  id: number;
  crew_id: number;
  crew_name: string;
  vessel_name: string | null;
  rank_alias: string | null;
  arrive_manila: string | null;
  status: string;
}) => ({
  id: r.id,
  crewId: r.crew_id,
  crewName: r.crew_name,
  vesselName: r.vessel_name,
  rankAlias: r.rank_alias,
  arriveManila: r.arrive_manila,
  status: r.status,
});

/** The staff debriefing queue (issue 13 §3): by status, fleet, vessel and arrival date, latest arrival first. */
export async function debriefingQueue(db: Kysely<DB>, f: QueueFilter) {
  let q = listed(db);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.fleetIds) q = f.fleetIds.length > 0 ? q.where('v.fleet_id', 'in', f.fleetIds) : q.where(sql<boolean>`false`);
  if (f.vesselId) q = q.where('d.vessel_id', '=', f.vesselId);
  if (f.dateFrom) q = q.where('d.arrive_manila', '>=', f.dateFrom);
  if (f.dateTo) q = q.where('d.arrive_manila', '<=', f.dateTo);
  return pageOf(
    f,
    (limit, offset) =>
      q
        .select([...LISTED_COLUMNS, 'd.for_review', 'd.started_by', 'd.endorsed_by', 'd.endorsed_at', 'd.updated_at'])
        .orderBy('d.arrive_manila', 'desc')
        .orderBy('d.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (r) => ({
      ...listedRow(r),
      forReview: r.for_review,
      startedBy: r.started_by,
      endorsedBy: r.endorsed_by,
      endorsedAt: r.endorsed_at ? new Date(r.endorsed_at).toISOString() : null,
      updatedAt: new Date(r.updated_at).toISOString(),
    }),
  );
}

/** One debriefing as the form and its print show it: the crew, the arrival, the whole form, the course names. */
export async function debriefingDetail(db: Kysely<DB>, id: number) {
  const r = await listed(db)
    .select([
      ...LISTED_COLUMNS,
      'd.version',
      'c.crew_code',
      'r.name as rank_name',
      'r.rank_type_id',
      'd.form',
      'd.started_by',
      'd.started_at',
    ])
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow(notFound('Debriefing not found'));
  const form = r.form as unknown as DebriefingState;
  // Endorsements name a training course; those stored before issue 25 a school course (`list`).
  const idsOf = (list: 'training' | 'course') => [
    ...new Set(
      Object.values(form.trainings)
        .filter((t) => (t.list ?? 'course') === list)
        .map((t) => t.courseId),
    ),
  ];
  const [trainingNames, courseNames] = await Promise.all([
    keyNames(db, 'training', idsOf('training')),
    keyNames(db, 'course', idsOf('course')),
  ]);
  const courseName = (t: DebriefingState['trainings'][number]) =>
    ((t.list ?? 'course') === 'training' ? trainingNames : courseNames).get(t.courseId) ?? '';
  return {
    id: r.id,
    version: r.version,
    crewId: r.crew_id,
    crewName: r.crew_name,
    crewCode: r.crew_code,
    vesselName: r.vessel_name,
    rankName: r.rank_name,
    rankAlias: r.rank_alias,
    /** Officers answer the officer questions too (rank types 1 and 2: deck and engine officers). */
    officer: r.rank_type_id === 1 || r.rank_type_id === 2,
    arriveManila: r.arrive_manila,
    status: r.status,
    startedBy: r.started_by,
    startedAt: new Date(r.started_at).toISOString(),
    sections: form.sections,
    answers: form.answers,
    jis: form.jis,
    documents: form.documents,
    scholar: form.scholar,
    forReview: form.forReview,
    endorsed: form.endorsed,
    decision: form.decision,
    trainings: Object.entries(form.trainings).map(([tid, t]) => ({ id: Number(tid), ...t, courseName: courseName(t) })),
  };
}
export type DebriefingDetail = Awaited<ReturnType<typeof debriefingDetail>>;

/**
 * Top-management debriefing (002 §6, §9): the endorsed debriefings marked For Review, with the
 * remarks of sections 3, 11, 7, 10, 8 in that order and management's decision, undecided first.
 */
export async function topManagementList(
  db: Kysely<DB>,
  paging: { page: number; perPage: number; decided?: boolean | undefined },
) {
  let q = listed(db).where('d.for_review', '=', true).where('d.endorsed_at', 'is not', null);
  if (paging.decided !== undefined) q = q.where('d.status', paging.decided ? '=' : '<>', 'REVIEWED');
  return pageOf(
    paging,
    (limit, offset) =>
      q
        .select([...LISTED_COLUMNS, 'd.version', 'd.form', 'd.endorsed_by'])
        .orderBy(sql`d.status = 'REVIEWED'`)
        .orderBy('d.arrive_manila', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (r) => {
      const form = r.form as unknown as DebriefingState;
      return {
        ...listedRow(r),
        version: r.version,
        endorsedBy: r.endorsed_by,
        sections: TOP_MANAGEMENT_SECTIONS.map((sid) => ({
          id: sid,
          remarks: String(form.sections[String(sid)]?.remarks ?? ''),
        })),
        decision: form.decision,
      };
    },
  );
}
