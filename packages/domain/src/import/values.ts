import { DATE_YEARS } from '../shared/calendar.js';
import { normaliseValue } from '../shared/normalise.js';
import type { ImportColumn } from './kinds.js';

/** A cell as a sheet reader gives it: text, a number, a date (xlsx date cells), or nothing. */
export type Cell = string | number | boolean | Date | null | undefined;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when the day exists on the calendar, else null. */
function calendarDay(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Excel's day 1 is 1900-01-01 and it counts a 29 Feb 1900 that never was: serial 25569 is 1970-01-01. */
function fromSerial(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  const t = new Date(Math.round((Math.floor(serial) - 25569) * 86_400_000));
  return calendarDay(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export const DATE_REFUSAL = 'Not a date: use 12 APR 1990, 1990-04-12 or 12/04/1990';

/**
 * A date as legacy sheets write it (issue 28 §2): DD MMM YYYY ('12 APR 1990', '12-Apr-1990'),
 * YYYY-MM-DD, DD/MM/YYYY (day first, as in the Philippines), an Excel serial or an xlsx date cell.
 * Returns 'YYYY-MM-DD' or null when the cell is not one of those or names no day of the calendar.
 */
export function parseImportDate(cell: Cell): string | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return calendarDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === 'number') return fromSerial(cell);
  if (typeof cell !== 'string') return null;
  const s = cell.trim().toUpperCase();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (m) return calendarDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]+([A-Z]{3})[A-Z]*\.?[\s-]+(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[2]!);
    return month < 0 ? null : calendarDay(Number(m[3]), month + 1, Number(m[1]));
  }
  if (/^\d{3,5}(\.\d+)?$/.test(s)) return fromSerial(Number(s));
  return null;
}

/** A cell's text as typed: numbers without a spreadsheet's float noise, dates as 'YYYY-MM-DD'. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return parseImportDate(cell) ?? '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(Number(cell.toPrecision(12)));
  return String(cell).trim();
}

/** What one cell became: a value for the command, or our sentence for the cell (never the schema library's). */
export type CellResult = { value: unknown } | { error: string };

/**
 * Resolves a key by name or code (the server builds it from the key list: rank '2/O' or 'SECOND OFFICER'); a
 * category answers its path too ('REGULAR › CADET'), so a row above naming it as parent is found by path.
 */
export type KeyLookup = (list: string, text: string) => { id: number; path?: string } | { error: string };

const YES = new Set(['1', 'Y', 'YES', 'TRUE']);
const NO = new Set(['0', 'N', 'NO', 'FALSE']);

/**
 * One cell read for its column: empty is absent (a required column says so), text upper-cased by
 * the 002 §5 rule as the forms do (email keeps its case), dates, numbers, keys and choices checked.
 */
export function readCell(column: ImportColumn, cell: Cell, keys: KeyLookup): CellResult | null {
  const text = cellText(cell);
  if (text === '') return column.required ? { error: 'This field is required' } : null;
  switch (column.type) {
    case 'text':
      return { value: normaliseValue(text, column.field) };
    case 'date': {
      const date = parseImportDate(typeof cell === 'string' ? text : cell);
      if (!date) return { error: DATE_REFUSAL };
      const year = Number(date.slice(0, 4));
      if (year < DATE_YEARS.from || year > DATE_YEARS.to)
        return { error: `Enter a date from ${DATE_YEARS.from} to ${DATE_YEARS.to}` };
      return { value: date };
    }
    case 'number': {
      const n = Number(text.replace(/,/g, ''));
      return Number.isFinite(n) ? { value: n } : { error: 'Enter a number' };
    }
    case 'choice': {
      const up = text.toUpperCase();
      const hit = column.choices?.find((c) => c.toUpperCase() === up);
      return hit ? { value: hit } : { error: `Choose one of ${column.choices?.join(', ')}` };
    }
    case 'flag': {
      const up = text.toUpperCase();
      // The crew's own flags are 1/0 (male, 000 §3); a record's are yes/no booleans.
      const [yes, no] = column.flag?.boolean ? [true, false] : [1, 0];
      if (YES.has(up) || up === column.flag?.yes || (column.flag && up === column.flag.yes[0])) return { value: yes };
      if (NO.has(up) || up === column.flag?.no || (column.flag && up === column.flag.no[0])) return { value: no };
      return { error: column.flag ? `Write ${column.flag.yes} or ${column.flag.no}` : 'Write YES or NO' };
    }
    case 'key': {
      const r = keys(column.list!, text);
      return 'id' in r ? { value: r.id } : r;
    }
    default: {
      const never: never = column.type;
      throw new Error(`Unknown column type ${String(never)}`);
    }
  }
}
