/**
 * Natural batching of concurrent single commands (issue 27, s45), the way PostgreSQL groups WAL flushes:
 * a command sent while the combiner's transaction is in flight waits, and every command that waited is sent
 * together, as one group, as soon as that transaction ends. No timer: a lone command goes at once, exactly
 * as it would without the combiner; only a command that would have queued for the database anyway waits
 * for the one before it, and it then shares the next transaction with the others that waited.
 */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface CombinerOptions<T, R> {
  /** The most commands one group takes; the others wait for the next. */
  maxGroup: number;
  /**
   * How many transactions may be in flight at once (default 1). With 2, a transaction that waits on a lock
   * held elsewhere (a long job's transaction holding a stream) leaves the other lane to everybody else's
   * commands, instead of stopping every write behind it; the commands still group whenever both are busy.
   */
  lanes?: number;
  /** A command sent alone: the caller gets its answer or its error. */
  alone: (item: T) => Promise<R>;
  /** Several commands together: an outcome per command, in order; a throw answers every one of them. */
  together: (items: T[]) => Promise<Array<Outcome<R>>>;
}

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class WriteCombiner<T, R> {
  private readonly queue: Array<Waiting<T, R>> = [];
  /** Its lanes in use: a transaction in flight, or one just ended, for the rest of this turn of the event loop. */
  private inFlight = 0;
  /** Commands sent alone, groups sent and the commands in them, commands that waited (the bench, the tests). */
  readonly stats = { alone: 0, groups: 0, grouped: 0, waited: 0 };

  constructor(private readonly options: CombinerOptions<T, R>) {}

  send(item: T): Promise<R> {
    if (this.inFlight < (this.options.lanes ?? 1)) {
      this.inFlight++;
      this.stats.alone++;
      return this.options.alone(item).finally(() => this.next(false));
    }
    this.stats.waited++;
    return new Promise<R>((resolve, reject) => this.queue.push({ item, resolve, reject }));
  }

  /**
   * A lane's transaction ended: the commands that waited go now, together, on that lane. With none waiting
   * after a transaction that carried waiting commands (`company`), the lane stays taken for the rest of this
   * turn of the event loop (setImmediate, no timer): the callers just answered send their next commands in it,
   * and those go as one group rather than one alone and the rest waiting for it. After a lone command nobody
   * waited for, the lane is free at once, so a lone sender's next command goes at once too.
   */
  private next(company: boolean, idle = false): void {
    const batch = this.queue.splice(0, this.options.maxGroup);
    if (batch.length > 0) void this.flush(batch).finally(() => this.next(true));
    else if (company && !idle) setImmediate(() => this.next(true, true));
    else this.inFlight--;
  }

  private async flush(batch: Array<Waiting<T, R>>): Promise<void> {
    if (batch.length === 1) {
      const [w] = batch as [Waiting<T, R>];
      this.stats.alone++;
      await this.options.alone(w.item).then(w.resolve, w.reject);
      return;
    }
    this.stats.groups++;
    this.stats.grouped += batch.length;
    let outcomes: Array<Outcome<R>>;
    try {
      outcomes = await this.options.together(batch.map((w) => w.item));
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    for (const [k, w] of batch.entries()) {
      const o = outcomes[k];
      if (!o) w.reject(new Error('the group gave this command no answer'));
      else if (o.ok) w.resolve(o.value);
      else w.reject(o.error);
    }
  }
}
