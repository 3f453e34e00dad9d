import { hostname } from 'node:os';
import { Queue, Worker, QueueEvents, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobContext, JobDefinition, JobStatus } from './definition.js';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, RunTracker } from './tracker.js';
import { OutageLog, type OutageLogger } from '../health/outage-log.js';
import { createRedisClient } from '../health/redis-client.js';

export const QUEUE_NAME = 'crewing-jobs';

export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  /**
   * Queues a job. A payload naming its `requestedBy` user opens a run ('My reports', issue 12);
   * the same request (user, job, payload) sent again while the first waits or runs answers the
   * first one's id and renders nothing more.
   */
  enqueue(name: string, payload: unknown, options?: { jobId?: string }): Promise<string>;
  /** Issue 12: keep runs in this database and push their changes (services.ts calls it once). */
  track(tracker: RunTracker): Promise<void>;
  /** Jobs by state in the queue (metrics, ops). */
  counts(): Promise<Record<string, number>>;
  /** The BullMQ queue (bull-board), absent in-process. */
  bullQueue?(): Queue;
  status(id: string): Promise<JobStatus | null>;
  /** Whether the queue's Redis answers a PING within timeoutMs ('unused' without Redis). */
  redisState(timeoutMs?: number): Promise<'up' | 'down' | 'unused'>;
  /** Resolves when the job ends (tests, CLI); rejects when it failed. */
  waitFor(id: string, timeoutMs?: number): Promise<unknown>;
  startWorkers(
    context: JobContext,
    concurrency?: number,
    options?: { lockMs?: number; stalledMs?: number },
  ): Promise<void>;
  /**
   * A job run every day at `hour` in `timeZone`, and once now: BullMQ's job scheduler (one
   * schedule however many processes ask for it), or a timer of this process without Redis.
   */
  daily(name: string, payload: unknown, options: { hour: number; timeZone: string }): Promise<void>;
  close(): Promise<void>;
}

function findJob(defs: readonly JobDefinition[], name: string): JobDefinition {
  const def = defs.find((d) => d.name === name);
  if (!def) throw new Error(`Unknown job ${name}`);
  return def;
}

/** Without REDIS_URL: jobs run in this process through the same handlers. */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly jobs = new Map<string, JobStatus & { done: Promise<unknown> }>();
  private context: JobContext | null = null;

  constructor(private readonly defs: readonly JobDefinition[]) {}

  private tracker: RunTracker | null = null;

  async track(tracker: RunTracker): Promise<void> {
    this.tracker = tracker;
  }

  async counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = { waiting: 0, active: 0, completed: 0, failed: 0 };
    for (const j of this.jobs.values()) out[j.state] = (out[j.state] ?? 0) + 1;
    return out;
  }

  async enqueue(name: string, payload: unknown, options: { jobId?: string } = {}): Promise<string> {
    const def = findJob(this.defs, name);
    const parsed = def.schema.parse(payload);
    let id = options.jobId ?? crypto.randomUUID();
    const existing = this.jobs.get(id);
    if (existing) return id;
    const run = await this.tracker?.open(def, parsed, id);
    if (run && !run.fresh) return run.id;
    if (run) id = run.id;
    const entry: JobStatus & { done: Promise<unknown> } = { id, name, state: 'waiting', done: Promise.resolve() };
    entry.done = (async () => {
      await Promise.resolve();
      if (!this.context) throw new Error('Workers are not started');
      // Retried with backoff as BullMQ does (JOB_ATTEMPTS, doubling from JOB_BACKOFF_MS).
      for (let attempt = 1; ; attempt++) {
        entry.state = 'active';
        entry.progress = 0;
        const final = attempt >= JOB_ATTEMPTS;
        try {
          const reportProgress = async (p: number) => void (entry.progress = p);
          const meta = { id, attempt, final, publishLocally: true, reportProgress };
          entry.result = this.tracker
            ? await this.tracker.attempt(def, parsed, this.context, meta)
            : await def.handler(def.schema.parse(parsed), this.context);
          entry.state = 'completed';
          entry.error = undefined;
          return entry.result;
        } catch (e) {
          entry.error = e instanceof Error ? e.message : String(e);
          if (final) {
            entry.state = 'failed';
            throw e;
          }
          entry.state = 'waiting';
          await new Promise((r) => setTimeout(r, JOB_BACKOFF_MS * 2 ** (attempt - 1)));
        }
      }
    })();
    entry.done.catch(() => undefined);
    this.jobs.set(id, entry);
    return id;
  }

  async status(id: string): Promise<JobStatus | null> {
    const j = this.jobs.get(id);
    if (!j) return null;
    const { done: _done, ...status } = j;
    return status;
  }

  async redisState(): Promise<'unused'> {
    return 'unused';
  }

  async waitFor(id: string): Promise<unknown> {
    const j = this.jobs.get(id);
    if (!j) throw new Error(`No job ${id}`);
    return j.done;
  }

  async startWorkers(context: JobContext): Promise<void> {
    this.context = context;
  }

  private readonly timers: NodeJS.Timeout[] = [];

  async daily(name: string, payload: unknown, options: { hour: number; timeZone: string }): Promise<void> {
    const run = () => void this.enqueue(name, payload).catch(() => undefined);
    run();
    // Checked hourly: the run of the day happens in the first check at or after the hour.
    let lastDay = '';
    const hourly = setInterval(() => {
      const now = new Date();
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: options.timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(now);
      const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
      const day = `${get('year')}-${get('month')}-${get('day')}`;
      if (Number(get('hour')) >= options.hour && day !== lastDay) {
        lastDay = day;
        run();
      }
    }, 3_600_000);
    hourly.unref();
    this.timers.push(hourly);
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    await Promise.allSettled([...this.jobs.values()].map((j) => j.done));
  }
}

