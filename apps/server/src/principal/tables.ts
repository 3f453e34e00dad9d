import type { Timestamp } from '../platform/db/schema.js';

/** The principal area's tables (migration 0046), merged into the one `DB` type. */
export interface PrincipalTables {
  principal_crew_marks: PrincipalCrewMarksTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends PrincipalTables {}
}

/** Issue 30 §3: one row per crew a principal marked (inline read model of `principal-crews-{principalId}`). */
export interface PrincipalCrewMarksTable {
  principal_id: number;
  crew_id: number;
  mark: 'PREFERRED' | 'BARRED';
  reason: string;
  marked_by: string;
  marked_at: Timestamp;
}
