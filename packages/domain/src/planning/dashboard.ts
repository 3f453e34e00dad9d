/** Single-dose vaccines: one dose is a full course (the rest need two). */
const SINGLE_DOSE = /JANSSEN|JOHNSON|J&J|SPUTNIK LIGHT|CONVIDECIA|CANSINO/i;

export type VaccineStatus = 'BOOSTERED' | 'VACCINATED' | 'PARTIAL' | 'UNVACCINATED';

/**
 * 002 §3 dashboard counts: vaccinated (a full primary course), boostered (a dose beyond it),
 * unvaccinated (no dose). One dose of a two-dose vaccine is PARTIAL: neither vaccinated nor
 * unvaccinated, so the three counts need not add up to the total (the legacy's were separate too).
 */
export function vaccineStatus(doses: ReadonlyArray<{ brand: string }>): VaccineStatus {
  if (doses.length === 0) return 'UNVACCINATED';
  const primary = doses.some((d) => SINGLE_DOSE.test(d.brand)) ? 1 : 2;
  if (doses.length > primary) return 'BOOSTERED';
  return doses.length === primary ? 'VACCINATED' : 'PARTIAL';
}

/** The two company groups of 002 §3 are the fleets' vessel types (002 §9: 1 passenger, 2 bulk). */
export type CompanyGroup = 'PCC' | 'BULK';
export const companyGroupOf = (vesselTypeId: number | null): CompanyGroup | null =>
  vesselTypeId === 1 ? 'PCC' : vesselTypeId === 2 ? 'BULK' : null;

export interface CrewCountRow {
  count: number;
  /**
   * Vaccinated (boostered included): ALL, and per company group (a crew who never sailed with a
   * group, a new hire on standby, is in ALL and in neither group).
   */
  vaccinated: Record<CompanyGroup | 'ALL', number>;
  boostered: number;
  unvaccinated: number;
}

export interface DashboardCrew {
  /** How many crews alike this row stands for (a group of the dashboard's counts); 1 when left out. */
  n?: number;
  onboard: boolean;
  group: CompanyGroup | null;
  vaccine: VaccineStatus;
}

export function countCrews(crews: readonly DashboardCrew[]): {
  standby: CrewCountRow;
  onboard: CrewCountRow;
  total: CrewCountRow;
} {
  const empty = (): CrewCountRow => ({
    count: 0,
    vaccinated: { ALL: 0, PCC: 0, BULK: 0 },
    boostered: 0,
    unvaccinated: 0,
  });
  const out = { standby: empty(), onboard: empty(), total: empty() };
  for (const c of crews) {
    const n = c.n ?? 1;
    for (const row of [c.onboard ? out.onboard : out.standby, out.total]) {
      row.count += n;
      if (c.vaccine === 'VACCINATED' || c.vaccine === 'BOOSTERED') {
        row.vaccinated.ALL += n;
        if (c.group) row.vaccinated[c.group] += n;
      }
      if (c.vaccine === 'BOOSTERED') row.boostered += n;
      if (c.vaccine === 'UNVACCINATED') row.unvaccinated += n;
    }
  }
  return out;
}

/** The lists a dashboard number links to. */
export const DASHBOARD_LISTS = ['onboard', 'standby', 'total', 'vaccinated', 'boostered', 'unvaccinated'] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

/** Whether a crew belongs to the list behind one number (`group` narrows the vaccinated ones). */
export function inDashboardList(
  c: DashboardCrew,
  list: DashboardList,
  scope: 'onboard' | 'standby' | 'total',
  group?: CompanyGroup,
): boolean {
  if (scope === 'onboard' && !c.onboard) return false;
  if (scope === 'standby' && c.onboard) return false;
  switch (list) {
    case 'onboard':
      return c.onboard;
    case 'standby':
      return !c.onboard;
    case 'total':
      return true;
    case 'vaccinated':
      return (c.vaccine === 'VACCINATED' || c.vaccine === 'BOOSTERED') && (group === undefined || c.group === group);
    case 'boostered':
      return c.vaccine === 'BOOSTERED';
    case 'unvaccinated':
      return c.vaccine === 'UNVACCINATED';
  }
}
