import { z } from 'zod';

/** Ids are PostgreSQL int4: a larger one is a clear 400, never a failed query. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as every procedure takes it. */
export const recordId = z.number({ error: 'This field is required' }).int().positive().max(MAX_RECORD_ID, 'Unknown id');
/** A page number or a count: small, positive. */
export const pageNumber = z.number().int().positive().max(1_000_000);
