import type { Timestamp } from '../platform/db/schema.js';

/**
 * The holidays area's read model. Merged into the one `DB` type below, so every query sees it; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface HolidaysTables {
  holidays: HolidayTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends HolidaysTables {}
}

/** Issue 31 §2: one row per Philippine non-working holiday (migration 0040). */
export interface HolidayTable {
  /** 'YYYY-MM-DD' (the date type is read back as text). */
  date: string;
  name: string;
  /** 'REGULAR' | 'SPECIAL' (HOLIDAY_KINDS). */
  kind: string;
  /** The year stream's version at the row's last change. */
  version: number;
  updated_by: string;
  updated_at: Timestamp;
}
