import { formatDate } from '../shared/calendar.js';
import { dueDate } from './contracts.js';
import { barredReason, type CrewMark } from '../principal/crew-marks.js';

/** Issue 30 §3: the vessel's principal's mark on a crew, and why. */
export interface PrincipalMark {
  mark: CrewMark;
  reason: string;
}

/** A standby crew considered for a rank (the line-up of 002 §7), with the facts the server read. */
export interface LineUpCandidate {
  crewId: number;
  name: string;
  rankId: number;
  /** 000 §3 status: 1 active. */
  status: number;
  onboardVesselName: string | null;
  availabilityDate: string | null;
  /** Not for rehire (a withdrawal marked NFR and not lifted). */
  nfr: boolean;
  /**
   * His current documents the rank requires (mandatory in the matrix), and their expiry. Those valid
   * through the contract give no reason: the server passes only those that lapse before it ends.
   */
  documents: ReadonlyArray<{ name: string; expiryDate: string | null }>;
  /** Mandatory documents of the rank he does not hold at all. */
  missing: readonly string[];
  /** Already planned as a reliever elsewhere (an open crew change names him). */
  plannedOnVessel: string | null;
  /** Issue 30 §3: the vessel's principal prefers him or does not want him (null: no mark, or no vessel named). */
  principalMark?: PrincipalMark | null;
  /**
   * Issue 31 §3: his certificates and licenses issued since 9 Nov 2021 not verified at MARINA, when
   * the company's setting makes them block the line-up (absent or empty otherwise).
   */
  marinaUnverified?: readonly string[];
}

export interface LineUpNeed {
  rankId: number;
  embarkDate: string;
  months: number;
  /** Today, to tell an expired document from one that expires before he embarks; the embark date when absent. */
  today?: string | undefined;
}

export interface LineUpEntry {
  crewId: number;
  name: string;
  availabilityDate: string | null;
  eligible: boolean;
  /** Why he cannot be lined up; empty when eligible. */
  reasons: string[];
  /** Issue 30 §3: the principal's mark, shown beside his name. */
  principalMark: PrincipalMark | null;
}

/**
 * Eligibility for a line-up: standby (not onboard), active and not NFR, of the rank, available by
 * the embark date, not planned elsewhere, and every mandatory document held and valid through the
 * planned contract (embark date + months; the documents issue's rule).
 */
/** The line-up's refusal for certificates not verified at MARINA (the company's setting, issue 31 §3). */
export const marinaReason = (documents: readonly string[]) =>
  `Not verified at MARINA: ${documents.join(', ')} (issued since 9 Nov 2021; the company requires it)`;

/**
 * What the reasons of every candidate of one line-up share: the contract's end, and the dates as
 * shown, each formatted once (at 500 crews, formatting the same few dates again was most of the work).
 */
export interface LineUpDates {
  end: string;
  shown: (date: string) => string;
}

export function lineUpDates(need: LineUpNeed): LineUpDates {
  const memo = new Map<string, string>();
  return {
    end: dueDate(need.embarkDate, need.months),
    shown: (date) => {
      let text = memo.get(date);
      if (text === undefined) memo.set(date, (text = formatDate(date)));
      return text;
    },
  };
}

export function lineUpReasons(c: LineUpCandidate, need: LineUpNeed, dates = lineUpDates(need)): string[] {
  const reasons: string[] = [];
  const { end, shown } = dates;
  if (c.rankId !== need.rankId) reasons.push('Not of this rank');
  if (c.onboardVesselName !== null) reasons.push(`Onboard ${c.onboardVesselName}`);
  if (c.status !== 1) reasons.push('Inactive');
  if (c.nfr) reasons.push('NFR (not for rehire)');
  if (c.principalMark?.mark === 'BARRED') reasons.push(barredReason(c.principalMark.reason));
  if (c.marinaUnverified?.length) reasons.push(marinaReason(c.marinaUnverified));
  if (c.plannedOnVessel !== null) reasons.push(`Already lined up for ${c.plannedOnVessel}`);
  if (c.availabilityDate !== null && c.availabilityDate > need.embarkDate)
    reasons.push(`Available only from ${shown(c.availabilityDate)}`);
  for (const m of c.missing) reasons.push(`No ${m} on file`);
  for (const d of c.documents) {
    if (d.expiryDate !== null && d.expiryDate < end) {
      const today = need.today ?? need.embarkDate;
      if (d.expiryDate < today) reasons.push(`${d.name} expired ${shown(d.expiryDate)}`);
      else if (d.expiryDate < need.embarkDate)
        reasons.push(`${d.name} expires ${shown(d.expiryDate)}, before the embark date`);
      else reasons.push(`${d.name} expires ${shown(d.expiryDate)}, before the contract ends ${shown(end)}`);
    }
  }
  return reasons;
}

/**
 * The line-up: eligible crews first, the principal's preferred ones first among them (issue 30 §3),
 * then the earliest available; then the others with their reasons.
 */
export function buildLineUp(candidates: readonly LineUpCandidate[], need: LineUpNeed): LineUpEntry[] {
  const dates = lineUpDates(need);
  return candidates
    .map((c) => {
      const reasons = lineUpReasons(c, need, dates);
      return {
        crewId: c.crewId,
        name: c.name,
        availabilityDate: c.availabilityDate,
        eligible: reasons.length === 0,
        reasons,
        principalMark: c.principalMark ?? null,
      };
    })
    .sort(
      (a, b) =>
        Number(b.eligible) - Number(a.eligible) ||
        Number(b.principalMark?.mark === 'PREFERRED') - Number(a.principalMark?.mark === 'PREFERRED') ||
        (a.availabilityDate ?? '').localeCompare(b.availabilityDate ?? '') ||
        a.name.localeCompare(b.name),
    );
}
