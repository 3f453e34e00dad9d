import { Queue, Worker, QueueEvents, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobContext, JobDefinition, JobStatus } from './definition.js';
import { OutageLog, type OutageLogger } from '../health/outage-log.js';
import { createRedisClient } from '../health/redis-client.js';

export const QUEUE_NAME = 'crewing-jobs';

export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue(name: string, payload: unknown, options?: { jobId?: string }): Promise<string>;
  status(id: string): Promise<JobStatus | null>;
  /** Whether the queue's Redis answers a PING within timeoutMs ('unused' without Redis). */
  redisState(timeoutMs?: number): Promise<'up' | 'down' | 'unused'>;
  /** Resolves when the job ends (tests, CLI); rejects when it failed. */
  waitFor(id: string, timeoutMs?: number): Promise<unknown>;
  startWorkers(context: JobContext, concurrency?: number): Promise<void>;
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

  async enqueue(name: string, payload: unknown, options: { jobId?: string } = {}): Promise<string> {
    const def = findJob(this.defs, name);
    const parsed = def.schema.parse(payload);
    const id = options.jobId ?? crypto.randomUUID();
    const existing = this.jobs.get(id);
    if (existing) return id;
    const entry: JobStatus & { done: Promise<unknown> } = { id, name, state: 'waiting', done: Promise.resolve() };
    entry.done = (async () => {
      await Promise.resolve();
      if (!this.context) throw new Error('Workers are not started');
      entry.state = 'active';
      try {
        entry.result = await def.handler(def.schema.parse(parsed), this.context);
        entry.state = 'completed';
        return entry.result;
      } catch (e) {
        entry.state = 'failed';
        entry.error = e instanceof Error ? e.message : String(e);
        throw e;
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
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
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

  async enqueue(name: string, payload: unknown, options: { jobId?: string } = {}): Promise<string> {
    const parsed = findJob(this.defs, name).schema.parse(payload);
    const job = await this.queue.add(name, parsed, {
      jobId: options.jobId,
      attempts: 3,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 86_400, count: 1000 },
      removeOnFail: { age: 7 * 86_400 },
    });
    return job.id!;
  }

  async status(id: string): Promise<JobStatus | null> {
    const job = await this.queue.getJob(id);
    if (!job) return null;
    const state = await job.getState();
    const mapped = state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting';
    return { id, name: job.name, state: mapped, result: job.returnvalue, error: job.failedReason || undefined };
  }

  async waitFor(id: string, timeoutMs = 60_000): Promise<unknown> {
    if (!this.events) {
      const connection = this.redis('job events', { maxRetriesPerRequest: null });
      this.events = new QueueEvents(QUEUE_NAME, { connection, prefix: this.prefix });
      this.events.on('error', (err) => this.outage.lost('redis (job events)', err));
    }
    await this.events.waitUntilReady();
    const job = await this.queue.getJob(id);
    if (!job) throw new Error(`No job ${id}`);
    return job.waitUntilFinished(this.events, timeoutMs);
  }

  async daily(name: string, payload: unknown, options: { hour: number; timeZone: string }): Promise<void> {
    const data = findJob(this.defs, name).schema.parse(payload);
    await this.queue.upsertJobScheduler(`daily-${name}`, { pattern: `0 ${options.hour} * * *`, tz: options.timeZone }, { name, data });
    await this.enqueue(name, payload);
  }

  async startWorkers(context: JobContext, concurrency = 2): Promise<void> {
    this.outage.use(context.logger);
    const worker = new Worker(
      QUEUE_NAME,
      async (job: Job) => {
        const def = findJob(this.defs, job.name);
        return def.handler(def.schema.parse(job.data), context);
      },
      {
        connection: this.redis('jobs worker', { maxRetriesPerRequest: null }),
        prefix: this.prefix,
        concurrency,
      },
    );
    // Without an 'error' listener BullMQ prints every failed reconnect to the console.
    worker.on('error', (err) => this.outage.lost('redis (jobs worker)', err));
    worker.on('failed', (job, err) => context.logger.warn({ jobId: job?.id, job: job?.name, err: err.message }, 'job failed'));
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
