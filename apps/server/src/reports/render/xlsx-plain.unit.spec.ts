import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { tableXlsx, type SheetColumn } from './xlsx.js';
import { plainTableXlsx } from './xlsx-plain.js';

const columns: SheetColumn[] = [
  { label: 'Row', type: 'number', width: 8 },
  { label: 'Outcome', type: 'text', width: 12 },
  { label: 'Expiry', type: 'date', width: 14 },
  { label: 'Message', type: 'text', width: 60 },
];
const input = {
  title: 'Import 7: Documents',
  subtitle: ['documents.csv: 2 added, 0 updated, 1 failed'],
  columns,
  rows: [
    [2, 'CREATED', '2030-01-14', ''],
    [3, 'FAILED', null, 'Unknown document: <BST & CO> "x"\u0001 '],
    [4, 'CREATED', '2026-03-14', 'ÑOÑO  '],
  ] as (string | number | null)[][],
  totals: ['3 rows'],
  company: { name: 'MARINA CREW AGENCY', licenceNo: 'DMW-123' },
};

async function read(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (r) => rows.push((r.values as unknown[]).slice(1)));
  return { ws, rows };
}

describe('plainTableXlsx', () => {
  it('reads back as tableXlsx does: values, types, header, frozen rows, widths, filter', async () => {
    const plain = await read(plainTableXlsx(input));
    const table = await read(await tableXlsx(input));
    // The one difference: a control character is dropped (XML cannot hold it; exceljs writes an escape).
    expect(plain.rows).toEqual(
      table.rows.map((r) => r.map((v) => (typeof v === 'string' ? v.replace('\u0001', '') : v))),
    );
    expect(plain.rows[3]).toEqual(['Row', 'Outcome', 'Expiry', 'Message']);
    expect(plain.rows[4]![0]).toBe(2);
    expect(plain.rows[4]![2]).toEqual(new Date('2030-01-14T00:00:00Z'));
    expect(plain.ws.getCell('C5').numFmt).toBe('dd mmm yyyy');
    expect(plain.ws.getCell('A4').font?.bold).toBe(true);
    expect(plain.ws.getCell('A4').font?.color?.argb).toBe('FFFFFFFF');
    expect((plain.ws.getCell('A4').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FF1C3D6E');
    expect(plain.ws.getCell('A1').font?.bold).toBe(true);
    expect(plain.ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(plain.ws.columns.map((c) => c.width)).toEqual([8, 12, 14, 60]);
    expect(plain.ws.autoFilter).toBe('A4:D4');
    expect(plain.ws.name).toBe(table.ws.name);
  });

  it('writes a sheet of many rows', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [i + 2, 'CREATED', null, `row ${i % 50}`]);
    const { rows: back } = await read(plainTableXlsx({ ...input, rows, totals: [] }));
    expect(back).toHaveLength(4 + 20_000);
    expect(back.at(-1)).toEqual([20_001, 'CREATED', undefined, 'row 49']);
  });
});
