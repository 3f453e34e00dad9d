/**
 * Sea experience in months (000 §2 Crew Biodata items 3 and 11, 000 §3 Crew experience). The
 * legacy does not say how it counted months; ours is the calendar's: whole months from the embark
 * date (15 Jan to 15 Apr is 3), then the days left as a share of the next month, shown with one
 * decimal (15 Jan to 30 Jan is 0.5).
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

const DAY = 86_400_000;
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** The date `months` calendar months after `date`, kept inside a shorter month (31 Jan + 1 = 28/29 Feb), in ms. */
function addMonths(date: string, months: number): number {
  const [y, m, d] = parts(date);
  const month0 = m - 1 + months;
  const year = y + Math.floor(month0 / 12);
  const inYear = ((month0 % 12) + 12) % 12;
  return Date.UTC(year, inYear, Math.min(d, daysInMonth(year, inYear)));
}

const utc = (date: string) => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};

/** Months from `from` to `to` ('YYYY-MM-DD'), unrounded; 0 when `to` is not after `from`. */
export function monthsBetween(from: string, to: string): number {
  const end = utc(to);
  if (end <= utc(from)) return 0;
  const [y1, m1] = parts(from);
  const [y2, m2] = parts(to);
  let whole = (y2 - y1) * 12 + (m2 - m1);
  if (addMonths(from, whole) > end) whole -= 1;
  const anchor = addMonths(from, whole);
  const next = addMonths(from, whole + 1);
  return whole + Math.round((end - anchor) / DAY) / Math.round((next - anchor) / DAY);
}

/** One decimal, as the experience table shows months. */
export const roundMonths = (months: number): number => Math.round(months * 10) / 10;

/**
 * A contract's months, one decimal. An in-house contract still open runs till today (he is
 * onboard); an outside one without a disembark date counts nothing: its end is unknown, and
 * counting it till today would add years he may have spent ashore or with us.
 */
export function contractMonths(contract: SeaContract, today: string): number {
  const end = contract.disembarkDate ?? (contract.source === 'in-house' ? today : null);
  return end === null ? 0 : roundMonths(monthsBetween(contract.embarkDate, end));
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
