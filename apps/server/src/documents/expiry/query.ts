import type { Kysely } from 'kysely';
import { todayIn, type ExpiryWindow } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import { crewName, crewNameColumns, crewsWithPlace } from '../../crew/queries.js';
import { crewFleets } from '../../fleet-access/fleet-access.js';
import { expiryFindings } from './findings.js';

export interface ExpiringFilter {
  /** The fleets asked for or seen (null: every fleet), a crew's fleet being his vessel's or, standby, his last vessel's. */
  fleetIds: readonly number[] | null;
  vesselId?: number | undefined;
  rankId?: number | undefined;
  /** 'expired', a lead window ('30' holds everything within 30 days), 'contract', or every window. */
  window?: ExpiryWindow | 'all' | undefined;
  page: number;
  perPage: number;
}

/**
 * The "Expiring documents" list (issue 9): the current documents of active crews that have
 * expired, expire within the lead windows or lapse before the contract end, worked out today
 * from the records (not from the alerts already sent), soonest first.
 */
export async function expiringDocuments(
  db: Kysely<DB>,
  f: ExpiringFilter,
  now: Date,
  tz: string,
  leadDays: readonly number[],
  contractMonths: number,
) {
  const today = todayIn(now, tz);
  const empty = { items: [], page: f.page, perPage: f.perPage, total: 0, lastPage: 1, today };
  if (f.fleetIds?.length === 0) return empty;
  let q = crewsWithPlace(db)
    .leftJoin(crewFleets(db).as('cf'), 'cf.crew_id', 'crews.id')
    .select([
      'crews.id',
      ...crewNameColumns('crews'),
      'ranks.alias as rank',
      'vessels.name as vessel',
      'vessels.fleet_id as fleetId',
    ])
    .where('crews.status', '=', 1);
  if (f.fleetIds) q = q.where('cf.fleet_id', 'in', f.fleetIds);
  if (f.vesselId) q = q.where('crews.onboard_vessel_id', '=', f.vesselId);
  if (f.rankId) q = q.where('crews.rank_id', '=', f.rankId);
  const crews = await q.execute();
  const byId = new Map(crews.map((c) => [c.id, c]));
  const findings = await expiryFindings(
    db,
    crews.map((c) => c.id),
    today,
    leadDays,
    contractMonths,
  );
  const wanted = f.window ?? 'all';
  const rows = findings.flatMap(({ doc: d, window, contractEnd }) => {
    // A wider lead window holds the nearer ones: "within 90 days" lists those within 30 too.
    const inWindow =
      wanted === 'all' ||
      wanted === window ||
      (/^\d+$/.test(wanted) && /^\d+$/.test(window) && Number(window) <= Number(wanted));
    if (!inWindow) return [];
    const c = byId.get(d.crewId)!;
    return [
      {
        crewId: d.crewId,
        name: crewName(c),
        rank: c.rank ?? '',
        vessel: c.vessel ?? 'STANDBY',
        family: d.family,
        recordId: d.recordId,
        document: d.name,
        number: d.number,
        expiryDate: d.expiryDate,
        window,
        contractEnd,
        fileId: d.fileId,
      },
    ];
  });
  rows.sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.name.localeCompare(b.name));
  const start = (f.page - 1) * f.perPage;
  return {
    items: rows.slice(start, start + f.perPage),
    page: f.page,
    perPage: f.perPage,
    total: rows.length,
    lastPage: Math.max(1, Math.ceil(rows.length / f.perPage)),
    today,
  };
}
