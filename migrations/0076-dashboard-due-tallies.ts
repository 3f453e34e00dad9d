import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §3, the dashboard's crew change summary from counts (dashboard/due.ts), not a row a crew onboard:
 * 0061's `dashboard_due` rows counted by vessel, whether the reliever is planned, and what the due date is
 * made of (`basis`): `due` when it is known without the server's setting (his contract's end, or the embark
 * date plus the planned months, PostgreSQL's month arithmetic), `embark` when it is the embark date plus the
 * server's default contract length (`at` is then the embark date, the length added at read time).
 * Two grains: `month` (`at` is 'YYYY-MM') for every figure a month decides, and `day` ('YYYY-MM-DD') read
 * only for the one month whose due dates fall on both sides of today. So the summary reads vessels x months
 * rows, however many crews are onboard. Filled here from `dashboard_due` as of its projection's checkpoint.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dashboard_due_tallies (
      grain        text not null,
      basis        text not null,
      at           text not null,
      vessel_id    integer not null,
      has_reliever boolean not null,
      n            integer not null,
      primary key (grain, basis, at, vessel_id, has_reliever)
    )`.execute(db);
  await sql`
    insert into dashboard_due_tallies (grain, basis, at, vessel_id, has_reliever, n)
    select g.grain, d.basis, g.at, d.vessel_id, d.has_reliever, count(*)::int
    from (
      select vessel_id, has_reliever,
        case when contract_end is not null or months is not null then 'due' else 'embark' end as basis,
        case when contract_end is not null then contract_end
             when months is not null then to_char(embark_date::date + make_interval(months => months), 'YYYY-MM-DD')
             else to_char(embark_date::date, 'YYYY-MM-DD') end as at
      from dashboard_due
    ) d
    cross join lateral (values ('day', d.at), ('month', left(d.at, 7))) as g(grain, at)
    group by g.grain, d.basis, g.at, d.vessel_id, d.has_reliever`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dashboard_due_tallies`.execute(db);
}
