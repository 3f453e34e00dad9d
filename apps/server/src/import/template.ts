import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { ImportKind } from '@crewing/domain/import/index';
import type { DB } from '../platform/db/schema.js';
import { keyEntriesByText } from '../key-lists/resolve.js';
import { INSTRUCTIONS_SHEET } from './sheet.js';

/** Rows of the data sheet that carry the drop-downs (a sheet longer than this still imports: only the drop-down ends). */
const VALIDATED_ROWS = 5000;
const LISTS_SHEET = 'Lists';

const colName = (n: number): string =>
  n <= 26 ? String.fromCharCode(64 + n) : colName(Math.floor((n - 1) / 26)) + colName(((n - 1) % 26) + 1);

/**
 * A kind's template (issue 28 §1): the data sheet with our labels as the header row, an instructions
 * sheet (each column: required or not, what it takes, the legacy names it is also read under) and a
 * drop-down on every key and choice column, fed from a hidden sheet of the list's active entries.
 */
export async function importTemplate(db: Kysely<DB>, kind: ImportKind): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const data = wb.addWorksheet(kind.label.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  const header = data.addRow(kind.columns.map((c) => c.label));
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1C3D6E' } }));
  data.views = [{ state: 'frozen', ySplit: 1 }];
  kind.columns.forEach((c, i) => (data.getColumn(i + 1).width = Math.max(14, c.label.length + 4)));

  const help = wb.addWorksheet(INSTRUCTIONS_SHEET);
  help.addRow([`Import: ${kind.label}`]).font = { bold: true, size: 12 };
  help.addRow(['One row per record under the header row. Columns may come in any order; unknown ones are listed.']);
  help.addRow([]);
  help.addRow(['Column', 'Required', 'What it takes', 'Also read under']).font = { bold: true };
  for (const c of kind.columns)
    help.addRow([c.label, c.required ? 'yes' : '', c.hint ?? c.choices?.join(', ') ?? '', c.aliases.join(', ')]);
  [24, 10, 70, 50].forEach((w, i) => (help.getColumn(i + 1).width = w));

  const lists = wb.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  let listCol = 0;
  for (const [i, c] of kind.columns.entries()) {
    const values =
      c.type === 'key' && c.list
        ? (await keyEntriesByText(db, c.list)).offered
        : c.type === 'choice'
          ? [...(c.choices ?? [])]
          : c.type === 'flag' && c.flag
            ? [c.flag.yes, c.flag.no]
            : [];
    if (values.length === 0) continue;
    listCol++;
    values.forEach((v, r) => (lists.getCell(r + 1, listCol).value = v));
    const ref = `${LISTS_SHEET}!$${colName(listCol)}$1:$${colName(listCol)}$${values.length}`;
    const letter = colName(i + 1);
    // One validation over the column's range (exceljs writes it once, not per cell).
    (data as unknown as { dataValidations: { add: (range: string, v: object) => void } }).dataValidations.add(
      `${letter}2:${letter}${VALIDATED_ROWS}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [ref],
        showErrorMessage: true,
        errorStyle: 'warning',
        error: `Choose from the list of ${c.label}`,
      },
    );
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
