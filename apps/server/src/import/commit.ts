import { z } from 'zod';
import { changesText, importDecider, importKind, importStream, type ImportCounts } from '@crewing/domain/import/index';
import { defineJob } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { streamCommands, type CommandMetadata } from '../platform/stream-commands.js';
import { plainTableXlsx } from '../reports/render/xlsx-plain.js';
import { letterhead } from '../company-profile/query.js';
import { checkImport } from './preview.js';
import { addRecordsAtOnce, commitRow, lanesOf, recordsAhead, type RowOutcome } from './rows.js';
import { commitLanesTogether } from './batch.js';
import { changesShown } from './changes.js';

export const IMPORT_JOB = 'import-commit';
/** Lanes (or groups of lanes) committed at once by one import job. */
const COMMIT_WRITERS = 4;
/**
 * Rows a group commit takes (whole lanes, so a bit more): one transaction and one append round trip for all of
 * them (bench/results/import-300-crews-s39.txt). 1 sends each row (a crew's new record rows) on its own.
 */
export const IMPORT_BATCH_ROWS = 100;
/** The import streams (`import-7`), sent through the one handler. */
export const imports = streamCommands(importDecider, importStream);

const payload = z.object({
  importId: z.number().int().positive(),
  kind: z.string(),
  fileId: z.uuid(),
  fileName: z.string(),
  scansFileId: z.uuid().optional(),
  choices: z.record(z.string(), z.enum(['SKIP', 'UPDATE'])),
  requestedBy: z.number().int(),
  /** The confirming request's metadata (user, device, browser, IP): every row's events carry it. */
  metadata: z.record(z.string(), z.unknown()),
  /** Rows a group commit takes (IMPORT_BATCH_ROWS when left out; 1: each row on its own, as before group commit). */
  batchSize: z.number().int().positive().optional(),
});

/**
 * Issue 28 §4: the confirmed import, run in the report pipeline with its progress: the sheet checked
 * again (the file may have moved on since the preview), each row committed on its own so a failed row
 * never blocks the others, a result xlsx of every row's outcome, and the import's counts.
 */
export const importCommitJob = defineJob({
  name: IMPORT_JOB,
  schema: payload,
  title: (p) => `Import of ${p.fileName}`,
  async handler(p, job) {
    const checked = await checkImport(job.db, p.requestedBy, p);
    const kind = importKind(p.kind)!;
    const outcomes: RowOutcome[] = new Array(checked.rows.length);
    const total = checked.rows.length;
    const ahead = kind.target === 'crew-record' ? await recordsAhead(job, kind, checked.rows) : null;
    const lanes = lanesOf(checked.rows, kind);
    let next = 0;
    let done = 0;
    let reported = 0;
    // A few lanes at a time: each writes its own stream (a row matching one above it is a duplicate, never sent),
    // so they never contend; the handler's transactions overlap their round trips.
    const base = {
      ...(p.metadata as unknown as CommandMetadata),
      importId: p.importId,
      importFile: p.fileName,
    };
    const counted = async (n: number) => {
      done += n;
      const percent = Math.floor((done * 100) / total);
      if (percent > reported) {
        reported = percent;
        await job.progress?.(percent);
      }
    };
    const ctx = { ...p, scans: checked.scans, ahead, created: new Map<number, number>() };
    const batchRows = p.batchSize ?? IMPORT_BATCH_ROWS;
    // Whole lanes a group, until it holds batchRows rows: a lane's stream is written by one group alone.
    const groups: number[][][] = [];
    for (const lane of lanes) {
      const last = groups.at(-1);
      if (batchRows > 1 && last && last.flat().length < batchRows) last.push(lane);
      else groups.push([lane]);
    }
    const worker = async () => {
      while (next < groups.length) {
        const group = groups[next++]!;
        if (batchRows > 1) {
          await commitLanesTogether(job, kind, checked.rows, group, base, ctx, outcomes);
          await counted(group.flat().length);
          continue;
        }
        const lane = group[0]!;
        // A crew's new record rows at once when there are several (none with a scan); else row by row.
        const together = lane.filter((i) => checked.rows[i]!.status === 'new' && !checked.rows[i]!.scans);
        const rowsTogether = together.map((i) => checked.rows[i]!);
        if (
          kind.target === 'crew-record' &&
          together.length > 1 &&
          (await addRecordsAtOnce(job, kind, rowsTogether, base, ctx))
        ) {
          for (const i of together) {
            const row = checked.rows[i]!;
            outcomes[i] = { rowNo: row.rowNo, crewId: row.crewId ?? null, outcome: 'CREATED', message: '' };
          }
          await counted(together.length);
        }
        for (const i of lane) {
          if (outcomes[i]) continue;
          const row = checked.rows[i]!;
          outcomes[i] = await commitRow(job, kind, row, { ...base, importRow: row.rowNo }, ctx);
          await counted(1);
        }
      }
    };
    await Promise.all(Array.from({ length: COMMIT_WRITERS }, worker));
    const counts: ImportCounts = { rows: total, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
    for (const o of outcomes) counts[o.outcome.toLowerCase() as Exclude<keyof ImportCounts, 'rows'>]++;
    // An updated row's message: the fields it changed, old -> new, as the preview listed them.
    const updated = checked.rows.filter((_, i) => outcomes[i]!.outcome === 'UPDATED');
    const changes = await changesShown(job.db, kind, updated);
    for (const [i, row] of checked.rows.entries())
      if (outcomes[i]!.outcome === 'UPDATED' && row.changes) outcomes[i]!.message = changesText(changes(row));
    const cellsOf = new Map(checked.rows.map((r) => [r.rowNo, r.cells]));
    // Written directly, not through exceljs: a result of 500,000 rows (issue 28 §5) costs seconds, not a minute.
    const bytes = plainTableXlsx({
      title: `Import ${p.importId}: ${kind.label}`,
      subtitle: [
        `${p.fileName}: ${counts.created} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ` +
          `${counts.failed} failed`,
      ],
      columns: [
        { label: 'Row', type: 'number', width: 8 },
        { label: 'Outcome', type: 'text', width: 12 },
        { label: 'Crew ID', type: 'number', width: 10 },
        { label: 'Message', type: 'text', width: 60 },
        ...kind.columns.map((c) => ({ label: c.label, type: 'text' as const, width: 16 })),
      ],
      rows: outcomes.map((o) => [
        o.rowNo,
        o.outcome,
        o.crewId,
        o.message,
        ...kind.columns.map((c) => cellsOf.get(o.rowNo)?.[c.field] ?? ''),
      ]),
      company: await letterhead(job.db),
    });
    const file = await saveFile(job.db, {
      bytes,
      fileName: `import-${p.importId}-result.xlsx`,
      kind: 'report',
      uploadedBy: p.requestedBy,
      readPermission: 'import.manage',
    });
    const at = job.clock().toISOString();
    const finish = { type: 'FinishImport' as const, data: { importId: p.importId, counts, resultFileId: file.id, at } };
    await imports.handle(job, p.importId, finish, {
      metadata: p.metadata as unknown as CommandMetadata,
      commandId: `import-${p.importId}-finish`,
    });
    job.logger.info({ job: IMPORT_JOB, importId: p.importId, ...counts }, 'import committed');
    return { importId: p.importId, requestedBy: p.requestedBy, counts, resultFileId: file.id };
  },
});
