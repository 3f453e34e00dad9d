import { NotFoundError } from '@crewing/domain';
import {
  IMPORT_KINDS,
  importCommitInput,
  importKind,
  importPreviewInput,
  importStatusInput,
  importStream,
  importTemplateInput,
  importUndoInput,
} from '@crewing/domain/import/index';
import { permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { saveFile } from '../platform/files/store.js';
import { runRequester } from '../platform/jobs/runs.js';
import { nextId } from '../shared/ids.js';
import { importFile, mayImport, mayImportKind, previewImport } from './preview.js';
import { importTemplate } from './template.js';
import { IMPORT_JOB, imports } from './commit.js';
import { pastImports } from './query.js';
import { IMPORT_UNDO_JOB, editedSinceImport, importedStreams } from './undo.js';

/**
 * Utilities › Import (issue 28): what may be imported, a template per kind, and the preview of an
 * uploaded sheet (uploaded through /files?kind=import). Administrators, DSS and the 'import' grant.
 */
export const importRouter = router({
  /** The kinds with their columns: the screen's choice and its column help. */
  kinds: permitted('import.manage').query(({ ctx }) =>
    Object.values(IMPORT_KINDS)
      .filter((k) => mayImportKind(ctx.session.actor, k))
      .map((k) => ({
        name: k.name,
        label: k.label,
        columns: k.columns.map((c) => ({ field: c.field, label: c.label, required: Boolean(c.required) })),
        /** Its rows may name scans in a zip uploaded beside the sheet. */
        scans: k.columns.some((c) => c.scan),
      })),
  ),

  /** A kind's xlsx template, stored as the user's report file: the browser downloads /files/{fileId}. */
  template: permitted('import.manage')
    .input(importTemplateInput)
    .mutation(async ({ ctx, input }) => {
      const kind = importKind(input.kind)!;
      mayImport(ctx.session.actor, kind);
      const file = await saveFile(ctx.services.db, {
        bytes: await importTemplate(ctx.services.db, kind),
        fileName: `import-${kind.name}-template.xlsx`,
        kind: 'report',
        uploadedBy: ctx.session.user.id,
      });
      return { fileId: file.id, fileName: file.fileName };
    }),

  /** Issue 28 §3: every row checked as its form's command would be, marked new/update/duplicate/error; nothing written. */
  preview: permitted('import.manage')
    .input(importPreviewInput)
    .mutation(({ ctx, input }) => {
      mayImport(ctx.session.actor, importKind(input.kind)!);
      return previewImport(ctx.services.db, ctx.session.user.id, input);
    }),

  /** Issue 28 §4: confirm; the import is started on its stream and committed by a job (progress through `status`). */
  commit: permitted('import.manage')
    .input(importCommitInput)
    .mutation(async ({ ctx, input }) => {
      const { db, clock } = ctx.services;
      mayImport(ctx.session.actor, importKind(input.kind)!);
      const file = await importFile(db, input.fileId, ctx.session.user.id);
      const sender = senderOf(ctx, input.commandId);
      const at = clock().toISOString();
      const data = { importId: await nextId(ctx.services, 'import'), kind: input.kind, fileId: file.id, at };
      const started = await imports.handle(
        ctx.services,
        data.importId,
        {
          type: 'StartImport',
          data: { ...data, fileName: file.file_name },
        },
        sender,
      );
      // A retried confirm answers the import it started (and its job, enqueued once for the same payload).
      const importId = importStream.numberOf(started.streamId)!;
      const jobId = await ctx.services.jobs.enqueue(IMPORT_JOB, {
        importId,
        kind: input.kind,
        fileId: file.id,
        fileName: file.file_name,
        ...(input.scansFileId ? { scansFileId: input.scansFileId } : {}),
        choices: input.choices,
        requestedBy: ctx.session.user.id,
        metadata: sender.metadata,
      });
      return { importId, jobId };
    }),

  /** The commit job's progress and, once done, its counts and result sheet: the requester's own. */
  status: permitted('import.manage')
    .input(importStatusInput)
    .query(async ({ ctx, input }) => {
      const status = await ctx.services.jobs.status(input.jobId);
      const mine = (await runRequester(ctx.services.db, input.jobId)) === ctx.session.user.id;
      if (!status || ![IMPORT_JOB, IMPORT_UNDO_JOB].includes(status.name) || !mine)
        throw new NotFoundError('No such import');
      return { state: status.state, progress: status.progress ?? 0, result: status.result ?? null };
    }),

  /**
   * Issue 28 §4: undo a whole import while nobody has edited its records since: the decider refuses,
   * naming the edited ones; else a job sends the compensating events (progress through `status`).
   */
  undo: permitted('import.manage')
    .input(importUndoInput)
    .mutation(async ({ ctx, input }) => {
      const { db, clock } = ctx.services;
      const sender = senderOf(ctx, input.commandId);
      const [streams, { edited, later }] = await Promise.all([
        importedStreams(db, input.importId),
        editedSinceImport(db, input.importId),
      ]);
      const data = { importId: input.importId, records: streams.count, edited, later, at: clock().toISOString() };
      await imports.handle(ctx.services, input.importId, { type: 'UndoImport', data }, sender);
      const past = await db
        .selectFrom('imports')
        .select('file_name')
        .where('id', '=', input.importId)
        .executeTakeFirst();
      const jobId = await ctx.services.jobs.enqueue(IMPORT_UNDO_JOB, {
        importId: input.importId,
        fileName: past?.file_name ?? '',
        requestedBy: ctx.session.user.id,
        metadata: sender.metadata,
      });
      return { importId: input.importId, jobId };
    }),

  /** The past imports with their counts (newest first). */
  list: permitted('import.manage').query(({ ctx }) => pastImports(ctx.services.db)),
});
