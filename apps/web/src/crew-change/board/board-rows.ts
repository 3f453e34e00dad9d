import type { BoardEmbarking, BoardRow } from '../shared/api-types';
import type { Side } from '../shared/fields';
import { activeEmbarking } from '../shared/fields';

export interface VesselHeaderRow {
  kind: 'vessel';
  id: string;
  vesselId: number;
  vesselName: string;
  count: number;
}

export interface CrewGridRow {
  kind: 'crew';
  /** The crew change id for its main row; cancelled embarkings get '{id}:{embarkingId}'. */
  id: string;
  row: BoardRow;
  /** Embarking tab: the embarking shown (null: no crew replacement). */
  emb: BoardEmbarking | null;
  /** The active embarking / the disembarking record: the row that edits, counts and menus apply to. */
  main: boolean;
  /** # within the vessel. */
  index: number;
  /** Disembarking tab: the first row of a new batch number within its vessel. */
  batchStart: boolean;
  /** The tab's record is missing: the row reads 'NO CREW REPLACEMENT FOR …' / 'NO DISEMBARKING FOR …'. */
  empty: boolean;
}

export type GridRow = VesselHeaderRow | CrewGridRow;

function byVessel(rows: BoardRow[]): Map<number, BoardRow[]> {
  const groups = new Map<number, BoardRow[]>();
  for (const r of rows) {
    const g = groups.get(r.vesselId) ?? [];
    g.push(r);
    groups.set(r.vesselId, g);
  }
  return groups;
}

function header(list: BoardRow[]): VesselHeaderRow {
  const first = list[0]!;
  return {
    kind: 'vessel',
    id: `vessel-${first.vesselId}`,
    vesselId: first.vesselId,
    vesselName: first.vesselName,
    count: list.length,
  };
}

/** 001 §2.1: embarking rows match the embark date, disembarking rows the disembark date. */
export function matchesDate(row: BoardRow, side: Side, date: string): boolean {
  if (!date) return true;
  if (side === 'disembarking') return row.disembarking?.values.disembark_date === date;
  return activeEmbarking(row)?.values.embark_date === date;
}

/** A crew change's one row (no embarking of its own): the i-th of its vessel. */
function crewChangeRow(row: BoardRow, i: number, o: { batchStart: boolean; empty: boolean }): GridRow {
  return { kind: 'crew', id: String(row.crewChangeId), row, emb: null, main: true, index: i + 1, ...o };
}

/** Vessel header, then per crew change its embarkings in order (cancelled ones stay), or a 'no replacement' row. */
export function embarkingRows(rows: BoardRow[], withHeaders: boolean): GridRow[] {
  const out: GridRow[] = [];
  for (const list of byVessel(rows).values()) {
    if (withHeaders) out.push(header(list));
    list.forEach((row, i) => {
      const active = activeEmbarking(row);
      for (const emb of row.embarkings) {
        const main = emb === active;
        const id = main ? String(row.crewChangeId) : `${row.crewChangeId}:${emb.embarkingId}`;
        out.push({ kind: 'crew', id, row, emb, main, index: i + 1, batchStart: false, empty: false });
      }
      if (!active) out.push(crewChangeRow(row, i, { batchStart: false, empty: true }));
    });
  }
  return out;
}

/** Vessel header, then crew changes by batch number (batchless last) with a separator between batches. */
export function disembarkingRows(rows: BoardRow[], withHeaders: boolean): GridRow[] {
  const out: GridRow[] = [];
  const batchKey = (r: BoardRow) => r.batch?.batchNumber ?? Number.MAX_SAFE_INTEGER;
  for (const group of byVessel(rows).values()) {
    const list = [...group].sort(
      (a, b) => batchKey(a) - batchKey(b) || a.rankSort - b.rankSort || a.crewChangeId - b.crewChangeId,
    );
    if (withHeaders) out.push(header(list));
    list.forEach((row, i) => {
      const prev = list[i - 1];
      const batchStart = prev !== undefined && batchKey(prev) !== batchKey(row);
      out.push(crewChangeRow(row, i, { batchStart, empty: row.disembarking === null }));
    });
  }
  return out;
}
