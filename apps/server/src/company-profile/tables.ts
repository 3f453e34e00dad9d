import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

/**
 * The company profile area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface CompanyProfileTables {
  company_profile: CompanyProfileTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends CompanyProfileTables {}
}

/** Issue 25: the company profile printed on every document (one row, id 1). */
export interface CompanyProfileTable {
  id: number;
  name: string;
  short_name: string | null;
  address: string | null;
  licence_no: string | null;
  logo_file_id: string | null;
  /** Written as JSON text, read back parsed. */
  officers: ColumnType<Array<{ title: string; name: string }>, string, string>;
  /** Migration 0050 (issue 31 §3). */
  marina_blocks_line_up: Generated<boolean>;
  updated_by: string;
  updated_at: Timestamp;
}
