import { crc32, deflateRawSync } from 'node:zlib';
import type { SheetColumn, TableSheet } from './xlsx.js';

/**
 * The sheet tableXlsx draws (letterhead, title, subtitle lines, a bold frozen header with an
 * autofilter, typed cells, column widths), written as the xlsx XML directly and zipped with the
 * native zlib: for sheets of hundreds of thousands of rows, as an import's result (issue 28 §5),
 * where exceljs's cell and style objects cost more than the import's own commit (a tenth of a
 * millisecond a row and about a kilobyte each, held until the end). Strings go to the shared
 * strings table, as exceljs writes them.
 */

const STYLE = { company: 1, title: 2, header: 3, date: 4, totals: 2 } as const;

const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd mmm yyyy"/></numFmts>' +
  '<fonts count="4"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="12"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FF1C3D6E"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="3" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (s: string) =>
  s.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A column's letters: 1 → A, 27 → AA. */
function columnName(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Writes rows of cells as sheet XML, collecting the shared strings. */
class SheetWriter {
  readonly strings = new Map<string, number>();
  readonly parts: string[] = [];
  private rowNo = 0;
  private buffered: string[] = [];

  get rowCount() {
    return this.rowNo;
  }

  private stringIndex(s: string): number {
    let i = this.strings.get(s);
    if (i === undefined) {
      i = this.strings.size;
      this.strings.set(s, i);
    }
    return i;
  }

  row(cells: ReadonlyArray<{ value: string | number | null | undefined; type: SheetColumn['type'] }>, style = 0) {
    const r = ++this.rowNo;
    const s = style ? ` s="${style}"` : '';
    let xml = `<row r="${r}"${style ? ` s="${style}" customFormat="1"` : ''}>`;
    cells.forEach(({ value, type }, i) => {
      if (value === null || value === undefined || value === '') return;
      const ref = `${columnName(i + 1)}${r}`;
      if (type === 'number' && (typeof value === 'number' || value.trim() !== '') && Number.isFinite(Number(value))) {
        xml += `<c r="${ref}"${s}><v>${Number(value)}</v></c>`;
      } else if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
        const serial =
          (Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10)) - EXCEL_EPOCH) / 864e5;
        xml += `<c r="${ref}" s="${style || STYLE.date}"><v>${serial}</v></c>`;
      } else {
        xml += `<c r="${ref}"${s} t="s"><v>${this.stringIndex(String(value))}</v></c>`;
      }
    });
    this.buffered.push(`${xml}</row>`);
    if (this.buffered.length >= 1000) this.flush();
  }

  flush() {
    if (this.buffered.length > 0) this.parts.push(this.buffered.join(''));
    this.buffered = [];
  }
}

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A zip of deflated entries (no zip64: an xlsx stays far under 4 GB). */
function zip(entries: ZipEntry[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  // 1 JAN 1980 00:00, the zip format's first day: the entries carry no meaningful time.
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = deflateRawSync(e.data, { level: 6 });
    const crc = crc32(e.data);
    // The fields the local header and the central directory share, from `at` on.
    const common = (b: Buffer, at: number) => {
      b.writeUInt16LE(0x0800, at); // UTF-8 names
      b.writeUInt16LE(8, at + 2); // deflated
      b.writeUInt16LE(dosTime, at + 4);
      b.writeUInt16LE(dosDate, at + 6);
      b.writeUInt32LE(crc, at + 8);
      b.writeUInt32LE(packed.length, at + 12);
      b.writeUInt32LE(e.data.length, at + 16);
      b.writeUInt16LE(name.length, at + 20);
      return b;
    };
    const local = common(Buffer.alloc(30), 6);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    const header = common(Buffer.alloc(46), 8);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, name, packed);
    central.push(header, name);
    offset += local.length + name.length + packed.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
}

/** tableXlsx's sheet for many rows (see the file's comment). */
export function plainTableXlsx(input: TableSheet): Buffer {
  const text = (value: string | null | undefined) => ({ value, type: 'text' as const });
  const sheet = new SheetWriter();
  sheet.row([text(input.company.name), text(input.company.licenceNo)], STYLE.company);
  sheet.row([text(input.title)], STYLE.title);
  for (const line of input.subtitle) sheet.row([text(line)]);
  sheet.row(
    input.columns.map((c) => text(c.label)),
    STYLE.header,
  );
  const headerRow = sheet.rowCount;
  for (const row of input.rows) sheet.row(row.map((value, i) => ({ value, type: input.columns[i]?.type ?? 'text' })));
  for (const t of input.totals ?? []) sheet.row([text(t)], STYLE.totals);
  sheet.flush();
  const last = columnName(Math.max(1, input.columns.length));
  const sheetName = escapeXml(input.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  const cols = input.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const sheetXml = Buffer.concat([
    Buffer.from(
      `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        `<dimension ref="A1:${last}${sheet.rowCount}"/><sheetViews><sheetView workbookViewId="0">` +
        `<pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/>` +
        '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
        (cols ? `<cols>${cols}</cols>` : '') +
        '<sheetData>',
    ),
    ...sheet.parts.map((p) => Buffer.from(p)),
    Buffer.from(
      `</sheetData><autoFilter ref="A${headerRow}:${last}${headerRow}"/>` +
        '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>',
    ),
  ]);
  const strings = [...sheet.strings.keys()].map((s) => {
    const t = escapeXml(s);
    return /^\s|\s$/.test(t) ? `<si><t xml:space="preserve">${t}</t></si>` : `<si><t>${t}</t></si>`;
  });
  const sharedXml =
    `${XML_HEAD}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
    `count="${strings.length}" uniqueCount="${strings.length}">${strings.join('')}</sst>`;
  const workbookXml =
    `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets><definedNames>` +
    `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${sheetName.replace(/'/g, "''")}'` +
    `!$A$${headerRow}:$${last}$${headerRow}</definedName></definedNames></workbook>`;
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.worksheet+xml"/>` +
          `<Override PartName="/xl/styles.xml" ContentType="${ct}.styles+xml"/>` +
          `<Override PartName="/xl/sharedStrings.xml" ContentType="${ct}.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `${XML_HEAD}<Relationships xmlns="${pkg}">` +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/workbook.xml', data: Buffer.from(workbookXml) },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `${XML_HEAD}<Relationships xmlns="${pkg}">` +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/>` +
          `<Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
    { name: 'xl/styles.xml', data: Buffer.from(STYLES_XML) },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(sharedXml) },
  ]);
}
