import type { BoardRow } from '../shared/api-types';
import { activeEmbarking, sideRecord, type Side } from '../shared/fields';

export interface Candidate {
  crewChangeId: number;
  vesselName: string;
  rankAlias: string;
  crewName: string;
  values: Record<string, unknown>;
  confirmed: Record<string, unknown>;
}

/** Crew changes a batch edit can reach: an active embarking / a disembarking record, rank not cancelled. */
export function candidates(rows: BoardRow[], side: Side): Candidate[] {
  const out: Candidate[] = [];
  for (const row of rows) {
    const rec = sideRecord(row, side);
    if (!rec || row.rankCancelled) continue;
    const crewName = side === 'embarking' ? (activeEmbarking(row)?.name ?? '') : (row.offSigner?.name ?? '');
    out.push({
      crewChangeId: row.crewChangeId,
      vesselName: row.vesselName,
      rankAlias: row.rankAlias,
      crewName,
      values: rec.values,
      confirmed: rec.confirmed,
    });
  }
  return out;
}

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/** 001 §4: 'encoded' — already confirmed or already filled for a selected field; greyed, no checkbox. */
export function isEncoded(c: Candidate, fields: Iterable<string>): boolean {
  for (const f of fields) if (c.confirmed[f] || filled(c.values[f])) return true;
  return false;
}

/** A ticked set with one item ticked on or off (a new set: React state is replaced, never changed). */
export function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}
