import { sql, type Kysely } from 'kysely';
import { topics } from '@crewing/domain';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import type { DB } from '../platform/db/schema.js';
import { CREWS_EVENTS } from '../crew/projection.js';
import { dashboardCrews } from './crews.js';
import type { DashboardCrewTalliesTable, DashboardGroup } from './tables.js';
import { rowChunks } from '../platform/db/row-chunks.js';

/** The crews read model's events, and the covid doses' (crew records of one family): they move one crew's group. */
const CREW_EVENTS = [
  ...CREWS_EVENTS,
  'CovidVaccineRecorded',
  'CrewRecordAdded',
  'CrewRecordUpdated',
  'CrewRecordDeleted',
];
/** A vessel moved to another fleet, a fleet's vessel type changed: every crew's group is worked out again. */
const MASTER_EVENTS = [
  'MasterRecordCreated',
  'MasterRecordUpdated',
  'MasterRecordStatusChanged',
  'MasterRecordDeleted',
];

/** The groups of these crews (all when null) as the dashboard counts them today (dashboard/crews.ts). */
async function groupsOf(db: Kysely<DB>, crewIds: readonly number[] | null): Promise<Map<number, DashboardGroup>> {
  const rows = await dashboardCrews(db, null, crewIds);
  return new Map(
    rows.map((c) => {
      const g = {
        fleet_id: c.fleetId,
        rank_id: c.rankId,
        vessel_id: c.vesselId,
        grp: c.group,
        vaccine: c.vaccine,
        avail_month: c.availabilityDate ? c.availabilityDate.slice(0, 7) : null,
      };
      const k = [g.fleet_id, g.rank_id, g.vessel_id, g.grp, g.vaccine, g.avail_month].map((x) => x ?? '').join('|');
      return [c.crewId, { k, ...g }];
    }),
  );
}

/** A tally's key: its facet and values joined (migration 0075's `k`, worked out there in SQL the same way). */
const keyOf = (t: Omit<DashboardCrewTalliesTable, 'k' | 'n'>) =>
  [t.facet, t.fleet_id, t.rank_id, t.vessel_id, t.onboard, t.grp, t.vaccine, t.avail_month]
    .map((x) => (x === null ? '' : String(x)))
    .join('|');

/** The tallies a crew of this group counts in: one a figure (migration 0075), each keyed by what it shows. */
function talliesOf(g: DashboardGroup): DashboardCrewTalliesTable[] {
  const onboard = g.vessel_id !== null;
  const none = { fleet_id: g.fleet_id, rank_id: null, vessel_id: null, onboard: null, grp: null, vaccine: null };
  const facets: Array<Omit<DashboardCrewTalliesTable, 'k' | 'n'>> = [
    { ...none, facet: 'crews', onboard, grp: g.grp, vaccine: g.vaccine, avail_month: null },
    { ...none, facet: 'rank', rank_id: g.rank_id, onboard, avail_month: null },
    onboard
      ? { ...none, facet: 'vessel', vessel_id: g.vessel_id, avail_month: null }
      : { ...none, facet: 'available', rank_id: g.rank_id, avail_month: g.avail_month },
  ];
  return facets.map((t) => ({ k: keyOf(t), ...t, n: 0 }));
}

/**
 * Works out again the groups of these crews (all when null) and moves each changed one from his old
 * group's tallies (`dashboard_crews`) to the new one's: the difference per tally, once.
 */
async function regroup(db: Kysely<DB>, ids: readonly number[] | null): Promise<void> {
  const old = await (
    ids ? db.selectFrom('dashboard_crews').where('crew_id', 'in', ids) : db.selectFrom('dashboard_crews')
  )
    .select(['crew_id', 'k', 'fleet_id', 'rank_id', 'vessel_id', 'grp', 'vaccine', 'avail_month'])
    .execute();
  const now = await groupsOf(db, ids);
  const delta = new Map<string, DashboardCrewTalliesTable>();
  const move = (g: DashboardGroup, by: number) => {
    for (const t of talliesOf(g)) {
      const d = delta.get(t.k) ?? t;
      d.n += by;
      delta.set(t.k, d);
    }
  };
  const unchanged = new Set<number>();
  for (const o of old) {
    if (now.get(o.crew_id)?.k === o.k) unchanged.add(o.crew_id);
    else move(o, -1);
  }
  for (const [crewId, g] of now) if (!unchanged.has(crewId)) move(g, 1);
  const gone = old.filter((o) => !unchanged.has(o.crew_id)).map((o) => o.crew_id);
  const joined = [...now].filter(([crewId]) => !unchanged.has(crewId));
  for (let i = 0; i < gone.length; i += 5000)
    await db
      .deleteFrom('dashboard_crews')
      .where('crew_id', 'in', gone.slice(i, i + 5000))
      .execute();
  for (const part of rowChunks(joined.map(([crew_id, g]) => ({ crew_id, ...g }))))
    await db.insertInto('dashboard_crews').values(part).execute();
  const moved = [...delta.values()].filter((d) => d.n !== 0);
  for (const part of rowChunks(moved))
    await db
      .insertInto('dashboard_crew_tallies')
      .values(part)
      .onConflict((oc) => oc.column('k').doUpdateSet({ n: sql`dashboard_crew_tallies.n + excluded.n` }))
      .execute();
  if (moved.length > 0) await db.deleteFrom('dashboard_crew_tallies').where('n', '<=', 0).execute();
}

/**
 * Issue 32 §3: the dashboards' figures kept as the events arrive, so a dashboard reads a count a figure
 * (`dashboard_crew_tallies`: fleet x company group x vaccine, fleet x rank, fleet x rank x availability month,
 * vessel; bounded by the master data and the months, not the crews) instead of every crew. Async, after the
 * crews and covid read models (features.ts order: it runs after them in each round): a batch works out again
 * the group of each crew its events touch, from those read models as they stand, and moves him from his old
 * group's tallies (`dashboard_crews`) to the new one's; a vessel or fleet change works every crew out again.
 * Either way the tables are a function of the read models, so a replay lands on the same rows.
 * Every open dashboard refetches after a batch (topic `dashboard`).
 */
export const dashboardCountsProjection: Projection = {
  name: 'dashboard-counts',
  mode: 'async',
  eventTypes: [...CREW_EVENTS, ...MASTER_EVENTS],
  tables: ['dashboard_crews', 'dashboard_crew_tallies'],
  reads: ['crews', 'covid_vaccines', 'vessels', 'fleets'],
  apply(trx: AnyTrx, event: StoredEvent) {
    return dashboardCountsProjection.applyBatch!(trx, [event]) as Promise<Change[]>;
  },
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    const data = (e: StoredEvent) => e.data as { crewId?: number; family?: string; kind?: string };
    const everyone = events.some(
      (e) => MASTER_EVENTS.includes(e.type) && (data(e).kind === 'vessel' || data(e).kind === 'fleet'),
    );
    const touched = [
      ...new Set(
        events
          .filter((e) => CREW_EVENTS.includes(e.type))
          .filter((e) => !e.type.startsWith('CrewRecord') || data(e).family === 'covid-vaccine')
          .map((e) => data(e).crewId)
          .filter((id): id is number => typeof id === 'number'),
      ),
    ];
    if (!everyone && touched.length === 0) return [];
    await regroup(trx as Kysely<DB>, everyone ? null : touched);
    return [{ topic: topics.dashboard() }];
  },
  /** A rebuild: every crew's group worked out at once from the read models (no old rows to move from). */
  async derive(trx: AnyTrx) {
    await regroup(trx as Kysely<DB>, null);
  },
};
