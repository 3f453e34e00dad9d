import { sql, type Kysely } from 'kysely';
import { activeEmbarking, findDiscrepancies, type CrewChangeState } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { crewName, crewNameColumns } from '../crew/queries.js';

/** The discrepancy list (002 §7) of the vessels of some fleets: planned crew changes against sign-on/off. */
export async function discrepancies(db: Kysely<DB>, fleetIds: readonly number[] | null, today: string) {
  let vq = db.selectFrom('vessels').select(['id', 'name']).where('active', '=', true);
  if (fleetIds) vq = vq.where('fleet_id', 'in', fleetIds.length ? [...fleetIds] : [-1]);
  const vessels = await vq.execute();
  const vesselIds = vessels.map((v) => v.id);
  const vesselName = new Map(vessels.map((v) => [v.id, v.name]));
  if (vesselIds.length === 0) return [];
  const anyVessel = sql<number>`any(${sql.val(vesselIds)}::int[])`;
  const [onboard, board, ranks] = await Promise.all([
    db
      .selectFrom('crews')
      .select(['id', ...crewNameColumns('crews'), 'onboard_vessel_id', 'onboard_rank_id', 'rank_id', 'embark_date'])
      .where('onboard_vessel_id', '=', anyVessel)
      .execute(),
    db
      .selectFrom('crew_change_board')
      .select(['id', 'vessel_id', 'rank_id', 'disembark_date'])
      .select(sql<unknown>`state - 'comments'`.as('state'))
      .where('vessel_id', '=', anyVessel)
      .where('rank_cancelled', '=', false)
      .execute(),
    db.selectFrom('ranks').select(['id', 'name']).execute(),
  ]);
  const rankName = new Map(ranks.map((r) => [r.id, r.name]));
  const states = board.map((b) => ({
    b,
    s: (typeof b.state === 'string' ? JSON.parse(b.state) : b.state) as CrewChangeState,
  }));
  const ids = new Set<number>();
  for (const { s } of states) {
    const e = activeEmbarking(s);
    if (e) ids.add(e.crewId);
    if (s.offSignerCrewId !== null) ids.add(s.offSignerCrewId);
  }
  const others = ids.size
    ? await db
        .selectFrom('crews')
        .select(['id', 'first_name', 'middle_name', 'last_name', 'onboard_vessel_id'])
        .where('id', '=', sql<number>`any(${sql.val([...ids])}::int[])`)
        .execute()
    : [];
  const crewById = new Map(others.map((c) => [c.id, c]));
  const nameOf = (id: number) => {
    const c = crewById.get(id);
    return c ? crewName(c) : `CREW #${id}`;
  };
  return findDiscrepancies({
    today,
    onboard: onboard
      .filter((c) => c.embark_date)
      .map((c) => ({
        crewId: c.id,
        name: crewName(c),
        vesselId: c.onboard_vessel_id!,
        vesselName: vesselName.get(c.onboard_vessel_id!) ?? '',
        rankName: rankName.get(c.onboard_rank_id ?? c.rank_id) ?? '',
        embarkDate: c.embark_date!,
      })),
    crewChanges: states.map(({ b, s }) => {
      const e = activeEmbarking(s);
      return {
        crewChangeId: b.id,
        vesselId: b.vessel_id,
        vesselName: vesselName.get(b.vessel_id) ?? '',
        rankName: rankName.get(b.rank_id) ?? '',
        embarking: e ? { crewId: e.crewId, name: nameOf(e.crewId), embarkDate: e.values.embark_date ?? null } : null,
        offSigner:
          s.offSignerCrewId !== null
            ? {
                crewId: s.offSignerCrewId,
                name: nameOf(s.offSignerCrewId),
                disembarkDate: b.disembark_date,
                stillOnboardVesselId: crewById.get(s.offSignerCrewId)?.onboard_vessel_id ?? null,
              }
            : null,
      };
    }),
  });
}
