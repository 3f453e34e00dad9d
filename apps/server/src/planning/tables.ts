/**
 * The planning area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface PlanningTables {
  planned_contracts: PlannedContractsTable;
  queue_tickets: QueueTicketsTable;
  batch_remarks: BatchRemarksTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends PlanningTables {}
}

/** Issue 16: the contract duration a planner set for one contract (crew, vessel, embark date). */
export interface PlannedContractsTable {
  crew_id: number;
  vessel_id: number;
  embark_date: string;
  months: number;
  set_by: string;
  set_at: Date;
}

/** Issue 16: one ticket of the office queue of a day. */
export interface QueueTicketsTable {
  day: string;
  ticket_no: number;
  crew_id: number;
  purpose: string;
  status: string;
  counter: string | null;
  called_by: string | null;
  issued_at: Date;
  called_at: Date | null;
  finished_at: Date | null;
}

/** Issue 16: a remark of a crew change batch (002 §3 batchRemarks) with its optional file. */
export interface BatchRemarksTable {
  id: string;
  batch_id: number;
  vessel_id: number;
  remark: string;
  file_id: string | null;
  author_id: number | null;
  author_name: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}
