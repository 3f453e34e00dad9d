import type { Change, EventStore } from '@crewing/events';
import { todayIn } from '@crewing/domain';
import type { JobContext } from './jobs/definition.js';

/**
 * A process manager (CONVENTIONS "Processes"): its intents are folded by an async projection of
 * its own (checkpoint committed with them, so a replay rebuilds them and re-sends nothing: each
 * step goes through the one command handler under a command id of its own, and the stream it
 * writes to records the step, which the fold reads back as done). `run` sends what is due and
 * answers how many steps it sent. It runs when its projection publishes `wakeTopic`, at start,
 * and when the calendar day turns (dated facts confirmed ahead).
 */
export interface ProcessDefinition {
  name: string;
  wakeTopic: string;
  /** Also woken each minute: a process that retries what failed (a mail server that was down). */
  everyMinute?: boolean;
  run(ctx: JobContext): Promise<number>;
}

export function defineProcess(def: ProcessDefinition): ProcessDefinition {
  return def;
}

/** Runs the processes of this server process: one run at a time each, again if woken meanwhile. */
export class ProcessRunner {
  private readonly running = new Map<string, Promise<number>>();
  private readonly again = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private day = '';
  private stopped = false;

  constructor(
    private readonly processes: readonly ProcessDefinition[],
    private readonly context: JobContext,
  ) {}

  /** Listens for the wake topics and the turn of the day (checked each minute). */
  start(store: EventStore): void {
    this.unsubscribe = store.onPublish((changes: Change[]) => {
      for (const p of this.processes) if (changes.some((c) => c.topic === p.wakeTopic)) void this.wake(p);
    });
    this.day = todayIn(this.context.clock(), this.context.timeZone);
    for (const p of this.processes) void this.wake(p);
    this.timer = setInterval(() => {
      const today = todayIn(this.context.clock(), this.context.timeZone);
      const turned = today !== this.day;
      this.day = today;
      for (const p of this.processes) if (turned || p.everyMinute) void this.wake(p);
    }, 60_000);
    this.timer.unref();
  }

  private wake(p: ProcessDefinition): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    const current = this.running.get(p.name);
    if (current) {
      this.again.add(p.name);
      return current;
    }
    const run = (async () => {
      let sent = 0;
      try {
        do {
          this.again.delete(p.name);
          sent += await p.run(this.context);
        } while (this.again.has(p.name) && !this.stopped);
      } catch (err) {
        this.context.logger.error({ err, process: p.name }, 'process run failed');
      } finally {
        this.running.delete(p.name);
      }
      return sent;
    })();
    this.running.set(p.name, run);
    return run;
  }

  /** Runs every process once now (tests, CLI, the seed) and answers how many steps they sent. */
  async runAll(): Promise<number> {
    let sent = 0;
    for (const p of this.processes) {
      await this.running.get(p.name);
      sent += await p.run(this.context);
    }
    return sent;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.running.values());
  }
}

/**
 * Folds every async projection and runs the processes until nothing more is due: what the seed,
 * the CLI and tests await after a confirmation (the step, then the read models it moves).
 */
export async function settle(
  services: { runner: { catchUp(timeoutMs?: number): Promise<void> }; processes: Pick<ProcessRunner, 'runAll'> },
  timeoutMs = 120_000,
): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await services.runner.catchUp(timeoutMs);
    if ((await services.processes.runAll()) === 0) return;
  }
  throw new Error('the processes kept sending steps after 20 rounds');
}
