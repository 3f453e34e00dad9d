/**
 * 002 §7 discrepancy: the plan against what happened. Facts per vessel, gathered by the server
 * from the crews read model (sign-on/off) and the board (crew changes).
 */
export interface DiscrepancyFacts {
  onboard: ReadonlyArray<{
    crewId: number;
    name: string;
    vesselId: number;
    vesselName: string;
    rankName: string;
    embarkDate: string;
  }>;
  crewChanges: ReadonlyArray<{
    crewChangeId: number;
    vesselId: number;
    vesselName: string;
    rankName: string;
    /** The active embarking's crew and embark date. */
    embarking: { crewId: number; name: string; embarkDate: string | null } | null;
    offSigner: {
      crewId: number;
      name: string;
      disembarkDate: string | null;
      stillOnboardVesselId: number | null;
    } | null;
  }>;
  today: string;
}

export interface Discrepancy {
  kind: 'NO CREW CHANGE' | 'EMBARK DATE' | 'NOT SIGNED OFF' | 'NOT SIGNED ON';
  vesselName: string;
  rankName: string;
  crewId: number;
  name: string;
  crewChangeId: number | null;
  planned: string | null;
  actual: string | null;
}

/** A discrepancy: where (the vessel's rank and its crew change, if any), who, planned against actual. */
const finding = (
  kind: Discrepancy['kind'],
  cc: { vesselName: string; rankName: string; crewChangeId: number | null },
  crew: { crewId: number; name: string },
  planned: string | null,
  actual: string | null,
): Discrepancy => ({
  kind,
  vesselName: cc.vesselName,
  rankName: cc.rankName,
  crewId: crew.crewId,
  name: crew.name,
  crewChangeId: cc.crewChangeId,
  planned,
  actual,
});

export function findDiscrepancies(f: DiscrepancyFacts): Discrepancy[] {
  const out: Discrepancy[] = [];
  const onboardById = new Map(f.onboard.map((o) => [o.crewId, o]));
  const embarkedBy = new Set<string>();
  for (const cc of f.crewChanges) {
    const e = cc.embarking;
    if (e) {
      embarkedBy.add(`${cc.vesselId}:${e.crewId}`);
      const on = onboardById.get(e.crewId);
      if (on && on.vesselId === cc.vesselId && e.embarkDate && e.embarkDate !== on.embarkDate) {
        out.push(finding('EMBARK DATE', cc, e, e.embarkDate, on.embarkDate));
      }
      if (e.embarkDate && e.embarkDate < f.today && (!on || on.vesselId !== cc.vesselId)) {
        out.push(finding('NOT SIGNED ON', cc, e, e.embarkDate, null));
      }
    }
    const off = cc.offSigner;
    if (off?.disembarkDate && off.disembarkDate < f.today && off.stillOnboardVesselId === cc.vesselId) {
      out.push(finding('NOT SIGNED OFF', cc, off, off.disembarkDate, null));
    }
  }
  for (const o of f.onboard) {
    if (!embarkedBy.has(`${o.vesselId}:${o.crewId}`)) {
      out.push(finding('NO CREW CHANGE', { ...o, crewChangeId: null }, o, null, o.embarkDate));
    }
  }
  return out.sort(
    (a, b) => a.vesselName.localeCompare(b.vesselName) || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
  );
}