/**
 * With REDIS_URL: BullMQ. Any number of worker processes (`npm run worker`) share the queue.
 * A Redis restart is survived: every connection has an error listener and reconnects forever.
 * Adding a job or asking its status fails at once while Redis is away (the HTTP request answers
 * 503 instead of waiting for the reconnect); workers and job waits wait and resume by themselves.
 */
export class BullQueue implements JobQueue {
  readonly kind = 'bullmq';
  /** Producer connection: no offline queue, so a command fails fast while Redis is away. */
  private readonly connection: Redis;
  private readonly queue: Queue;
  private events: QueueEvents | null = null;
  private workers: Worker[] = [];
  /** Connections this queue opened; BullMQ leaves a connection it was given open on close. */
  private readonly clients: Redis[] = [];
  private readonly outage: OutageLog;

  constructor(
    private readonly redisUrl: string,
    private readonly defs: readonly JobDefinition[],
    private readonly prefix = 'crewing',
    logger?: OutageLogger,
  ) {
    this.outage = new OutageLog(logger);
    this.connection = this.redis('jobs queue', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.queue = new Queue(QUEUE_NAME, { connection: this.connection, prefix });
    this.queue.on('error', (err) => this.outage.lost('redis (jobs queue)', err));
  }

  /** Blocking connections (worker, queue events) keep commands until Redis is back: BullMQ requires it. */
  private redis(name: string, options: { enableOfflineQueue?: boolean; maxRetriesPerRequest: number | null }): Redis {
    const client = createRedisClient(this.redisUrl, `redis (${name})`, this.outage, options);
    this.clients.push(client);
    return client;
  }

  async redisState(timeoutMs = 2000): Promise<'up' | 'down'> {
    if (this.connection.status !== 'ready') return 'down';
    const ping = this.connection.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
    return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
  }

  private tracker: RunTracker | null = null;

  /**
   * Runs are kept by the workers; this process hears the queue's events (whichever worker process
   * ran the job) and pushes each change to the requester's socket room.
   */
  async track(tracker: RunTracker): Promise<void> {
    this.tracker = tracker;
    const events = this.queueEvents();
    const push = ({ jobId }: { jobId: string }) => void tracker.publish(jobId).catch(() => undefined);
    const ended = ({ jobId }: { jobId: string }) => void tracker.publish(jobId, true).catch(() => undefined);
    events.on('active', push);
    events.on('progress', push);
    events.on('completed', ended);
    // 'failed' fires for every attempt; the run says whether it was the last (then it counts once).
    events.on('failed', push);
    events.on('retries-exhausted', ended);
  }

  bullQueue(): Queue {
    return this.queue;
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized');
  }

  async enqueue(name: string, payload: unknown, options: { jobId?: string } = {}): Promise<string> {
    const def = findJob(this.defs, name);
    const parsed = def.schema.parse(payload);
    let jobId = options.jobId;
    const run = await this.tracker?.open(def, parsed, jobId ?? crypto.randomUUID());
    if (run && !run.fresh) return run.id;
    if (run) jobId = run.id;
    try {
      const job = await this.queue.add(name, parsed, {
        jobId,
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
        removeOnComplete: { age: 86_400, count: 1000 },
        removeOnFail: { age: 7 * 86_400 },
      });
      return job.id!;
    } catch (e) {
      if (run) await this.tracker?.drop(run.id, 'The job could not be queued');
      throw e;
    }
  }

  async status(id: string): Promise<JobStatus | null> {
    const job = await this.queue.getJob(id);
    if (!job) return null;
    const state = await job.getState();
    const mapped = state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting';
    const progress = typeof job.progress === 'number' ? job.progress : undefined;
    return {
      id,
      name: job.name,
      state: mapped,
      result: job.returnvalue,
      error: job.failedReason || undefined,
      progress,
    };
  }

  private queueEvents(): QueueEvents {
    if (!this.events) {
      const connection = this.redis('job events', { maxRetriesPerRequest: null });
      this.events = new QueueEvents(QUEUE_NAME, { connection, prefix: this.prefix });
      this.events.on('error', (err) => this.outage.lost('redis (job events)', err));
      // Every waiter (a CLI, a test, the bench waiting on many jobs at once) adds a listener.
      this.events.setMaxListeners(0);
      this.queue.setMaxListeners(0);
    }
    return this.events;
  }

  async waitFor(id: string, timeoutMs = 60_000): Promise<unknown> {
    const events = this.queueEvents();
    await events.waitUntilReady();
    const job = await this.queue.getJob(id);
    if (!job) throw new Error(`No job ${id}`);
    return job.waitUntilFinished(events, timeoutMs);
  }

  async daily(name: string, payload: unknown, options: { hour: number; timeZone: string }): Promise<void> {
    const data = findJob(this.defs, name).schema.parse(payload);
    await this.queue.upsertJobScheduler(
      `daily-${name}`,
      { pattern: `0 ${options.hour} * * *`, tz: options.timeZone },
      { name, data },
    );
    await this.enqueue(name, payload);
  }

  /**
   * A worker of this process. A worker killed mid-job loses nothing: its lock lapses
   * (`lockMs`) and another worker's stalled check takes the job up again.
   */
  async startWorkers(
    context: JobContext,
    concurrency = 2,
    options: { lockMs?: number; stalledMs?: number } = {},
  ): Promise<void> {
    this.outage.use(context.logger);
    const tracker = this.tracker ?? new RunTracker(context.db, null);
    const worker = new Worker(
      QUEUE_NAME,
      async (job: Job) => {
        const def = findJob(this.defs, job.name);
        const attempt = job.attemptsMade + 1;
        const final = attempt >= (job.opts.attempts ?? 1);
        const reportProgress = (p: number) => job.updateProgress(p);
        return tracker.attempt(def, job.data, context, {
          id: job.id!,
          attempt,
          final,
          publishLocally: false,
          reportProgress,
        });
      },
      {
        connection: this.redis('jobs worker', { maxRetriesPerRequest: null }),
        prefix: this.prefix,
        // Kept on each job it takes (`processedBy`): which process of several ran it.
        name: `${hostname()}:${process.pid}`,
        concurrency,
        ...(options.lockMs ? { lockDuration: options.lockMs } : {}),
        ...(options.stalledMs ? { stalledInterval: options.stalledMs } : {}),
      },
    );
    // Without an 'error' listener BullMQ prints every failed reconnect to the console.
    worker.on('error', (err) => this.outage.lost('redis (jobs worker)', err));
    worker.on('failed', (job, err) =>
      context.logger.warn({ jobId: job?.id, job: job?.name, err: err.message }, 'job failed'),
    );
    await worker.waitUntilReady();
    this.workers.push(worker);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await this.events?.close();
    await this.queue.close();
    for (const c of this.clients) c.disconnect();
  }
}
