import type { Kysely } from 'kysely';
import {
  CommandHandler,
  EventStore,
  ProjectionRunner,
  EVENTS_CHANNEL,
  UpcasterRegistry,
  type HandlerOptions,
  type Projection,
} from '@crewing/events';
import type { Env } from '../env.js';
import { createDatabase, migrateToLatest, type Database } from './db/create-db.js';
import type { DB } from './db/schema.js';
import { upcasters } from './upcasters.js';
import { createLogger, type Logger } from '../shared/logger.js';
import { BullQueue, InProcessQueue, type JobQueue } from './jobs/queue.js';
import type { JobContext, JobDefinition } from './jobs/definition.js';
import { PdfRenderer } from './jobs/pdf.js';
import { RunTracker } from './jobs/tracker.js';
import { todayIn, topics } from '@crewing/domain';
import { ProcessRunner, type ProcessDefinition } from './process.js';

export interface Services {
  env: Env;
  logger: Logger;
  database: Database;
  db: Kysely<DB>;
  store: EventStore;
  commands: CommandHandler;
  runner: ProjectionRunner;
  /** Process managers (the crew lifecycle): they send commands when facts fall due. */
  processes: ProcessRunner;
  jobs: JobQueue;
  pdf: PdfRenderer;
  /** Time comes in from here so tests can pin it; the domain never reads the clock. */
  clock: () => Date;
  close(): Promise<void>;
}

/** What the areas bring (features.ts): the services know nothing of any area. */
export interface Registry {
  projections: readonly Projection[];
  jobs: readonly JobDefinition[];
  processes?: readonly ProcessDefinition[];
}

export interface ServiceOptions {
  migrate?: boolean;
  startRunner?: boolean;
  startWorkers?: boolean;
  clock?: () => Date;
  /** BullMQ key prefix: tests isolate themselves with their own. */
  queuePrefix?: string;
  upcasters?: UpcasterRegistry;
  /**
   * How long a new database connection may take. A server answers 503 within the 5 s default when
   * PostgreSQL is away; the batch commands (seed, replay, bench) wait longer, since on a loaded machine
   * a connection can take more than 5 s while PostgreSQL is busy with their own work (issue 32).
   */
  connectTimeoutMs?: number;
}

/**
 * The command handler's group commit (issue 27, s45): up to COMMAND_GROUP_MAX concurrent commands a transaction,
 * on two lanes, so a command stuck on a lock held elsewhere (a job's long transaction) never stops every other write.
 */
/** Today in the agency's time zone, by the services' clock. */
export const todayOf = (s: Pick<Services, 'clock' | 'env'>) => todayIn(s.clock(), s.env.TIME_ZONE);

export const commandHandlerOptions = (env: Env): HandlerOptions => ({ combine: env.COMMAND_GROUP_MAX, lanes: 2 });

export async function buildServices(env: Env, registry: Registry, options: ServiceOptions = {}): Promise<Services> {
  const inlineProjections = registry.projections.filter((p) => p.mode === 'inline');
  const asyncProjections = registry.projections.filter((p) => p.mode === 'async');
  const logger = createLogger(env.LOG_LEVEL);
  const database = await createDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
    onIdleError: (err) => logger.warn({ err: err.message }, 'idle database connection lost'),
  });
  const db = database.db;
  if (options.migrate ?? true) await migrateToLatest(db);
  const store = new EventStore(db, { upcasters: options.upcasters ?? upcasters, inlineProjections });
  const runner = new ProjectionRunner(store, asyncProjections, {
    listen: (onNotify) => database.listen(EVENTS_CHANNEL, onNotify),
    onError: (projection, err) => logger.error({ projection, err }, 'projection failed'),
  });
  const jobs: JobQueue = env.REDIS_URL
    ? new BullQueue(env.REDIS_URL, registry.jobs, options.queuePrefix ?? env.QUEUE_PREFIX, logger)
    : new InProcessQueue(registry.jobs);
  // Issue 12: requested jobs are runs ('My reports'); each change is pushed to its requester.
  await jobs.track(
    new RunTracker(db, (userId, change) => store.publish([{ topic: topics.user(userId), payload: change }])),
  );
  const pdf = new PdfRenderer(env.CHROMIUM_PATH);
  const clock = options.clock ?? (() => new Date());
  const commands = new CommandHandler(store, env.TIME_ZONE, commandHandlerOptions(env));
  const processes = new ProcessRunner(registry.processes ?? [], {
    db,
    pdf,
    logger,
    clock,
    timeZone: env.TIME_ZONE,
    commands,
    mail: env,
  });
  const services: Services = {
    env,
    logger,
    database,
    db,
    store,
    commands,
    runner,
    processes,
    jobs,
    pdf,
    clock,
    async close() {
      await processes.stop();
      await runner.stop();
      await jobs.close();
      await pdf.close();
      await database.close();
    },
  };
  if (options.startRunner ?? true) await startProjections(services);
  if ((options.startWorkers ?? env.RUN_WORKERS === '1') || !env.REDIS_URL)
    await jobs.startWorkers(jobContextOf(services), undefined, {
      lockMs: env.JOB_LOCK_SECONDS * 1000,
      stalledMs: env.JOB_LOCK_SECONDS * 1000,
    });
  return services;
}

/** Starts the projection runner and the processes: processes run where the projections run (a fold wakes them). */
export async function startProjections(s: Pick<Services, 'runner' | 'processes' | 'store'>): Promise<void> {
  await s.runner.start();
  s.processes.start(s.store);
}

/** The small context a job handler gets (not all services). */
export function jobContextOf(s: Services): JobContext {
  return {
    db: s.db,
    pdf: s.pdf,
    logger: s.logger,
    clock: s.clock,
    timeZone: s.env.TIME_ZONE,
    commands: s.commands,
    mail: s.env,
  };
}
