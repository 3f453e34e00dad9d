import { z } from 'zod';
import { IMPORT_KIND_NAMES } from './registry.js';
import { commandId, MAX_RECORD_ID } from '../shared/ids.js';

/** Codes travel upper-case through the 002 §5 normaliser ('CREWS'): the kind is matched in any case. */
const kind = z
  .string({ error: 'Choose what to import' })
  .transform((k) => k.toLowerCase())
  .refine((k) => IMPORT_KIND_NAMES.includes(k), { error: 'Choose what to import' });
const fileId = z.uuid({ error: 'Upload the sheet again' });
/** The zip of scans uploaded beside a documents / certificates / licenses / medicals sheet (issue 28 §1). */
const scansFileId = z.uuid({ error: 'Upload the zip of scans again' }).optional();
/** The user's choice per duplicate row, by the sheet's row number. */
const choices = z
  .record(z.string().regex(/^\d{1,7}$/), z.enum(['SKIP', 'UPDATE'], { error: 'Choose skip or update' }))
  .default({});

export const importTemplateInput = z.object({ kind });
export const importPreviewInput = z.object({
  kind,
  fileId,
  scansFileId,
  choices,
  /** How many of the rows without an error the table shows (every row with an error is shown). */
  firstRows: z.number().int().min(0).max(500).default(50),
});
export type ImportPreviewInput = z.input<typeof importPreviewInput>;

/** Confirm: the same sheet and choices the preview showed, committed in the background. */
export const importCommitInput = z.object({
  kind,
  fileId,
  scansFileId,
  choices,
  commandId,
});
export const importStatusInput = z.object({ jobId: z.string().min(1).max(100) });
/** Undo a past import as a whole (issue 28 §4). */
export const importUndoInput = z.object({
  importId: z
    .number({ error: 'Choose an import' })
    .int()
    .positive({ error: 'Choose an import' })
    .max(MAX_RECORD_ID, 'Unknown import'),
  commandId,
});
