import { roundMonths, serviceMonths } from './lifecycle.js';

export { roundMonths };

/**
 * Sea experience in months (000 §2 Crew Biodata items 3 and 11, 000 §3 Crew experience), by the
 * one day count of crew/lifecycle.ts (both the sign-on and the sign-off day count, odd days at 30
 * a month: 15 Jan to 14 Apr is 3.0, 15 Jan to 30 Jan is 0.5), shown with one decimal.
 */

/** One contract: in-house (a sign-on with us) or outside (a record of the 201 file). */
export interface SeaContract {
  source: 'in-house' | 'outside';
  /** Null for an outside contract whose rank was typed under Other Rank. */
  rankId: number | null;
  embarkDate: string;
  disembarkDate: string | null;
}

export interface ExperienceTotals {
  /** Every contract, in-house and outside, whatever the rank. */
  allRanks: number;
  /** Contracts in the crew's current rank. */
  currentRank: { rankId: number | null; months: number };
  /** The rank of the latest contract in another rank, and the months in it; null when none. */
  previousRank: { rankId: number; months: number } | null;
}

/**
 * A contract's months, one decimal. An in-house contract still open runs till today (he is
 * onboard); an outside one without a disembark date counts nothing: its end is unknown, and
 * counting it till today would add years he may have spent ashore or with us.
 */
export function contractMonths(contract: SeaContract, today: string): number {
  const end = contract.disembarkDate ?? (contract.source === 'in-house' ? today : null);
  return end === null || end < contract.embarkDate ? 0 : roundMonths(serviceMonths(contract.embarkDate, end));
}

/** Sums the months each row shows, so the totals add up to the table's months column. */
const sum = (contracts: readonly SeaContract[], today: string) =>
  roundMonths(contracts.reduce((n, c) => n + contractMonths(c, today), 0));

/**
 * The Biodata's experience totals (000 §2 item 3): all ranks, as the current rank (the crew's
 * rank), and on the previous rank: the rank of the latest contract (by embark date) held in a
 * rank other than the current one. An outside contract under Other Rank counts in all ranks only.
 */
export function experienceTotals(
  contracts: readonly SeaContract[],
  currentRankId: number | null,
  today: string,
): ExperienceTotals {
  const latestFirst = [...contracts].sort((a, b) => b.embarkDate.localeCompare(a.embarkDate));
  const previous = latestFirst.find((c) => c.rankId !== null && c.rankId !== currentRankId)?.rankId ?? null;
  const inRank = (rankId: number | null) => contracts.filter((c) => rankId !== null && c.rankId === rankId);
  return {
    allRanks: sum(contracts, today),
    currentRank: { rankId: currentRankId, months: sum(inRank(currentRankId), today) },
    previousRank: previous === null ? null : { rankId: previous, months: sum(inRank(previous), today) },
  };
}
