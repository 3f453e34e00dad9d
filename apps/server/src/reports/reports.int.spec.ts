import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { DEPT, POS, todayIn } from '@crewing/domain';
import { previousMonth } from '@crewing/domain/reports/index';
import { createSeededTestServices } from '../testing/seeded-services.js';
import type { TestServices } from '../testing/test-services.js';
import { callerFor, makeUser } from '../testing/actors.js';
import { readFile } from '../platform/files/store.js';
import { listRuns } from '../platform/jobs/runs.js';
import { tableHtml } from './render/html.js';
import { tableXlsx } from './render/xlsx.js';

let services: TestServices;
let admin: number;
let dss: number;
let aib: number;
const out = mkdtempSync(join(tmpdir(), 'reports-'));

beforeAll(async () => {
  services = await createSeededTestServices({ redis: true, startWorkers: true });
  admin = (await makeUser(services, { userTypeId: 1, username: 'reports.admin' })).id;
  dss = (await makeUser(services, { departmentId: DEPT.dss, username: 'reports.dss' })).id;
  aib = (await makeUser(services, { departmentId: DEPT.bulk, positionIds: [POS.aib], username: 'reports.aib' })).id;
}, 240_000);
afterAll(() => services.dispose());

function pdfText(bytes: Buffer, name: string): string {
  const path = join(out, name);
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return e instanceof TRPCError ? e.code : String(e);
  }
}

describe('POEA Philippine Exit report', () => {
  it('renders the on-screen rows into poea_report.pdf through a worker, with the signatory and the total', async () => {
    const caller = await callerFor(services, dss);
    // The month with the most deployments of the demo (sign-ons and board embarkings up to today).
    const today = todayIn(services.clock(), services.env.TIME_ZONE);
    const filters = { ...previousMonth(today), signatoryId: 113 };
    const preview = await caller.reports.poea.preview({ report: 'poea-ph', filters });
    expect(preview.columns.map((c) => c.label)).toEqual([
      '#',
      'OEC Number',
      'Family Name',
      'First Name',
      'Middle Name',
      'Position',
      'Date of Deployment',
      'Location / Place of Departure',
    ]);
    expect(preview.rows.length).toBeGreaterThan(0);
    const { jobId } = await caller.reports.poea.generate({ report: 'poea-ph', filters, format: 'pdf' });
    const result = (await services.jobs.waitFor(jobId, 90_000)) as { fileId: string; fileName: string; rows: number };
    expect(result.fileName).toBe('poea_report.pdf');
    expect(result.rows).toBe(preview.total);
    const file = await readFile(services.db, result.fileId);
    expect(file?.mime_type).toBe('application/pdf');
    const text = pdfText(file!.content, 'poea.pdf');
    for (const row of preview.rows) expect(text).toContain(row[2]);
    expect(text).toContain(`Total deployed: ${preview.total}`);
    expect(text).toContain('PRESIDENT');
    expect(text).toMatch(/Page 1 of \d+/);
    // 'My reports' has the run, completed, with the file.
    const run = await caller.reports.run({ jobId });
    expect(run).toMatchObject({
      state: 'completed',
      progress: 100,
      fileId: result.fileId,
      fileName: 'poea_report.pdf',
      title: 'POEA Report (PH) (PDF)',
    });
    expect((await caller.reports.runs()).map((r) => r.id)).toContain(jobId);
  }, 120_000);

  it('the same request sent twice while the first runs renders once', async () => {
    const caller = await callerFor(services, admin);
    const filters = { dateFrom: '2026-01-01', dateTo: '2026-06-30', signatoryId: 183 };
    const [a, b] = await Promise.all([
      caller.reports.poea.generate({ report: 'poea-ph', filters, format: 'pdf' }),
      caller.reports.poea.generate({
        report: 'poea-ph',
        filters: { signatoryId: 183, dateTo: '2026-06-30', dateFrom: '2026-01-01' },
        format: 'pdf',
      }),
    ]);
    expect(b.jobId).toBe(a.jobId);
    await services.jobs.waitFor(a.jobId, 90_000);
    const runs = (await listRuns(services.db, admin)).filter((r) => r.name === 'report-poea-ph');
    expect(runs).toHaveLength(1);
    // Finished: the same request again is a new run.
    const again = await caller.reports.poea.generate({ report: 'poea-ph', filters, format: 'pdf' });
    expect(again.jobId).not.toBe(a.jobId);
    await services.jobs.waitFor(again.jobId, 90_000);
  }, 200_000);

  it('refuses bad date ranges before the queue, each message under its field (002 §5)', async () => {
    const caller = await callerFor(services, dss);
    const refused = async (filters: Record<string, string>) => {
      try {
        await caller.reports.poea.generate({ report: 'poea-ph', filters, format: 'pdf' });
        return null;
      } catch (e) {
        return (
          (e as TRPCError & { cause?: { fieldErrors?: unknown } }).cause &&
          ((e as { cause: { fieldErrors?: unknown } }).cause.fieldErrors ?? null)
        );
      }
    };
    expect(await refused({})).toEqual({
      dateFrom: ["Please Input date in 'Date From:'"],
      dateTo: ["Please Input date in 'Date To:'"],
    });
    expect(await refused({ dateFrom: '0999-01-01', dateTo: '2026-01-01' })).toEqual({
      dateFrom: ["Invalid 'Date From:'"],
    });
    expect(await refused({ dateFrom: '2026-03-01', dateTo: '2026-02-01' })).toEqual({
      dateFrom: ['Date From: should not be greater than Date To:'],
    });
    expect(await refused({ dateFrom: '2026-01-01', dateTo: '2999-01-01' })).toEqual({
      dateTo: ['Date To: should not be greater than today'],
    });
    const before = await listRuns(services.db, dss);
    expect(before.every((r) => r.state !== 'failed')).toBe(true);
  });

  it('is refused on the server to who may not run it', async () => {
    const caller = await callerFor(services, aib);
    const filters = { dateFrom: '2026-01-01', dateTo: '2026-01-31' };
    expect(await codeOf(caller.reports.poea.preview({ report: 'poea-ph', filters }))).toBe('FORBIDDEN');
    expect(await codeOf(caller.reports.poea.generate({ report: 'poea-ph', filters, format: 'pdf' }))).toBe('FORBIDDEN');
    // Another user's run is not found for him.
    const mine = (await listRuns(services.db, dss))[0]!;
    expect(await codeOf(caller.reports.run({ jobId: mine.id }))).toBe('NOT_FOUND');
  });
});

