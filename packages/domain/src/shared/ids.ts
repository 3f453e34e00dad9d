import { z } from 'zod';

/** Ids are PostgreSQL int4: a larger one is a clear 400, never a failed query. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as every procedure takes it. */
export const recordId = z.number({ error: 'This field is required' }).int().positive().max(MAX_RECORD_ID, 'Unknown id');
/** A page number or a count: small, positive. */
export const pageNumber = z.number().int().positive().max(1_000_000);
/**
 * The id a client gives a command, so that a retry of the same submit is recognised (8 to 64
 * characters); without one the server makes one (platform/stream-commands.ts). Every procedure that
 * sends a command takes it under this name.
 */
export const commandId = z.string().min(8).max(64).optional();
/** The same as an object, for a procedure whose input is another schema joined with it (`.and(withCommandId)`). */
export const withCommandId = z.object({ commandId });
