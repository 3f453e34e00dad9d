import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobContext, JobDefinition } from './definition.js';
import { jobMetrics } from './metrics.js';
import {
  dropRun,
  markActive,
  markCompleted,
  markFailed,
  markProgress,
  openRun,
  readRun,
  requesterOf,
  type RunPublisher,
} from './runs.js';

/** How many times a job is tried, and the first wait before a retry (doubled each time). */
export const JOB_ATTEMPTS = 3;
export const JOB_BACKOFF_MS = 1000;

/**
 * The runs side of a queue (issue 12): opens a run for every request that names its user
 * (deduplicated), keeps its state and progress while a worker runs it, and pushes each change to
 * the requester. Both queues use it, so BullMQ and in-process jobs behave alike.
 */
export class RunTracker {
  constructor(
    readonly db: Kysely<DB>,
    private readonly publisher: RunPublisher | null,
  ) {}

  /** A tracked request: the id to queue under, or the running one's id (`fresh` false). */
  async open(def: JobDefinition, payload: unknown, id: string): Promise<{ id: string; fresh: boolean } | null> {
    const requestedBy = requesterOf(payload);
    if (requestedBy === null) return null;
    // Without a title of its own: the job's name as words ('crew-biodata' -> 'Crew biodata').
    const words = def.name.replace(/-/g, ' ');
    const title = def.title ? def.title(payload) : words.charAt(0).toUpperCase() + words.slice(1);
    return openRun(this.db, { id, name: def.name, title, requestedBy, payload });
  }

  async drop(id: string, error: string): Promise<void> {
    await dropRun(this.db, id, error);
  }

  /**
   * Tells the requester (socket push) what the run is now; the web reads the row again. `ended`:
   * the queue's completed/failed event, counted once in the run durations.
   */
  async publish(id: string, ended = false): Promise<void> {
    if (!this.publisher) return;
    const run = await readRun(this.db, id);
    if (!run) return;
    this.publisher(run.requestedBy, { kind: 'job-run', id, state: run.state, progress: run.progress });
    if (ended && (run.state === 'completed' || run.state === 'failed')) jobMetrics.observeRun(run);
  }

  /**
   * Runs one attempt of a job with its run kept up to date. `publishLocally`: the in-process queue
   * pushes from here; with BullMQ the server hears the queue's events instead (any worker process).
   */
  async attempt<R>(
    def: JobDefinition,
    data: unknown,
    context: JobContext,
    meta: {
      id: string;
      attempt: number;
      final: boolean;
      publishLocally: boolean;
      reportProgress?: (p: number) => Promise<void>;
    },
  ): Promise<R> {
    const tracked = requesterOf(data) !== null;
    const push = async (ended = false) => {
      if (tracked && meta.publishLocally) await this.publish(meta.id, ended);
    };
    if (tracked) await markActive(this.db, meta.id, meta.attempt);
    await push();
    const progress = async (percent: number) => {
      if (tracked) await markProgress(this.db, meta.id, percent);
      await meta.reportProgress?.(percent);
      await push();
    };
    const started = performance.now();
    try {
      const result = (await def.handler(def.schema.parse(data), { ...context, progress })) as R;
      jobMetrics.finished(def.name, 'completed', (performance.now() - started) / 1000);
      if (tracked) await markCompleted(this.db, meta.id, result);
      await push(true);
      return result;
    } catch (e) {
      jobMetrics.finished(def.name, meta.final ? 'failed' : 'retried', (performance.now() - started) / 1000);
      const reason = e instanceof Error ? e.message : String(e);
      if (tracked) await markFailed(this.db, meta.id, reason, meta.final);
      await push(meta.final);
      throw e;
    }
  }
}
