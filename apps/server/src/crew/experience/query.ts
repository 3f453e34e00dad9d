import type { Kysely } from 'kysely';
import { VESSEL_TYPES } from '@crewing/domain';
import { contractMonths, experienceTotals as totalsOf, type SeaContract } from '@crewing/domain/crew/experience';
import type { DB } from '../../platform/db/schema.js';
import { letterhead } from '../../company-profile/query.js';
import { crewOrNotFound } from '../queries.js';

/**
 * The company of an in-house contract: the agency itself. 000 §3 names a company column without
 * saying what a contract with us shows there; we show the company profile's short name (issue 25,
 * Settings › Company Profile), else its name.
 */
async function inHouseCompany(db: Kysely<DB>): Promise<string> {
  return (await letterhead(db)).shortName;
}

const inHouseContract = (r: { rank_id: number; embark_date: string; disembark_date: string | null }): SeaContract => ({
  source: 'in-house',
  rankId: r.rank_id,
  embarkDate: r.embark_date,
  disembarkDate: r.disembark_date,
});
const vesselTypeName = (id: number | null) => VESSEL_TYPES.find((t) => t.id === id)?.name ?? null;
const numberOrNull = (v: string | number | null) => (v === null || v === '' ? null : Number(v));

/**
 * The crew's contracts with us in the shape of 000 §3 Crew experience, newest embark first
 * (002 §4: crew records sort by embark date, newest first). Months run till `today` while he is
 * onboard. Engine power and trade route are not kept for our vessels yet (null); the grade comes
 * with evaluations (another issue, null).
 */
export async function inHouseExperience(db: Kysely<DB>, crewId: number, today: string) {
  const company = await inHouseCompany(db);
  const rows = await db
    .selectFrom('crew_sea_service as s')
    .leftJoin('vessels as v', 'v.id', 's.vessel_id')
    .leftJoin('ranks as r', 'r.id', 's.rank_id')
    .leftJoin('contract_reasons as cr', 'cr.id', 's.contract_reason_id')
    .select([
      's.sign_on_version',
      's.stint_no',
      's.vessel_id',
      's.arrival_date',
      's.contract_reason_id',
      's.rank_id',
      's.embark_date',
      's.disembark_date',
      'v.name as vessel_name',
      'v.gross_ton',
      'v.vessel_type_id',
      'r.name as rank_name',
      'r.alias as rank_alias',
      'cr.name as reason_name',
      'cr.code as reason_code',
    ])
    .where('s.crew_id', '=', crewId)
    .orderBy('s.embark_date', 'desc')
    .orderBy('s.sign_on_version', 'desc')
    .execute();
  return rows.map((r) => ({
    /** The sign-on's version in the crew's stream: one per contract, the same after a replay. */
    id: r.sign_on_version,
    /** The contract's number in his stream: what a correction names (issue 24). */
    stintNo: r.stint_no,
    vesselId: r.vessel_id,
    arrivalDate: r.arrival_date,
    contractReasonId: r.contract_reason_id,
    company,
    vesselName: r.vessel_name ?? '',
    rankId: r.rank_id,
    rankName: r.rank_name ?? '',
    rankAlias: r.rank_alias ?? '',
    vesselGrosston: numberOrNull(r.gross_ton),
    vesselEngine: null as number | null,
    vesselTypeName: vesselTypeName(r.vessel_type_id),
    tradeRoute: null as string | null,
    embarkDate: r.embark_date,
    disembarkDate: r.disembark_date,
    monthOnBoard: contractMonths(inHouseContract(r), today),
    contractReasonName: r.reason_name ?? null,
    contractReasonCode: r.reason_code ?? null,
    grade: null as string | null,
  }));
}
export type InHouseExperienceRow = Awaited<ReturnType<typeof inHouseExperience>>[number];

const date = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** Outside experiences (the 201 file's `outside-experience` records) as contracts. */
async function outsideContracts(db: Kysely<DB>, crewId: number): Promise<SeaContract[]> {
  const rows = await db
    .selectFrom('crew_records')
    .select('fields')
    .where('crew_id', '=', crewId)
    .where('family', '=', 'outside-experience')
    .execute();
  return rows.flatMap(({ fields }): SeaContract[] => {
    const embarkDate = date(fields.embarkDate);
    if (!embarkDate) return [];
    return [{ source: 'outside', rankId: id(fields.rankId), embarkDate, disembarkDate: date(fields.disembarkDate) }];
  });
}

/**
 * The Biodata's experience totals (000 §2 item 3): months in all ranks (in-house and outside), as
 * the crew's current rank, and on the previous rank (the rank of the latest contract in another
 * rank), with the rule of packages/domain/src/crew/experience.ts.
 */
export async function experienceTotals(db: Kysely<DB>, crewId: number, today: string) {
  const crew = await crewOrNotFound(db, crewId, ['rank_id']);
  const inHouse = await db
    .selectFrom('crew_sea_service')
    .select(['rank_id', 'embark_date', 'disembark_date'])
    .where('crew_id', '=', crewId)
    .execute();
  const contracts = [...inHouse.map(inHouseContract), ...(await outsideContracts(db, crewId))];
  const totals = totalsOf(contracts, crew.rank_id, today);
  const rankIds = [crew.rank_id, totals.previousRank?.rankId].filter((r): r is number => typeof r === 'number');
  const rankRows = await db.selectFrom('ranks').select(['id', 'name', 'alias']).where('id', 'in', rankIds).execute();
  const ranks = new Map(rankRows.map((r) => [r.id, r]));
  const named = (rankId: number, months: number) => {
    const rank = ranks.get(rankId);
    return { rankId, rankName: rank?.name ?? '', rankAlias: rank?.alias ?? '', months };
  };
  return {
    allRanks: totals.allRanks,
    currentRank: named(crew.rank_id, totals.currentRank.months),
    previousRank: totals.previousRank ? named(totals.previousRank.rankId, totals.previousRank.months) : null,
  };
}
export type ExperienceTotalsDto = Awaited<ReturnType<typeof experienceTotals>>;
