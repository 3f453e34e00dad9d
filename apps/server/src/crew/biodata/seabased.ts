import type { Kysely } from 'kysely';
import { contractMonths } from '@crewing/domain/crew/experience';
import type { DB } from '../../platform/db/schema.js';
import { inHouseExperience } from '../experience/query.js';
import { int, namesOf, num, recordsOf, text } from '../../records/rows.js';

export interface SeabasedRow {
  source: 'in-house' | 'outside';
  company: string;
  vessel: string;
  rank: string;
  grossTon: number | null;
  engine: number | null;
  vesselType: string | null;
  tradeRoute: string | null;
  embarkDate: string;
  disembarkDate: string | null;
  months: number;
  reason: string | null;
  grade: string | null;
}

/**
 * Section 11 (000 §3 Crew experience): his contracts with us and his outside experience (manning
 * in place of company), newest embark first, months as the experience screens count them.
 */
export async function seabasedPart(db: Kysely<DB>, crewId: number, today: string): Promise<SeabasedRow[]> {
  const inHouse: SeabasedRow[] = (await inHouseExperience(db, crewId, today)).map((r) => ({
    source: 'in-house',
    company: r.company,
    vessel: r.vesselName,
    rank: r.rankAlias || r.rankName,
    grossTon: r.vesselGrosston,
    engine: r.vesselEngine,
    vesselType: r.vesselTypeName,
    tradeRoute: r.tradeRoute,
    embarkDate: r.embarkDate,
    disembarkDate: r.disembarkDate,
    months: r.monthOnBoard,
    reason: r.contractReasonCode,
    grade: r.grade,
  }));
  const rows = await recordsOf(db, crewId, ['outside-experience']);
  const ids = (k: string) => rows.map((r) => r.fields[k]);
  // The ids a field names (0 keeps `in` valid when none does).
  const intIds = (k: string) => [
    0,
    ...ids(k)
      .map(int)
      .filter((v): v is number => v !== null),
  ];
  const [mannings, ranks, types, routes, reasons] = await Promise.all([
    namesOf(db, 'manning', ids('manningId')),
    db.selectFrom('ranks').select(['id', 'alias']).where('id', 'in', intIds('rankId')).execute(),
    namesOf(db, 'ship-type', ids('vesselTypeId')),
    namesOf(db, 'trade-route', ids('tradeRouteId')),
    db.selectFrom('contract_reasons').select(['id', 'code']).where('id', 'in', intIds('contractReasonId')).execute(),
  ]);
  const rankAlias = new Map(ranks.map((r) => [r.id, r.alias]));
  const reasonCode = new Map(reasons.map((r) => [r.id, r.code]));
  const pick = <T>(m: Map<number, T>, v: unknown) => m.get(int(v) ?? 0) ?? null;
  const outside = rows.flatMap((r): SeabasedRow[] => {
    const f = r.fields;
    const embarkDate = text(f.embarkDate);
    if (!embarkDate) return [];
    const disembarkDate = text(f.disembarkDate);
    return [
      {
        source: 'outside',
        company: pick(mannings, f.manningId) ?? text(f.otherManning) ?? '',
        vessel: text(f.vesselName) ?? '',
        rank: pick(rankAlias, f.rankId) ?? text(f.otherRank) ?? '',
        grossTon: num(f.grossTon),
        engine: num(f.enginePower),
        vesselType: pick(types, f.vesselTypeId) ?? text(f.otherVesselType),
        tradeRoute: pick(routes, f.tradeRouteId) ?? text(f.otherTradeRoute),
        embarkDate,
        disembarkDate,
        months: contractMonths({ source: 'outside', rankId: int(f.rankId), embarkDate, disembarkDate }, today),
        reason: pick(reasonCode, f.contractReasonId) ?? text(f.otherReason),
        grade: null,
      },
    ];
  });
  return [...inHouse, ...outside].sort((a, b) => b.embarkDate.localeCompare(a.embarkDate));
}
