import { z } from 'zod';
import type { Kysely } from 'kysely';
import { formatDate, formatInZone, todayIn } from '@crewing/domain';
import {
  reportFilters,
  reportSpec,
  type ReportFilters,
  type ReportFormat,
  type ReportKey,
} from '@crewing/domain/reports/index';
import type { DB } from '../platform/db/schema.js';
import { defineJob, type JobDefinition } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { tableHtml, type TableDoc } from './render/html.js';
import { tableXlsx, type CellType } from './render/xlsx.js';
import { letterhead } from '../company-profile/query.js';

export type Cell = string | number | null;
export interface ReportColumn {
  key: string;
  label: string;
  type?: CellType;
  /** Character width in the xlsx; the PDF sizes itself. */
  width?: number;
  align?: 'right' | 'center';
}

export interface ReportData {
  rows: Record<string, Cell>[];
  subtitle?: string[];
  totals?: string[];
  signatures?: TableDoc['signatures'];
  /** A file name that needs the data (the retention report names its rank). */
  fileName?: string;
}

export interface ReportQueryContext {
  today: string;
  now: Date;
  timeZone: string;
}

/** A report of the route table: its columns, its data and its file name (002 §9). */
export interface ReportDefinition {
  key: ReportKey;
  columns: ReportColumn[];
  landscape?: boolean;
  /** Many columns: a smaller type in the PDF. */
  compact?: boolean;
  query(db: Kysely<DB>, filters: ReportFilters, ctx: ReportQueryContext): Promise<ReportData>;
  fileName(filters: ReportFilters, today: string, format: ReportFormat): string;
}

export const reportPayload = z.object({
  requestedBy: z.number().int(),
  filters: reportFilters,
  format: z.enum(['pdf', 'xlsx']),
});
export const jobNameOf = (key: ReportKey) => `report-${key}`;

/** A row's cells as the screen and the PDF show them: dates DD MMM YYYY, numbers with separators. */
export function displayRow(columns: ReportColumn[], row: Record<string, Cell>): string[] {
  return columns.map((c) => {
    const v = row[c.key];
    if (v === null || v === undefined) return '';
    if (c.type === 'date') return formatDate(String(v));
    if (c.type === 'number' && typeof v === 'number') return v.toLocaleString('en-US');
    return String(v);
  });
}

export function periodLine(f: ReportFilters): string {
  return `Period: ${formatDate(f.dateFrom)} to ${formatDate(f.dateTo)}`;
}

/**
 * The job of one report (issue 12: one job definition per report, in its area's folder): reads
 * the data, renders the PDF in the worker's Chromium (landscape for wide tables) or the xlsx with
 * exceljs, stores it as a report its requester and whoever may run the report download.
 */
export function reportJob(
  def: ReportDefinition,
): JobDefinition<typeof reportPayload, { fileId: string; fileName: string; rows: number }> {
  const spec = reportSpec(def.key);
  return defineJob({
    name: jobNameOf(def.key),
    schema: reportPayload,
    title: (p) => `${spec.title} (${p.format.toUpperCase()})`,
    async handler(payload, job) {
      const now = job.clock();
      const today = todayIn(now, job.timeZone);
      await job.progress?.(10);
      const data = await def.query(job.db, payload.filters, { today, now, timeZone: job.timeZone });
      await job.progress?.(40);
      const subtitle = [...(data.subtitle ?? []), `Generated ${formatInZone(now, job.timeZone)}`];
      const company = await letterhead(job.db);
      let bytes: Buffer;
      if (payload.format === 'pdf') {
        const html = tableHtml({
          title: spec.title.toUpperCase(),
          subtitle,
          columns: def.columns.map((c) => ({
            label: c.label,
            align: c.align,
            nowrap: c.type === 'date' || c.type === 'number',
          })),
          rows: data.rows.map((r) => displayRow(def.columns, r)),
          totals: data.totals,
          signatures: data.signatures,
          landscape: def.landscape,
          compact: def.compact,
          company,
        });
        await job.progress?.(55);
        bytes = await job.pdf.render(html, { landscape: def.landscape ?? false });
      } else {
        const columns = def.columns.map((c) => ({
          label: c.label,
          type: c.type ?? 'text',
          width: c.width ?? Math.max(10, c.label.length + 2),
        }));
        bytes = await tableXlsx({
          title: spec.title,
          subtitle,
          columns,
          rows: data.rows.map((r) => def.columns.map((c) => r[c.key] ?? null)),
          totals: data.totals,
          company,
        });
      }
      await job.progress?.(90);
      const file = await saveFile(job.db, {
        bytes,
        fileName: data.fileName ?? def.fileName(payload.filters, today, payload.format),
        kind: 'report',
        uploadedBy: payload.requestedBy,
        readPermission: spec.permission,
      });
      job.logger.info(
        { job: jobNameOf(def.key), fileId: file.id, rows: data.rows.length, format: payload.format },
        'report rendered',
      );
      return { fileId: file.id, fileName: file.fileName, rows: data.rows.length };
    },
  });
}
