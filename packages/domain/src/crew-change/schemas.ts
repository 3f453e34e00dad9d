import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';
import { disembarkingValues, embarkingValues } from './fields.js';

const id = z.number({ error: 'This field is required' }).int().positive();
const commandId = z.string().min(8).max(64).optional();
const side = z.enum(['embarking', 'disembarking']);
const nonEmpty = (v: Record<string, unknown>) => Object.keys(v).length > 0;

export const boardInput = z
  .object({
    fleetId: id.optional(),
    vesselId: id.optional(),
    /** Disembarking rows match the disembark date, embarking rows the embark date (001 §2.1). */
    filterDate: calendarDate.optional(),
    noBatch: z.boolean().optional(),
  })
  .refine((v) => v.fleetId !== undefined || v.vesselId !== undefined, { message: 'Choose a fleet or a vessel', path: ['fleetId'] });

export const planCrewChangeInput = z.object({
  vesselId: id,
  rankId: id,
  offSignerCrewId: id.nullable().optional(),
  relieverCrewIds: z.array(id).max(10).default([]),
  commandId,
});

export const crewChangeRef = z.object({ crewChangeId: id, commandId });
export const replacementInput = crewChangeRef.extend({ crewId: id });
export const relieverInput = crewChangeRef.extend({ crewId: id, primary: z.boolean().default(false) });

export const updateEmbarkingInput = crewChangeRef.extend({
  baseVersion: z.number().int().nonnegative().optional(),
  changes: embarkingValues.refine(nonEmpty, 'Change at least one field'),
});
export const updateDisembarkingInput = crewChangeRef.extend({
  baseVersion: z.number().int().nonnegative().optional(),
  changes: disembarkingValues.refine(nonEmpty, 'Change at least one field'),
});

/** Batch edits: only checked fields are sent; one command for all selected crew changes. */
export const batchEmbarkingInput = z.object({
  crewChangeIds: z.array(id).min(1, 'Select at least one crew'),
  changes: embarkingValues.refine(nonEmpty, 'Tick at least one field'),
  commandId,
});
export const batchDisembarkingInput = z.object({
  crewChangeIds: z.array(id).min(1, 'Select at least one crew'),
  changes: disembarkingValues.refine(nonEmpty, 'Tick at least one field'),
  commandId,
});

export const confirmDateInput = crewChangeRef.extend({ side, field: z.string().min(1) });

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
  crewChangeIds: z.array(id).min(1, 'Select at least one crew'),
  commandId,
});
export const updateDisembarkBatchInput = z.object({
  vesselId: id,
  batchId: id,
  crewChangeIds: z.array(id).min(1, 'Select at least one crew'),
  commandId,
});