describe('crew reports', () => {
  it('the crew change report of a fleet as xlsx reads back with exceljs: its rows, dates as dates', async () => {
    const caller = await callerFor(services, admin);
    const today = todayIn(services.clock(), services.env.TIME_ZONE);
    const filters = { dateFrom: `${today.slice(0, 8)}01`, dateTo: today, fleetId: 1 };
    const preview = await caller.reports.crew.preview({ report: 'crew-change-report', filters });
    const { jobId } = await caller.reports.crew.generate({ report: 'crew-change-report', filters, format: 'xlsx' });
    const result = (await services.jobs.waitFor(jobId, 90_000)) as { fileId: string; fileName: string; rows: number };
    expect(result.fileName).toBe(`crew-change-report_from_${filters.dateFrom}_to_${filters.dateTo}.xlsx`);
    const file = await readFile(services.db, result.fileId);
    expect(file?.mime_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file!.content as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const headerRow = ws.views[0] && 'ySplit' in ws.views[0] ? (ws.views[0].ySplit ?? 0) : 0;
    expect(ws.getRow(headerRow).values).toEqual([undefined, ...preview.columns.map((c) => c.label)]);
    const data = [];
    for (let r = headerRow + 1; r <= headerRow + preview.total; r++) data.push(ws.getRow(r));
    expect(data.map((r) => r.getCell(1).value)).toEqual(preview.rows.map((_, i) => i + 1));
    expect(data.map((r) => r.getCell(2).value)).toEqual(preview.rows.map((r) => r[1]));
    const dates = data.map((r) => r.getCell(8).value).filter((v) => v !== null);
    expect(dates.every((v) => v instanceof Date)).toBe(true);
  }, 120_000);

  it('each group is refused on the server to who may not run it', async () => {
    const mgc = (await makeUser(services, { departmentId: DEPT.pcc, positionIds: [POS.mgc], username: 'reports.mgc' }))
      .id;
    const caller = await callerFor(services, mgc);
    expect(await codeOf(caller.reports.crew.preview({ report: 'onboard-list', filters: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(caller.reports.principal.preview({ report: 'crew-summary-per-principal', filters: {} }))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(caller.reports.rankStatistics.generate({ report: 'rank-statistics', filters: {}, format: 'pdf' })),
    ).toBe('FORBIDDEN');
    const aibCaller = await callerFor(services, aib);
    expect(await codeOf(aibCaller.reports.crew.preview({ report: 'onboard-list', filters: {} }))).toBe('OK');
    // A format the report does not offer, and a retention report without its rank, are refused under the field.
    expect(
      await codeOf(
        aibCaller.reports.crew.generate({
          report: 'crew-embarkation-list',
          filters: { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
          format: 'xlsx',
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        aibCaller.reports.crew.preview({
          report: 'crew-retention',
          filters: { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
        }),
      ),
    ).toBe('BAD_REQUEST');
  });
});

describe('templates', () => {
  it('escapes values: a name with markup prints as text', () => {
    const company = { name: 'A & B <MANNING>', shortName: 'AB', address: '', licenceNo: '', logo: null, officers: [] };
    const html = tableHtml({
      title: 'T',
      subtitle: ['<b>sub</b>'],
      columns: [{ label: 'Name' }],
      rows: [['<script>alert(1)</script> & "Co"']],
      company,
    });
    expect(html).toContain('A &amp; B &lt;MANNING&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('&lt;b&gt;sub&lt;/b&gt;');
  });

  it('an xlsx reads back with typed cells, the frozen header and dates as dates', async () => {
    const bytes = await tableXlsx({
      title: 'Deployment',
      subtitle: ['Period'],
      columns: [
        { label: 'Name', type: 'text', width: 20 },
        { label: 'Embark', type: 'date', width: 12 },
        { label: 'Days', type: 'number', width: 8 },
      ],
      rows: [['DELA CRUZ', '2026-10-05', 12]],
      totals: ['Total: 1'],
      company: { name: 'A MANNING AGENCY', licenceNo: 'DMW-1' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = ws.getRow(4);
    expect(header.getCell(1).value).toBe('Name');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    const row = ws.getRow(5);
    expect(row.getCell(1).value).toBe('DELA CRUZ');
    expect(row.getCell(2).value).toEqual(new Date('2026-10-05T00:00:00Z'));
    expect(row.getCell(3).value).toBe(12);
    expect(ws.getColumn(1).width).toBe(20);
  });
});
