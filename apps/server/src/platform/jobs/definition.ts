import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Logger } from '../../shared/logger.js';
import type { PdfRenderer } from './pdf.js';
import type { CommandHandler } from '@crewing/events';
import type { Env } from '../../env.js';

/** What a job handler may use: a small context, not all services. */
export interface JobContext {
  db: Kysely<DB>;
  pdf: PdfRenderer;
  logger: Logger;
  clock: () => Date;
  timeZone: string;
  /** Jobs that decide (the daily expiry alerts) append through the one command handler, like users. */
  commands: CommandHandler;
  /** The mail settings (SMTP_URL unset: nothing is mailed); the services' own env, so a test may set it later. */
  mail?: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
  /**
   * Issue 12: how far the job is (0-100), shown live on the requester's screen and in 'My reports'.
   * Optional so a context built by hand (tests) still fits; the queue gives every run one.
   */
  progress?: (percent: number) => Promise<void>;
}

/** A job is defined once: name, payload schema, handler. Workers re-validate the payload. */
export interface JobDefinition<S extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  schema: S;
  handler: (payload: z.infer<S>, job: JobContext) => Promise<R>;
  /** Issue 12: the run's name in 'My reports' (default: the job's name). */
  title?: (payload: z.infer<S>) => string;
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
  /** 0-100 while it runs (issue 12). */
  progress?: number;
}
