import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';
import { disembarkingValues, embarkingValues } from './fields.js';
import { commandId, MAX_RECORD_ID, recordId } from '../shared/ids.js';

/** Ids are int4 in PostgreSQL: a larger one is a clear 400, never a failed query (a 500). */
const id = recordId;
const version = z.number().int().nonnegative().max(MAX_RECORD_ID);
/** A batch covers one board's selection: far fewer than this. */
const MAX_SELECTED = 500;
const selected = z
  .array(id)
  .min(1, 'Select at least one crew')
  .max(MAX_SELECTED, `Select at most ${MAX_SELECTED} crews`);
const side = z.enum(['embarking', 'disembarking']);
const nonEmpty = (v: Record<string, unknown>) => Object.keys(v).length > 0;

export const boardInput = z
  .object({
    fleetId: id.optional(),
    vesselId: id.optional(),
    /** Disembarking rows match the disembark date, embarking rows the embark date (001 §2.1). */
    filterDate: calendarDate.optional(),
    noBatch: z.boolean().optional(),
    /** '--- Select All Vessel ---' (001 §2.1): every vessel of every fleet the user sees. */
    allVessels: z.literal(true).optional(),
  })
  .refine((v) => v.fleetId !== undefined || v.vesselId !== undefined || v.allVessels === true, {
    message: 'Choose a fleet or a vessel',
    path: ['fleetId'],
  });

export const planCrewChangeInput = z.object({
  vesselId: id,
  rankId: id,
  offSignerCrewId: id.nullable().optional(),
  relieverCrewIds: z.array(id).max(10, 'At most 10 relievers').default([]),
  commandId,
});

export const crewChangeRef = z.object({ crewChangeId: id, commandId });
export const replacementInput = crewChangeRef.extend({ crewId: id });
export const relieverInput = crewChangeRef.extend({ crewId: id, primary: z.boolean().default(false) });

export const updateEmbarkingInput = crewChangeRef.extend({
  baseVersion: version.optional(),
  changes: embarkingValues.refine(nonEmpty, 'Change at least one field'),
});
export const updateDisembarkingInput = crewChangeRef.extend({
  baseVersion: version.optional(),
  changes: disembarkingValues.refine(nonEmpty, 'Change at least one field'),
});

/** Batch edits: only checked fields are sent; one command for all selected crew changes. */
export const batchEmbarkingInput = z.object({
  crewChangeIds: selected,
  changes: embarkingValues.refine(nonEmpty, 'Tick at least one field'),
  commandId,
});
export const batchDisembarkingInput = z.object({
  crewChangeIds: selected,
  changes: disembarkingValues.refine(nonEmpty, 'Tick at least one field'),
  commandId,
});

export const confirmDateInput = crewChangeRef.extend({ side, field: z.string().min(1).max(40) });

export const fieldRef = z.object({ crewChangeId: id, side, field: z.string().min(1).max(40) });
export const addCommentInput = fieldRef.extend({
  comment: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(2000),
  fileId: z.uuid().optional(),
  commandId,
});
export const editCommentInput = z.object({
  crewChangeId: id,
  commentId: z.uuid(),
  comment: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(2000),
  commandId,
});
export const deleteCommentInput = z.object({ crewChangeId: id, commentId: z.uuid(), commandId });

export const addDisembarkBatchInput = z.object({
  vesselId: id,
  crewChangeIds: selected,
  commandId,
});
export const updateDisembarkBatchInput = z.object({
  vesselId: id,
  batchId: id,
  crewChangeIds: selected,
  commandId,
});

/** Issue 11: a user's column layout of one board (which board: variant and tab). */
export const BOARD_LAYOUT_KEYS = [
  'fleet-embarking',
  'fleet-disembarking',
  'vessel-embarking',
  'vessel-disembarking',
] as const;
const boardKey = z.enum(BOARD_LAYOUT_KEYS);
export const boardLayoutRef = z.object({ board: boardKey });
export const boardColumnState = z.object({
  colId: z.string().min(1).max(40),
  width: z.number().int().min(20).max(2000).optional(),
  hide: z.boolean().optional(),
  pinned: z.enum(['left', 'right']).nullable().optional(),
});
export type BoardColumnState = z.infer<typeof boardColumnState>;
/** The columns in their order; an empty list resets the board to its default layout. */
export const saveBoardLayoutInput = z.object({ board: boardKey, columns: z.array(boardColumnState).max(40) });
