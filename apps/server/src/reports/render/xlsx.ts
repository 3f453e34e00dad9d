import ExcelJS from 'exceljs';
import type { Letterhead } from '../../company-profile/query.js';

export type CellType = 'text' | 'number' | 'date';
export interface SheetColumn {
  label: string;
  type: CellType;
  width: number;
}

/** 'YYYY-MM-DD' as a date cell (midnight UTC, so Excel shows the calendar day). */
function toCell(value: string | number | null | undefined, type: CellType): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number') return typeof value === 'number' ? value : Number(value);
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  return String(value);
}

/** What a report's sheet holds: tableXlsx and plainTableXlsx (xlsx-plain.ts) write the same sheet from it. */
export interface TableSheet {
  title: string;
  subtitle: string[];
  columns: SheetColumn[];
  rows: (string | number | null)[][];
  totals?: string[];
  company: Pick<Letterhead, 'name' | 'licenceNo'>;
}

/**
 * One sheet a report (issue 12): company and title lines, a bold frozen header, typed cells (numbers
 * as numbers, dates as dates shown DD MMM YYYY), column widths, an autofilter.
 */
export async function tableXlsx(input: TableSheet): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = input.company.name;
  const ws = wb.addWorksheet(input.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  // The company profile's name and DMW licence on the first row (issue 25).
  ws.addRow([input.company.name, input.company.licenceNo]).font = { bold: true, size: 12 };
  ws.addRow([input.title]).font = { bold: true, size: 11 };
  for (const line of input.subtitle) ws.addRow([line]);
  const header = ws.addRow(input.columns.map((c) => c.label));
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1C3D6E' } }));
  const headerRow = header.number;
  input.columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = c.width;
    if (c.type === 'date') col.numFmt = 'dd mmm yyyy';
  });
  for (const row of input.rows) ws.addRow(row.map((v, i) => toCell(v, input.columns[i]?.type ?? 'text')));
  for (const t of input.totals ?? []) ws.addRow([t]).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: headerRow }];
  ws.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: input.columns.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
