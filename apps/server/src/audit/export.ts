import { z } from 'zod';
import { formatInZone, recordId, todayIn } from '@crewing/domain';
import { historyLogFilter } from '@crewing/domain/audit/filters';
import { defineJob } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { letterhead } from '../company-profile/query.js';
import { tableHtml } from '../reports/render/html.js';
import { tableXlsx } from '../reports/render/xlsx.js';
import { listAuditLog } from './queries.js';

export const AUDIT_EXPORT_JOB = 'audit-log-export';
/** The most rows one file holds (a filter narrows a longer log). */
export const EXPORT_LIMIT = 20_000;
const PAGE = 1_000;

/**
 * A history log record type ('profile', 'pandi-checkup', 'crew-change'...). Every input is
 * upper-cased on the way in (002 §5 normaliser) and this field is not one it keeps: lower-case
 * it before the kebab-case check.
 */
const recordType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{0,40}$/, 'Unknown record type');

/** What the history log is filtered by (002 §7 crewID and documentType; issue 27 the rest), listed or exported. */
export const auditLogFilters = z
  .object({
    streamId: z.string().max(80).optional(),
    crewId: recordId.optional(),
    recordType: recordType.optional(),
  })
  .extend(historyLogFilter.shape);

const COLUMNS = [
  { label: 'Event #', type: 'number' as const, width: 10 },
  { label: 'Date', type: 'text' as const, width: 20 },
  { label: 'Record type', type: 'text' as const, width: 18 },
  { label: 'Record', type: 'text' as const, width: 22 },
  { label: 'Event', type: 'text' as const, width: 28 },
  { label: 'Summary', type: 'text' as const, width: 50 },
  { label: 'User', type: 'text' as const, width: 22 },
  { label: 'Device / Browser / OS', type: 'text' as const, width: 30 },
  { label: 'IP', type: 'text' as const, width: 16 },
];

/**
 * Issue 27: the filtered history log as xlsx or PDF, through the report pipeline (a run with its
 * progress in 'My reports', retries, the stored file readable by auditors).
 */
export const auditExportJob = defineJob({
  name: AUDIT_EXPORT_JOB,
  schema: z.object({ requestedBy: z.number().int(), format: z.enum(['pdf', 'xlsx']), filters: auditLogFilters }),
  title: (p) => `History log (${p.format.toUpperCase()})`,
  async handler(payload, job) {
    const now = job.clock();
    const rows: (string | number)[][] = [];
    // Keyset pages (each after the last position read), so the thousandth row costs what the first did;
    // the total for the progress is counted once, up to the export's limit.
    let before: string | undefined;
    let total = 0;
    while (rows.length < EXPORT_LIMIT) {
      const found = await listAuditLog(
        job.db,
        { ...payload.filters, page: 1, perPage: PAGE, before, countUpTo: before ? 0 : EXPORT_LIMIT },
        job.timeZone,
      );
      if (!before) total = found.total;
      for (const r of found.items)
        rows.push([
          Number(r.position),
          formatInZone(new Date(r.recordedAt), job.timeZone),
          r.recordType,
          r.streamId,
          r.eventType,
          r.summary,
          r.userName,
          [r.device, r.browser, r.os].filter(Boolean).join(' / '),
          r.ip,
        ]);
      await job.progress?.(Math.min(80, Math.round((80 * rows.length) / Math.max(1, Math.min(total, EXPORT_LIMIT)))));
      if (found.items.length < PAGE) break;
      before = found.items.at(-1)!.position;
    }
    const subtitle = [
      `${rows.length.toLocaleString('en-US')} events, newest first`,
      `Generated ${formatInZone(now, job.timeZone)}`,
    ];
    const company = await letterhead(job.db);
    const bytes =
      payload.format === 'pdf'
        ? await job.pdf.render(
            tableHtml({
              title: 'HISTORY LOG',
              subtitle,
              columns: COLUMNS,
              rows,
              landscape: true,
              compact: true,
              company,
            }),
            { landscape: true },
          )
        : await tableXlsx({ title: 'History Log', subtitle, columns: COLUMNS, rows, company });
    await job.progress?.(90);
    const file = await saveFile(job.db, {
      bytes,
      fileName: `history-log_${todayIn(now, job.timeZone)}.${payload.format}`,
      kind: 'report',
      uploadedBy: payload.requestedBy,
      readPermission: 'audit.read',
    });
    job.logger.info({ job: AUDIT_EXPORT_JOB, fileId: file.id, rows: rows.length }, 'history log exported');
    return { fileId: file.id, fileName: file.fileName, rows: rows.length };
  },
});
