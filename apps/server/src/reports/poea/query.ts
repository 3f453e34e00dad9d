import { sql, type Kysely } from 'kysely';
import dayjs from 'dayjs';
import { POEA_SIGNATORIES, DEFAULT_POEA_SIGNATORY, type ReportFilters } from '@crewing/domain/reports/index';
import type { DB } from '../../platform/db/schema.js';
import { letterhead } from '../../company-profile/query.js';

/** 001 §3.11 POEA report row. */
export interface PoeaRow {
  oecNumber: string | null;
  lastName: string;
  firstName: string;
  middleName: string | null;
  rankCode: string;
  embarkDate: string;
  embarkPort: string | null;
  [key: string]: string | number | null;
}

/** The Philippine COE (DMW) document: its number is the crew's OEC number (the exit clearance). */
const OEC_DOCUMENT_ID = 6;

/**
 * Deployments in a period (001 §2.7): every sign-on (sea service) and every embarking on the crew
 * change board, not cancelled, not signed on yet, whose embark date falls in the period, with the
 * embark port the board recorded.
 * `outside` keeps those embarking at a port outside the Philippines (POEA International Exit),
 * `portId` one port.
 */
export async function poeaRows(
  db: Kysely<DB>,
  f: ReportFilters,
  options: { outside?: boolean } = {},
): Promise<PoeaRow[]> {
  // The embarkings a deployment of the period can name: those of the period and a month either side (the sign-ons'
  // ports are looked for within 31 days). Read once into a small set, not every embarking on the board: at 50,000
  // crews each sign-on of a month searched 190,000 of them (s47: 52-59 s for 2,991 rows).
  const near = (d: string | undefined, days: number) => (d ? dayjs(d).add(days, 'day').format('YYYY-MM-DD') : '');
  const rows = await sql<PoeaRow>`
    with embarkings as (
      select (e->>'crewId')::int as crew_id, b.vessel_id, b.rank_id, e->'values'->>'embark_date' as embark_date,
             nullif(e->'values'->>'embark_port_id', '')::int as port_id
      from crew_change_board b, jsonb_array_elements(b.state->'embarkings') e
      where not b.rank_cancelled and (e->'cancelled' is null or e->'cancelled' = 'null'::jsonb)
        and e->'values'->>'embark_date' between ${near(f.dateFrom, -31)} and ${near(f.dateTo, 31)}
        -- A crew change has one embarking not cancelled at most (a replacement needs the last one cancelled), whose
        -- date is the row's: rows outside the dates are passed over without reading their state.
        and b.embark_date::text between ${near(f.dateFrom, -31)} and ${near(f.dateTo, 31)}
    ), board as (
      select * from embarkings where embark_date between ${f.dateFrom ?? ''} and ${f.dateTo ?? ''}
    ), deployments as (
      -- Sign-ons (the crew left on the vessel), with the port of the board's embarking that led to
      -- it: his embarking on that vessel nearest the sign-on date within a month, whether or not its
      -- date falls in the period (issue 25: a sign-on a day after the planned date, or across the
      -- month's end, printed no place of departure).
      select s.crew_id, s.rank_id, s.embark_date::text as embark_date, bd.port_id
      from crew_sea_service s
      left join lateral (
        select e.port_id from embarkings e
        where e.crew_id = s.crew_id and e.vessel_id = s.vessel_id and e.port_id is not null
          and abs(e.embark_date::date - s.embark_date) <= 31
        order by abs(e.embark_date::date - s.embark_date), e.embark_date desc limit 1
      ) bd on true
      where s.embark_date between ${f.dateFrom ?? ''}::date and ${f.dateTo ?? ''}::date
      union all
      -- Embarkings on the board not signed on yet.
      select bd.crew_id, bd.rank_id, bd.embark_date, bd.port_id from board bd
      where not exists (
        select 1 from crew_sea_service s
        where s.crew_id = bd.crew_id and s.vessel_id = bd.vessel_id and abs(s.embark_date - bd.embark_date::date) <= 31
      )
    )
    select oec.number as "oecNumber", c.last_name as "lastName", c.first_name as "firstName",
           c.middle_name as "middleName", coalesce(nullif(r.alias, ''), r.name) as "rankCode",
           d.embark_date as "embarkDate", p.name as "embarkPort"
    from deployments d
    join crews c on c.id = d.crew_id
    join ranks r on r.id = d.rank_id
    left join ports p on p.id = d.port_id
    left join lateral (
      select cr.fields->>'number' as number from crew_records cr
      where cr.crew_id = c.id and cr.family = 'crew-document' and cr.fields->>'documentId' = ${String(OEC_DOCUMENT_ID)}
      order by cr.fields->>'issuedDate' desc nulls last, cr.id desc limit 1
    ) oec on true
    where ${f.portId ? sql`d.port_id = ${f.portId}` : sql`true`}
      and ${options.outside ? sql`p.country is not null and upper(p.country) <> 'PHILIPPINES'` : sql`true`}
    order by d.embark_date, c.last_name, c.first_name, c.id`.execute(db);
  return rows.rows;
}

/**
 * The signatory's officer: the fleet signatory whose title matches the fixed id's title (001 §9),
 * else the company profile's officer of that title (issue 25).
 */
export async function poeaSignatory(db: Kysely<DB>, signatoryId: number | undefined) {
  const s = POEA_SIGNATORIES.find((x) => x.id === (signatoryId ?? DEFAULT_POEA_SIGNATORY)) ?? POEA_SIGNATORIES[0];
  const officer = await sql<{ name: string }>`
    select trim(u.first_name || ' ' || coalesce(u.middle_name || ' ', '') || u.last_name) as name
    from key_items k join users u on u.id = (k.details->>'signatoryUserId')::int
    where k.kind = 'fleet-signatory' and not k.deleted and k.active and upper(k.name) = ${s.title}
    order by k.id limit 1`.execute(db);
  const fromProfile = officer.rows[0]
    ? null
    : (await letterhead(db)).officers.find((o) => o.title.toUpperCase() === s.title);
  return { id: s.id, title: s.title, name: officer.rows[0]?.name ?? fromProfile?.name ?? '' };
}

export async function poeaSignatories(db: Kysely<DB>) {
  return Promise.all(POEA_SIGNATORIES.map((s) => poeaSignatory(db, s.id)));
}
