import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  filedReports,
  isCriticalIncidentType,
  owmsDue,
  owmsReportFamily,
  owmsShown,
  OWMS_SHOW,
  type OwmsDue,
  type OwmsShow,
  type OwmsIncident,
  type owmsListInput,
} from '@crewing/domain/compliance/index';
import { incidentFamily, medicalIssueFamily } from '@crewing/domain/crew/records/cases';
import type { z } from 'zod';
import type { DB } from '../platform/db/schema.js';
import type { Page } from '../platform/db/paged.js';
import { holidaysBetween } from '../holidays/query.js';

export type OwmsRow = OwmsDue & {
  crewName: string;
  crewCode: string | null;
  vesselName: string;
  fleetId: number | null;
  principalName: string;
  embarkDate: string;
};

type Fields = Record<string, unknown>;

/**
 * Issue 31 §2: what the OWMS is owed, for every deployment still on board or signed off within the
 * last year: first reports, quarterly updates and critical incidents (a sign-off reason of medical
 * or death, an incident record of a critical type, a medical issue), each with its due date counted
 * with the Holidays list, and the report filed if any. Oldest due first; filed ones after the open
 * ones. `fleetIds`: the fleets the reader sees (null: all).
 */
export async function owmsDueList(db: Kysely<DB>, today: string, fleetIds: number[] | null): Promise<OwmsRow[]> {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 366 * 86_400_000).toISOString().slice(0, 10);
  const stints = await db
    .selectFrom('crew_sea_service as s')
    .innerJoin('crews as c', 'c.id', 's.crew_id')
    .leftJoin('vessels as v', 'v.id', 's.vessel_id')
    .leftJoin('contract_reasons as r', 'r.id', 's.contract_reason_id')
    .leftJoin('key_items as p', (j) => j.onRef('p.id', '=', 'c.principal_id').on('p.kind', '=', 'principal'))
    .select(['s.crew_id', 's.stint_no', 's.embark_date', 's.disembark_date', 'c.crew_code', 'v.fleet_id'])
    .select(sql<string>`concat_ws(' ', c.first_name, c.last_name)`.as('crew_name'))
    .select(sql<string>`coalesce(v.name, '')`.as('vessel_name'))
    .select(sql<string>`coalesce(p.name, '')`.as('principal_name'))
    .select('r.name as reason')
    .where('s.voided', '=', false)
    // A fleet-bound user reads the deployments on his fleets' vessels only.
    .$if(fleetIds !== null, (q) => q.where('v.fleet_id', 'in', fleetIds!.length > 0 ? fleetIds! : [-1]))
    .where('s.stint_no', 'is not', null)
    .where((w) => w.or([w('s.disembark_date', 'is', null), w('s.disembark_date', '>=', since)]))
    .execute();
  if (stints.length === 0) return [];
  const crewIds = [...new Set(stints.map((s) => s.crew_id))];
  const [filed, incidents] = await Promise.all([recordsOf(db, crewIds), incidentsOf(db, crewIds)]);
  const first = stints.reduce((m, s) => (s.embark_date < m ? s.embark_date : m), today);
  const holidays = await holidaysBetween(db, first, `${Number(today.slice(0, 4)) + 1}-12-31`);
  const rows = stints.flatMap((s) =>
    owmsDue(
      {
        crewId: s.crew_id,
        stintNo: s.stint_no!,
        embarkDate: s.embark_date,
        disembarkDate: s.disembark_date,
        signOffReason: s.reason,
        incidents: incidents.get(s.crew_id) ?? [],
      },
      holidays,
      today,
      filedReports(filed.get(s.crew_id) ?? {}),
    ).map((d) => ({
      ...d,
      crewName: s.crew_name,
      crewCode: s.crew_code,
      vesselName: s.vessel_name,
      fleetId: s.fleet_id,
      principalName: s.principal_name,
      embarkDate: s.embark_date,
    })),
  );
  return rows.sort((a, b) => Number(!!a.filed) - Number(!!b.filed) || a.due.localeCompare(b.due));
}

