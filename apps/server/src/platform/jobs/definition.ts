import type { z } from 'zod';
import type { Services } from '../../services.js';

/** A job is defined once: name, payload schema, handler. Workers re-validate the payload. */
export interface JobDefinition<S extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  schema: S;
  handler: (payload: z.infer<S>, services: Services) => Promise<R>;
}

export function defineJob<S extends z.ZodType, R>(def: JobDefinition<S, R>): JobDefinition<S, R> {
  return def;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';
export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  result?: unknown;
  error?: string;
}
