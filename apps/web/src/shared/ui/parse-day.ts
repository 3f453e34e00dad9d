/**
 * Reads a typed day the way people type it (issue 25): the display form 'DD MMM YYYY' in any letter
 * case ('01 NOV 2026', '1 nov 2026', '01-Nov-2026', '1 November 2026', 'Nov 1, 2026'), ISO
 * 'YYYY-MM-DD' (or with '/'), and 'DD/MM/YYYY'. Gives 'YYYY-MM-DD', or null for anything else or a
 * day the calendar lacks (31 Feb). Pure, so the board's forms and every DayInput share it.
 */
export function parseDay(text: string): string | null {
  const s = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return day(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[ \-/.,]*([a-z]+)\.?[ \-/.,]*(\d{4})$/i.exec(s);
  if (m) return day(Number(m[3]), month(m[2]!), Number(m[1]));
  m = /^([a-z]+)\.?[ \-/.]*(\d{1,2}),?[ \-/.]*(\d{4})$/i.exec(s);
  if (m) return day(Number(m[3]), month(m[1]!), Number(m[2]));
  return null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1-12 for a month's name or its start of at least three letters ('nov', 'Sept', 'NOVEMBER'); 0 otherwise. */
function month(name: string): number {
  const n = name.toLowerCase();
  if (n.length < 3) return 0;
  return MONTHS.findIndex((full) => full.startsWith(n)) + 1;
}

function day(year: number, monthNo: number, dayNo: number): string | null {
  if (year < 1000 || monthNo < 1 || monthNo > 12 || dayNo < 1) return null;
  const last = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  if (dayNo > last) return null;
  return `${String(year)}-${String(monthNo).padStart(2, '0')}-${String(dayNo).padStart(2, '0')}`;
}