export type OwmsPage = Page<OwmsRow> & { counts: Record<OwmsShow, number> };

/**
 * One page of the due list under a filter (open, overdue, due this month, filed, all) and a search
 * on the crew's name or code or the vessel; with each filter's count for the screen's tabs. The
 * list is worked out from the deployments (a few thousand items at most), then paged.
 */
export async function owmsDuePage(
  db: Kysely<DB>,
  today: string,
  fleetIds: number[] | null,
  input: z.output<typeof owmsListInput>,
): Promise<OwmsPage> {
  const all = await owmsDueList(db, today, fleetIds);
  const q = input.search?.toUpperCase();
  const found = q
    ? all.filter((r) => [r.crewName, r.crewCode ?? '', r.vesselName].some((t) => t.toUpperCase().includes(q)))
    : all;
  const shown = found.filter((r) => owmsShown(r, input.show, today));
  const counts = Object.fromEntries(
    OWMS_SHOW.map((show) => [show, found.filter((r) => owmsShown(r, show, today)).length]),
  ) as Record<OwmsShow, number>;
  const { page, perPage } = input;
  return {
    items: shown.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    total: shown.length,
    lastPage: Math.max(1, Math.ceil(shown.length / perPage)),
    counts,
  };
}

/** The OWMS reports filed on each crew's stream, by record id. */
async function recordsOf(db: Kysely<DB>, crewIds: number[]) {
  const filed = await db
    .selectFrom('crew_records')
    .select(['crew_id', 'id', 'fields'])
    .where('family', '=', owmsReportFamily.name)
    .where('crew_id', 'in', crewIds)
    .execute();
  const byCrew = new Map<number, Record<number, Fields>>();
  for (const f of filed) byCrew.set(f.crew_id, { ...(byCrew.get(f.crew_id) ?? {}), [f.id]: f.fields });
  return byCrew;
}

/**
 * Each crew's critical incidents on record (MC 9 s.2019): incident records whose type names a
 * critical incident (death, injury, detention, desertion, medical, repatriation, piracy), and every
 * medical issue (an illness or injury the agency recorded).
 */
async function incidentsOf(db: Kysely<DB>, crewIds: number[]) {
  const [records, types] = await Promise.all([
    db
      .selectFrom('crew_records')
      .select(['crew_id', 'id', 'family', 'fields'])
      .where('family', 'in', [incidentFamily.name, medicalIssueFamily.name])
      .where('crew_id', 'in', crewIds)
      .execute(),
    db
      .selectFrom('key_items')
      .select(['id', 'kind', 'name'])
      .where('kind', 'in', ['incident-type', 'medical-incident-type'])
      .execute(),
  ]);
  const typeName = new Map(types.map((t) => [`${t.kind}:${t.id}`, t.name]));
  const byCrew = new Map<number, OwmsIncident[]>();
  for (const r of records) {
    const f = r.fields;
    if (typeof f.incidentDate !== 'string') continue;
    const incident: OwmsIncident | null =
      r.family === incidentFamily.name
        ? isCriticalIncidentType(typeName.get(`incident-type:${String(f.incidentTypeId)}`) ?? null)
          ? {
              key: `INC-${r.id}`,
              date: f.incidentDate,
              label: typeName.get(`incident-type:${String(f.incidentTypeId)}`)!,
            }
          : null
        : {
            key: `MED-${r.id}`,
            date: f.incidentDate,
            label:
              typeName.get(`medical-incident-type:${String(f.medicalIncidentTypeId)}`) ?? String(f.issue ?? 'MEDICAL'),
          };
    if (incident) byCrew.set(r.crew_id, [...(byCrew.get(r.crew_id) ?? []), incident]);
  }
  return byCrew;
}
