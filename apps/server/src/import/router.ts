import { IMPORT_KINDS, importKind, importPreviewInput, importTemplateInput } from '@crewing/domain/import/index';
import { permitted, router } from '../platform/trpc/trpc.js';
import { saveFile } from '../platform/files/store.js';
import { previewImport } from './preview.js';
import { importTemplate } from './template.js';

/**
 * Utilities › Import (issue 28): what may be imported, a template per kind, and the preview of an
 * uploaded sheet (uploaded through /files?kind=import). Administrators, DSS and the 'import' grant.
 */
export const importRouter = router({
  /** The kinds with their columns: the screen's choice and its column help. */
  kinds: permitted('import.manage').query(() =>
    Object.values(IMPORT_KINDS).map((k) => ({
      name: k.name,
      label: k.label,
      columns: k.columns.map((c) => ({ field: c.field, label: c.label, required: Boolean(c.required) })),
    })),
  ),

  /** A kind's xlsx template, stored as the user's report file: the browser downloads /files/{fileId}. */
  template: permitted('import.manage')
    .input(importTemplateInput)
    .mutation(async ({ ctx, input }) => {
      const kind = importKind(input.kind)!;
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
    .mutation(({ ctx, input }) => previewImport(ctx.services.db, ctx.session.user.id, input)),
});
