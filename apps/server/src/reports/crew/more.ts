import { sql } from 'kysely';
import { formatDate } from '@crewing/domain';
import type { ReportDefinition } from '../definition.js';
import { periodLine } from '../definition.js';
import {
  column,
  crewName,
  fleetAndVessel,
  inPeriod,
  no,
  numbered,
  onboardCrews,
  rankCode,
  seaService,
} from '../sql-parts.js';

/** The US visa (C1/D) of the document master list (seeded with the legacy's ids). */
const US_VISA_DOCUMENT_ID = '4';
const usVisa = sql`left join lateral (
  select cr.fields->>'number' as number, cr.fields->>'expiryDate' as expiry from crew_records cr
  where cr.crew_id = c.id and cr.family = 'crew-document' and cr.fields->>'documentId' = ${US_VISA_DOCUMENT_ID}
  order by cr.fields->>'issuedDate' desc nulls last, cr.id desc limit 1) visa on true`;

/** Withdrawal (and NFR) list: the withdrawals effective in the period, with reason and manning. */
function withdrawals(key: 'withdrawal-list' | 'nfr-list', nfrOnly: boolean): ReportDefinition {
  return {
    key,
    landscape: true,
    columns: [
      no,
      column.name(30),
      column.rank(9),
      { key: 'fillupDate', label: 'Fill-up Date', type: 'date', width: 13 },
      { key: 'effectiveDate', label: 'Effective Date', type: 'date', width: 13 },
      { key: 'reason', label: 'Reason', width: 26 },
      { key: 'manning', label: 'Manning', width: 22 },
      { key: 'nfr', label: 'NFR', width: 6, align: 'center' },
      { key: 'liftedDate', label: 'NFR Lifted', type: 'date', width: 13 },
    ],
    async query(db, f) {
      const rows = await sql<Record<string, string | null>>`
        select ${crewName} as name, ${rankCode} as rank, w.fields->>'fillupDate' as "fillupDate", w.fields->>'effectiveDate' as "effectiveDate",
               wr.name as reason, m.name as manning, case when (w.fields->>'nfr')::boolean then 'YES' else 'NO' end as nfr,
               w.fields->>'liftedDate' as "liftedDate"
        from crew_records w join crews c on c.id = w.crew_id join ranks r on r.id = c.rank_id
        left join key_items wr on wr.kind = 'withdrawal-reason' and wr.id = nullif(w.fields->>'withdrawalReasonId', '')::int
        left join key_items m on m.kind = 'manning' and m.id = nullif(w.fields->>'manningId', '')::int
        where w.family = 'withdrawal' and w.fields->>'effectiveDate' between ${f.dateFrom!} and ${f.dateTo!}
          and ${nfrOnly ? sql`coalesce((w.fields->>'nfr')::boolean, false)` : sql`true`}
        order by w.fields->>'effectiveDate', c.last_name`.execute(db);
      return { rows: numbered(rows.rows), subtitle: [periodLine(f)], totals: [`Total: ${rows.rows.length}`] };
    },
    fileName: (f, _t, format) =>
      `${key === 'nfr-list' ? 'nfr' : 'withdrawal'}-report_from_${f.dateFrom}_to_${f.dateTo}.${format}`,
  };
}
export const withdrawalList = withdrawals('withdrawal-list', false);
export const nfrList = withdrawals('nfr-list', true);

/** Onboard with US visa (onboard_crew_withUsVisa_report_{date}.pdf or .xlsx): onboard crews and their US visa. */
export const onboardWithUsVisa: ReportDefinition = {
  key: 'onboard-with-us-visa',
  columns: [
    no,
    column.vessel(22),
    column.rank(9),
    column.name(30),
    { key: 'visaNo', label: 'US Visa No.', width: 16 },
    { key: 'visaExpiry', label: 'Visa Expiry', type: 'date', width: 13 },
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select v.name as vessel, ${rankCode} as rank, ${crewName} as name, visa.number as "visaNo", visa.expiry as "visaExpiry"
      from ${onboardCrews} ${usVisa}
      where visa.number is not null and ${fleetAndVessel(f)}
      order by v.name, r.sort_order`.execute(db);
    return { rows: numbered(rows.rows), totals: [`Onboard with a US visa: ${rows.rows.length}`] };
  },
  fileName: (_f, today, format) => `onboard_crew_withUsVisa_report_${today}.${format}`,
};

/** US Visa Recommendation: active crews whose US visa has expired or who have none (getActiveCrewsWithExpiredOrNoUSVisa). */
export const usVisaRecommendation: ReportDefinition = {
  key: 'us-visa-recommendation',
  columns: [
    no,
    column.name(30),
    column.rank(9),
    column.status,
    column.vessel(22),
    { key: 'visaNo', label: 'US Visa No.', width: 16 },
    { key: 'visaExpiry', label: 'Visa Expiry', type: 'date', width: 13 },
    { key: 'remark', label: 'Recommendation', width: 22 },
  ],
  async query(db, f, ctx) {
    const rows = await sql<Record<string, string | null>>`
      select ${crewName} as name, ${rankCode} as rank, case when c.onboard_vessel_id is null then 'STANDBY' else 'ONBOARD' end as status,
             v.name as vessel, visa.number as "visaNo", visa.expiry as "visaExpiry",
             case when visa.number is null then 'APPLY (NO US VISA)' else 'RENEW (EXPIRED)' end as remark
      from crews c join ranks r on r.id = coalesce(c.onboard_rank_id, c.rank_id) left join vessels v on v.id = c.onboard_vessel_id ${usVisa}
      where c.status = 1 and (visa.number is null or visa.expiry < ${ctx.today}) and ${f.rankId ? sql`c.rank_id = ${f.rankId}` : sql`true`}
      order by r.sort_order, c.last_name`.execute(db);
    const none = rows.rows.filter((r) => r.visaNo === null).length;
    return {
      rows: numbered(rows.rows),
      subtitle: [`As of ${formatDate(ctx.today)}`],
      totals: [`No US visa: ${none}`, `Expired: ${rows.rows.length - none}`],
    };
  },
  fileName: (_f, today, format) => `us-visa-recommendation_${today}.${format}`,
};

/** AMOSUP (seafarers' union) onboard list: union members at sea, by vessel. */
export const amosupOnboard: ReportDefinition = {
  key: 'amosup-onboard',
  columns: [no, column.vessel(22), column.rank(9), column.crewCode, column.name(30), column.embarkDate],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select v.name as vessel, ${rankCode} as rank, c.crew_code as "crewCode", ${crewName} as name, c.embark_date::text as "embarkDate"
      from ${onboardCrews}
      where ${f.vesselId ? sql`v.id = ${f.vesselId}` : sql`true`} order by v.name, r.sort_order`.execute(db);
    return { rows: numbered(rows.rows), totals: [`Total onboard: ${rows.rows.length}`] };
  },
  fileName: (_f, today, format) => `amosup-onboard-list_${today}.${format}`,
};

