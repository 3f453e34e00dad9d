/**
 * The crew's life with us (issue 24): each contract (a stint: sign-on, sign-off, arrival home)
 * folded from his own stream, and the one definition of every state the screens show (onboard,
 * standby since, days ashore, months on board and of sea service, available). Every screen,
 * report, PDF and dashboard reads these, so they tell the same story.
 *
 * Day count (sea-service practice, written once): a contract counts both its sign-on and its
 * sign-off day; whole calendar months first (31 Jan + 1 month = 28/29 Feb), then the odd days at
 * 30 a month. 15 Jan to 14 Jun is 5.0 months; 15 Jan to 30 Jan is 16 days, 0.5. Days ashore are
 * the days since the arrival in Manila (arrived 17 Nov, on 26 Nov: 9).
 */

/** Why the lifecycle process sent a command: the crew change and the confirmation (or the promotion record). */
export interface LifecycleCause {
  /** The process's intent key (`cc-12:embarking:12-1:sign-on`): one applied or skipped step per key and confirmation. */
  key: string;
  crewChangeId: number | null;
  /** The DateConfirmed event that made the step due (its event id), or the promotion record's id. */
  confirmationId: string;
  confirmedBy: string;
}

export interface Stint {
  /** 1, 2, 3... in the order he signed on. */
  no: number;
  vesselId: number;
  rankId: number;
  embarkDate: string;
  disembarkDate: string | null;
  contractReasonId: number | null;
  /** His arrival in Manila after this contract (the day he became standby). */
  arrivalDate: string | null;
  crewChangeId: number | null;
  /** A sign-on corrected away by an administrator (or undone with its confirmation): counts nowhere. */
  voided: boolean;
  signOnKey: string | null;
  signOffKey: string | null;
  arrivalKey: string | null;
}

/** Where he stands now, as the crews read model keeps it. */
export interface LifecyclePosition {
  onboardVesselId: number | null;
  onboardRankId: number | null;
  embarkDate: string | null;
  lastVesselId: number | null;
  lastRankId: number | null;
  signOffDate: string | null;
  /** The day he became standby: his arrival in Manila, else his sign-off; null while onboard or never served. */
  standbySince: string | null;
}

const live = (stints: readonly Stint[]) => stints.filter((s) => !s.voided);

/** The contract he is serving now, if any. */
export function openStint(stints: readonly Stint[]): Stint | undefined {
  return live(stints).find((s) => s.disembarkDate === null);
}

/** His latest contract (by sign-on order), open or closed. */
export function latestStint(stints: readonly Stint[]): Stint | undefined {
  return live(stints).at(-1);
}

export function positionOf(stints: readonly Stint[]): LifecyclePosition {
  const open = openStint(stints);
  const last = latestStint(stints);
  const closed = last && last.disembarkDate !== null ? last : undefined;
  return {
    onboardVesselId: open?.vesselId ?? null,
    onboardRankId: open?.rankId ?? null,
    embarkDate: open?.embarkDate ?? null,
    lastVesselId: closed?.vesselId ?? null,
    lastRankId: closed?.rankId ?? null,
    signOffDate: closed?.disembarkDate ?? null,
    standbySince: closed ? (closed.arrivalDate ?? closed.disembarkDate) : null,
  };
}

/** The crews every count counts (dashboards, lists, rank statistics): active (status 1) and hired (a crew code). */
export const isCountedCrew = (c: { status: number; crewCode: string | null }): boolean =>
  c.status === 1 && c.crewCode !== null && c.crewCode !== '';

export type CrewStatus = 'ONBOARD' | 'STANDBY';
export const crewStatusOf = (p: Pick<LifecyclePosition, 'onboardVesselId'>): CrewStatus =>
  p.onboardVesselId !== null ? 'ONBOARD' : 'STANDBY';

const DAY = 86_400_000;
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const utc = (date: string) => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};
const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
function addMonths(date: string, months: number): number {
  const [y, m, d] = parts(date);
  const month0 = m - 1 + months;
  const year = y + Math.floor(month0 / 12);
  const inYear = ((month0 % 12) + 12) % 12;
  return Date.UTC(year, inYear, Math.min(d, daysInMonth(year, inYear)));
}

/** Whole days from `a` to `b` (negative when b is before a). */
export const daysFrom = (a: string, b: string): number => Math.round((utc(b) - utc(a)) / DAY);

/**
 * A period of service from `from` to `to`, both days counted: whole calendar months and the odd
 * days left. Nothing when `to` is before `from`.
 */
export function serviceSpan(from: string, to: string): { months: number; days: number } {
  const end = utc(to) + DAY;
  if (end <= utc(from)) return { months: 0, days: 0 };
  const [y1, m1] = parts(from);
  const [y2, m2] = parts(to);
  let whole = (y2 - y1) * 12 + (m2 - m1) + 1;
  while (whole > 0 && addMonths(from, whole) > end) whole -= 1;
  return { months: whole, days: Math.round((end - addMonths(from, whole)) / DAY) };
}

/** Months of service, odd days at 30 a month, unrounded. */
export function serviceMonths(from: string, to: string): number {
  const { months, days } = serviceSpan(from, to);
  return months + days / 30;
}

/** One decimal, as every screen and document shows months. */
export const roundMonths = (months: number): number => Math.round(months * 10) / 10;

/** Months on board of a crew onboard since `embarkDate`, today counted (one decimal); 0 before he embarks. */
export const monthsOnBoard = (embarkDate: string, today: string): number =>
  embarkDate > today ? 0 : roundMonths(serviceMonths(embarkDate, today));

/** Days ashore since he became standby (0 on the day he arrives); null when he never served with us. */
export const daysAshore = (standbySince: string | null, today: string): number | null =>
  standbySince === null ? null : Math.max(0, daysFrom(standbySince, today));

/** Available for a line-up on `date`: standby, active, and his availability date (if any) has come. */
export function isAvailable(
  c: { onboardVesselId: number | null; status: number; availabilityDate: string | null },
  date: string,
): boolean {
  return c.onboardVesselId === null && c.status === 1 && (c.availabilityDate === null || c.availabilityDate <= date);
}

/**
 * Retention for one period: of the crews who signed on in it, the share who had served with us
 * before (a closed earlier contract). A percentage, whole; 0 when nobody signed on.
 */
export function retentionTrend(
  service: ReadonlyArray<{ crewId: number; embarkDate: string }>,
  months: readonly string[],
): Array<{ month: string; signOns: number; returning: number; retention: number }> {
  const first = new Map<number, string>();
  for (const s of service) {
    const f = first.get(s.crewId);
    if (f === undefined || s.embarkDate < f) first.set(s.crewId, s.embarkDate);
  }
  return months.map((month) => {
    const of = service.filter((s) => s.embarkDate.slice(0, 7) === month);
    const returning = of.filter((s) => first.get(s.crewId)! < s.embarkDate).length;
    return {
      month,
      signOns: of.length,
      returning,
      retention: of.length === 0 ? 0 : Math.round((returning / of.length) * 100),
    };
  });
}
