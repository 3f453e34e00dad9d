import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §3, the dashboards' crew figures from counts bounded by the master data (dashboard/counts.ts).
 * 0055's `dashboard_counts` kept one row per group of crews alike in fleet, rank, vessel onboard, company
 * group, vaccine status and availability month: vessel x rank kept nearly every crew apart (3,658 rows for
 * 4,071 counted crews at 5,000 crews), so a dashboard read and summed about a row a crew. Each figure now
 * has its own count, a `facet` of `dashboard_crew_tallies`, keyed by only what that figure shows:
 *
 * - `crews`: fleet x onboard x company group x vaccine status (the crew count table, the per-fleet counts);
 * - `rank`: fleet x rank x onboard (the rank level summary, the standby summary);
 * - `available`: fleet x rank x availability month, standby crews (the monthly rank availability);
 * - `vessel`: fleet x vessel, crews onboard (the onboard summary).
 *
 * `k` joins the facet and its values, as 0055's did. Filled here from `dashboard_crews` (each counted crew's
 * group, the projection's own table, as of its checkpoint), which `dashboard_counts` was the sum of.
 */
const key = sql`concat_ws('|', facet, coalesce(fleet_id::text, ''), coalesce(rank_id::text, ''),
  coalesce(vessel_id::text, ''), coalesce(onboard::text, ''), coalesce(grp, ''), coalesce(vaccine, ''),
  coalesce(avail_month, ''))`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dashboard_crew_tallies (
      k           text primary key,
      facet       text not null,
      fleet_id    integer,
      rank_id     integer,
      vessel_id   integer,
      onboard     boolean,
      grp         text,
      vaccine     text,
      avail_month text,
      n           integer not null
    )`.execute(db);
  await sql`
    insert into dashboard_crew_tallies (k, facet, fleet_id, rank_id, vessel_id, onboard, grp, vaccine, avail_month, n)
    select ${key}, facet, fleet_id, rank_id, vessel_id, onboard, grp, vaccine, avail_month, count(*)::int
    from (
      select 'crews' as facet, fleet_id, null::int as rank_id, null::int as vessel_id, vessel_id is not null as onboard,
             grp, vaccine, null::text as avail_month
        from dashboard_crews
      union all
      select 'rank', fleet_id, rank_id, null, vessel_id is not null, null, null, null from dashboard_crews
      union all
      select 'available', fleet_id, rank_id, null, null, null, null, avail_month
        from dashboard_crews where vessel_id is null
      union all
      select 'vessel', fleet_id, null, vessel_id, null, null, null, null from dashboard_crews where vessel_id is not null
    ) t
    group by facet, fleet_id, rank_id, vessel_id, onboard, grp, vaccine, avail_month`.execute(db);
  await sql`drop table dashboard_counts`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create table dashboard_counts (
      k           text primary key,
      fleet_id    integer,
      rank_id     integer not null,
      vessel_id   integer,
      grp         text,
      vaccine     text not null,
      avail_month text,
      n           integer not null
    )`.execute(db);
  await sql`
    insert into dashboard_counts (k, fleet_id, rank_id, vessel_id, grp, vaccine, avail_month, n)
    select k, fleet_id, rank_id, vessel_id, grp, vaccine, avail_month, count(*)::int from dashboard_crews
    group by k, fleet_id, rank_id, vessel_id, grp, vaccine, avail_month`.execute(db);
  await sql`drop table dashboard_crew_tallies`.execute(db);
}