/** AMOSUP disembark list: members who signed off in the period. */
export const amosupDisembark: ReportDefinition = {
  key: 'amosup-disembark',
  columns: [
    no,
    column.vessel(22),
    column.rank(9),
    column.name(30),
    column.embarkDate,
    { key: 'disembarkDate', label: 'Disembark Date', type: 'date', width: 13 },
    { key: 'reason', label: 'Reason', width: 22 },
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select v.name as vessel, ${rankCode} as rank, ${crewName} as name, s.embark_date::text as "embarkDate", s.disembark_date::text as "disembarkDate", cr.name as reason
      from ${seaService}
      left join contract_reasons cr on cr.id = s.contract_reason_id
      where s.disembark_date ${inPeriod(f)} order by s.disembark_date, v.name`.execute(db);
    return { rows: numbered(rows.rows), subtitle: [periodLine(f)], totals: [`Total disembarked: ${rows.rows.length}`] };
  },
  fileName: (f, _t, format) => `amosup-disembark-list_from_${f.dateFrom}_to_${f.dateTo}.${format}`,
};

/** Crew summary per principal: active crews of each principal, onboard and standby. */
export const crewSummaryPerPrincipal: ReportDefinition = {
  key: 'crew-summary-per-principal',
  columns: [
    { key: 'principal', label: 'Principal', width: 34 },
    column.count('onboard', 'Onboard'),
    column.count('standby', 'Standby'),
    column.count('total', 'Total'),
  ],
  async query(db) {
    const rows = await sql<{ principal: string; onboard: number; standby: number; total: number }>`
      select coalesce(p.name, case when c.principal_id is null then '(NO PRINCIPAL)' else 'PRINCIPAL #' || c.principal_id end) as principal, count(*) filter (where c.onboard_vessel_id is not null)::int as onboard,
             count(*) filter (where c.onboard_vessel_id is null)::int as standby, count(*)::int as total
      from crews c left join key_items p on p.kind = 'principal' and p.id = c.principal_id
      where c.status = 1 group by 1 order by 1`.execute(db);
    const total = rows.rows.reduce((n, r) => n + r.total, 0);
    return { rows: rows.rows, totals: [`Total active crew: ${total}`] };
  },
  fileName: (_f, today, format) => `crew-summary-per-principal_${today}.${format}`,
};

/** KRBS vessel type crew summary: crews onboard per vessel type and rank. */
export const krbsVesselTypeSummary: ReportDefinition = {
  key: 'krbs-vessel-type-summary',
  columns: [
    column.rank(28),
    { key: 'passenger', label: 'Passenger', type: 'number', width: 11, align: 'right' },
    { key: 'bulk', label: 'Bulk', type: 'number', width: 11, align: 'right' },
    { key: 'total', label: 'Total Onboard', type: 'number', width: 13, align: 'right' },
  ],
  async query(db) {
    const rows = await sql<{ rank: string; passenger: number; bulk: number; total: number }>`
      select r.name as rank, count(c.id) filter (where v.vessel_type_id = 1)::int as passenger,
             count(c.id) filter (where v.vessel_type_id = 2)::int as bulk, count(c.id)::int as total
      from ranks r left join crews c on coalesce(c.onboard_rank_id, c.rank_id) = r.id and c.onboard_vessel_id is not null
      left join vessels v on v.id = c.onboard_vessel_id where r.active group by r.id order by r.sort_order`.execute(db);
    const sum = (k: 'passenger' | 'bulk') => rows.rows.reduce((n, r) => n + r[k], 0);
    return {
      rows: rows.rows,
      totals: [`Passenger: ${sum('passenger')}`, `Bulk: ${sum('bulk')}`, `Total: ${sum('passenger') + sum('bulk')}`],
    };
  },
  fileName: (_f, today, format) => `krbs-vessel-type-crew-summary_${today}.${format}`,
};
