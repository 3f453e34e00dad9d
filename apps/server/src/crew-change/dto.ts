import type { CrewChangeAction, DisembarkingValues, EmbarkingValues, Stamp } from '@crewing/domain';

export interface CrewRef {
  crewId: number;
  name: string;
  contactNumber: string | null;
  email: string | null;
  fbMail: string | null;
  /** Has at least one covid vaccine dose on record (the vaccinated icon). */
  vaccinated: boolean;
  /** 001 §2.2 ONBOARD PROMOTION (read-only): his planned or done onboard promotion's date (issue 15 promotion records). */
  onboardPromotionDate: string | null;
}

export interface BoardEmbarking extends CrewRef {
  embarkingId: string;
  replacement: boolean;
  cancelled: Stamp | null;
  values: EmbarkingValues;
  confirmed: Record<string, Stamp>;
  /** Issue 29 §2: when the crew last pressed "I have read this" in his portal. */
  acknowledged: Stamp | null;
}

/** One crew change on the board: the embarking side (relievers) and the disembarking side (off-signer). */
export interface BoardRow {
  crewChangeId: number;
  version: number;
  vesselId: number;
  vesselName: string;
  fleetId: number;
  rankId: number;
  rankName: string;
  rankAlias: string;
  rankSort: number;
  offSigner: CrewRef | null;
  relievers: Array<CrewRef & { primary: boolean }>;
  /** In order; the active one is the last not cancelled. Cancelled ones stay (struck through in red). */
  embarkings: BoardEmbarking[];
  disembarking: { values: DisembarkingValues; confirmed: Record<string, Stamp> } | null;
  batch: { batchId: number; batchNumber: number } | null;
  rankCancelled: Stamp | null;
  /**
   * Keyed 'embarking.inn_id', 'disembarking.remarks'...: per cell the edit-history entries (first
   * entry included), the edits of a value already entered (the badge), and the comments. A zero
   * is left out, and so is a cell with nothing to count (the payload of a 1,000-row fleet).
   */
  counts: Record<string, { history?: number; edits?: number; comments?: number }>;
}

export interface BoardAccess {
  actions: Record<CrewChangeAction, boolean>;
  writable: { embarking: string[]; disembarking: string[] };
  /** The batch editors' fields (001 §6 batch rows): AIB's flight, say, is a batch field only. */
  batchWritable: { embarking: string[]; disembarking: string[] };
}

export interface Board {
  rows: BoardRow[];
  vessels: Array<{ id: number; name: string; fleetId: number }>;
  batches: Array<{ batchId: number; batchNumber: number; vesselId: number; embarkDate: string | null }>;
  access: BoardAccess;
}
