import { sql, type Kysely, type RawBuilder } from 'kysely';
import { EXPIRING_FAMILIES, expiryWindow, todayIn, type ExpiryWindow } from '@crewing/domain';
import dayjs from 'dayjs';
import type { DB } from '../../platform/db/schema.js';
import { crewName } from '../../crew/queries.js';
import { versionColumns, withMasters, type VersionRow } from '../current.js';

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

interface Row extends VersionRow {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  rank: string | null;
  vessel: string | null;
  contract_end: string | null;
}

/**
 * Which expiry dates a window holds, as a condition on the record's expiryDate and
 * `contract_end` (his open contract's embark date + the contract length): the same windows
 * `expiryWindow` names a row by, so the filter and the label agree. A wider lead window holds the
 * nearer ones ("within 90 days" lists those within 30 too).
 */
function windowCondition(wanted: ExpiryWindow | 'all', today: string, leadDays: readonly number[]) {
  const plus = (days: number) => dayjs(today).add(days, 'day').format('YYYY-MM-DD');
  const maxLead = leadDays.length > 0 ? Math.max(...leadDays) : null;
  const expiry = sql`d.expiry_date`;
  const leads = maxLead === null ? sql<boolean>`false` : sql<boolean>`${expiry} <= ${plus(maxLead)}`;
  const beyondLeads = maxLead === null ? sql<boolean>`true` : sql<boolean>`${expiry} > ${plus(maxLead)}`;
  const contract = sql<boolean>`(contract_end is not null and ${expiry} >= ${today} and ${beyondLeads}
    and ${expiry} < contract_end)`;
  if (wanted === 'expired') return sql<boolean>`${expiry} < ${today}`;
  if (wanted === 'contract') return contract;
  if (wanted === 'all') return sql<boolean>`(${expiry} < ${today} or ${leads} or ${contract})`;
  const within = leadDays.filter((d) => d <= Number(wanted));
  if (within.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(${expiry} >= ${today} and ${expiry} <= ${plus(Math.max(...within))})`;
}

/**
 * The "Expiring documents" list (issue 9): the current documents of active crews that have
 * expired, expire within the lead windows or lapse before the contract end, worked out today
 * from the records (not from the alerts already sent), soonest first. Paged in PostgreSQL (issue
 * 32): the current versions (`current_documents`) are walked in expiry-date order on their partial
 * index, so a page reads its own rows, not every version of every document of the agency.
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
  const families = EXPIRING_FAMILIES.map((x) => x.family);
  // A standby crew's fleet is his last vessel's (fleet-access crewFleets), looked up for his own contracts only.
  const lastVessel = sql`(select s.vessel_id from crew_sea_service s where s.crew_id = c.id
    order by s.embark_date desc limit 1)`;
  const fleet = f.fleetIds
    ? sql`and (select fv.fleet_id from vessels fv where fv.id = coalesce(c.onboard_vessel_id, ${lastVessel}))
            = any(${sql.val([...f.fleetIds])}::int[])`
    : sql``;
  const vessel = f.vesselId ? sql`and c.onboard_vessel_id = ${f.vesselId}` : sql``;
  const rank = f.rankId ? sql`and c.rank_id = ${f.rankId}` : sql``;
  // Issue 32: the current versions only (`current_documents`, kept by documents/current-projection.ts),
  // walked in expiry-date order on their partial index (migration 0062: it covers the crew and family, so
  // the total is counted from the index and crews alone; the contract end only when the window asks it).
  const needsContract = f.window === undefined || f.window === 'all' || f.window === 'contract';
  const contractEnd = (crew: RawBuilder<unknown>) => sql`(
      select to_char(max(s.embark_date) + make_interval(months => ${contractMonths}), 'YYYY-MM-DD')
      from crew_sea_service s where s.crew_id = ${crew} and s.disembark_date is null)`;
  const from = sql`
    from current_documents d
    join crews c on c.id = d.crew_id and c.status = 1
    ${needsContract ? sql`cross join lateral (select ${contractEnd(sql`d.crew_id`)} as contract_end) x` : sql``}`;
  const where = sql`
    where d.expiry_date is not null and d.family = any(${sql.val(families)}::text[])
      and ${windowCondition(f.window ?? 'all', today, leadDays)} ${fleet} ${vessel} ${rank}`;
  const matching = sql`${from} ${where}`;
  // One statement for the page: the index walk feeds an incremental sort that stops at the page's end, so
  // the record, rank, vessel and contract end are read only for the rows the sort takes in.
  const [page, count] = await Promise.all([
    sql<Row>`
      select r.crew_id, r.family, r.id, ${versionColumns('r')}, r.fields, r.created_at, d.expiry_date,
             c.first_name, c.middle_name, c.last_name, rk.alias as rank, v.name as vessel,
             ${contractEnd(sql`d.crew_id`)} as contract_end
      ${from}
      join crew_records r on r.id = d.record_id
      left join ranks rk on rk.id = c.rank_id
      left join vessels v on v.id = c.onboard_vessel_id
      ${where}
      order by d.expiry_date, c.first_name, c.middle_name, c.last_name, d.record_id
      limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`.execute(db),
    sql<{ n: string }>`select count(*) as n ${matching}`.execute(db),
  ]);
  const docs = await withMasters(db, page.rows);
  const total = Number(count.rows[0]?.n ?? 0);
  const items = docs.map((d, i) => {
    const r = page.rows[i]!;
    const expiryDate = d.expiryDate ?? '';
    const window = expiryWindow(expiryDate, today, leadDays, r.contract_end) ?? 'expired';
    return {
      crewId: d.crewId,
      name: crewName(r),
      rank: r.rank ?? '',
      vessel: r.vessel ?? 'STANDBY',
      family: d.family,
      recordId: d.recordId,
      document: d.name,
      number: d.number,
      expiryDate,
      window,
      contractEnd: window === 'contract' ? r.contract_end : null,
      fileId: d.fileId,
    };
  });
  return {
    items,
    page: f.page,
    perPage: f.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / f.perPage)),
    today,
  };
}
