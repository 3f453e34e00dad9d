import ExcelJS from 'exceljs';
import { ValidationError } from '@crewing/domain';
import type { Cell } from '@crewing/domain/import/index';

/** A sheet as read: its header row and its rows (blank ones kept out), each with its row number. */
export interface ReadSheet {
  headers: string[];
  rows: Array<{ rowNo: number; cells: Cell[] }>;
}

export const NOT_A_SHEET = 'This file is not a sheet we can read: upload an xlsx or a CSV';
export const INSTRUCTIONS_SHEET = 'Instructions';

/**
 * CSV text as legacy exports write it: UTF-8 (with or without a byte order mark) or, when the bytes
 * are not valid UTF-8, Windows-1252 (issue 28 §1: 'PEÑA' from an old export reads as PEÑA).
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * RFC 4180 rows: fields split on the delimiter (a comma, or a semicolon when the header has more of
 * them, as a European Excel saves), quotes around a field with a delimiter, a quote or a line break.
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** An xlsx cell's value as a plain cell: rich text joined, a formula's result, a link's text. */
function plainCell(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('result' in v) return plainCell(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    if ('error' in v) return null;
  }
  return String(v);
}

const blank = (cells: readonly Cell[]) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

function fromRows(all: Cell[][]): ReadSheet {
  const headerAt = all.findIndex((r) => !blank(r));
  if (headerAt < 0) throw ValidationError.field('file', 'The sheet is empty: the first row names the columns');
  const headers = all[headerAt]!.map((h) => (h === null || h === undefined ? '' : String(h)));
  const rows = all
    .slice(headerAt + 1)
    .map((cells, i) => ({ rowNo: headerAt + i + 2, cells }))
    .filter((r) => !blank(r.cells));
  return { headers, rows };
}

/** The data sheet of an xlsx (the first that is not the template's instructions) or a CSV, read whole. */
export async function readSheet(bytes: Buffer, mime: string): Promise<ReadSheet> {
  if (mime === 'text/csv') return fromRows(parseCsv(decodeCsv(bytes)));
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw ValidationError.field('file', NOT_A_SHEET);
  }
  const ws = wb.worksheets.find(
    (w) => w.name !== INSTRUCTIONS_SHEET && w.state !== 'hidden' && w.state !== 'veryHidden',
  );
  if (!ws) throw ValidationError.field('file', NOT_A_SHEET);
  const all: Cell[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    all[n - 1] = values.slice(1).map(plainCell);
  });
  for (let i = 0; i < all.length; i++) all[i] ??= [];
  return fromRows(all);
}
