import ExcelJS from 'exceljs';
import { CHECKLIST_FACTS, formatDate } from '@crewing/domain';
import { halves, toneOf } from './pdf.js';
import { isHeader, type ChecklistRow, type CrewChecklist } from './query.js';

const GREY = 'FFD0D0D0';
const RED = 'FFFFD9D9';
const GREEN = 'FFDCF5DC';
const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

function docRow(ws: ExcelJS.Worksheet, r: ChecklistRow) {
  const row = ws.addRow([
    r.document + (r.mandatory ? ' *' : ''),
    r.detail ?? '',
    formatDate(r.submitted),
    formatDate(r.expiryDate),
    r.initialRemarks ?? '',
    r.finalRemarks ?? '',
  ]);
  const tone = toneOf(r);
  if (tone) row.eachCell({ includeEmpty: true }, (cell) => (cell.fill = fill(tone === 'expired' ? RED : GREEN)));
  if (r.expired) row.font = { color: { argb: 'FFA00000' } };
}

/** The checklist as an xlsx (002 §7 "checklist export as xlsx blob"): the same content as the PDF, one sheet a page. */
/** `company`: the company profile's name (issue 25), the sheet's first line. */
export async function checklistXlsx(c: CrewChecklist, company: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = company;
  const p1 = wb.addWorksheet('Page 1');
  p1.columns = [{ width: 48 }, { width: 26 }, { width: 14 }, { width: 14 }, { width: 24 }, { width: 24 }];
  p1.addRow([company]).font = { bold: true, size: 12 };
  p1.addRow([`CREW DOCUMENT CHECKLIST`, '', '', '', `${c.form.reference} Rev. ${c.form.revisionLabel}`]).font = {
    bold: true,
  };
  // The screen's facts in the screen's order; a note (civil status) follows its value in brackets.
  for (const f of CHECKLIST_FACTS) {
    const v = f.value(c);
    p1.addRow([f.label, f.note ? `${v} (${f.note})` : v]).getCell(1).font = { bold: true };
  }
  p1.addRow([]);
  p1.addRow(['LEGAL DEPENDENTS', 'Sex', 'Relationship', 'Birthdate']).eachCell((cell) => (cell.fill = fill(GREY)));
  for (let i = 0; i < 7; i++) {
    const d = c.dependents[i];
    p1.addRow(d ? [d.name, d.sex, d.relationship, formatDate(d.birthdate)] : ['', '', '', '']);
  }
  p1.addRow([]);
  p1.addRow(['Document', 'Details', 'Submitted', 'Expiry', 'Initial Remarks', 'Final Remarks']).font = { bold: true };
  for (const line of c.documents) {
    if (isHeader(line))
      p1.addRow([line[0]]).eachCell(
        { includeEmpty: true },
        (cell) => ((cell.fill = fill(GREY)), (cell.font = { bold: true })),
      );
    else docRow(p1, line);
  }
  const p2 = wb.addWorksheet('Page 2');
  p2.columns = [{ width: 48 }, { width: 20 }, { width: 14 }, { width: 14 }, { width: 24 }, { width: 24 }];
  p2.addRow([`CERTIFICATES — ${c.fullName}`]).font = { bold: true };
  p2.addRow(['Certificate', 'Details', 'Submitted', 'Expiry', 'Initial Remarks', 'Final Remarks']).font = {
    bold: true,
  };
  // Both halves one after the other: a spreadsheet has room for one column of rows.
  for (const half of halves(c.certificates)) for (const r of half) docRow(p2, r);
  p2.addRow([]);
  p2.addRow(['RECOMMENDATION']).font = { bold: true };
  for (const s of c.recommendation.sections) p2.addRow([`${s.no}. ${s.label}`, s.text]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
