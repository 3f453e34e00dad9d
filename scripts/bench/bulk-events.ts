import { sql } from 'kysely';
import type { AnyDb, EventMetadata } from '@crewing/events';
import type { Decider } from '@crewing/domain';

/** The events a new stream gets when its decider runs these commands one after another. */
export function decideAll<C extends { type: string }, E extends { type: string; data: unknown }, S>(
  decider: Decider<C, E, S>,
  commands: C[],
): E[] {
  let state = decider.initialState();
  const out: E[] = [];
  for (const c of commands) {
    const events = decider.decide(c, state);
    for (const e of events) state = decider.evolve(state, e);
    out.push(...events);
  }
  return out;
}

/**
 * Writes many events fast for benchmarks: the same rows the command handler writes (the events
 * come from the real deciders), in multi-row INSERTs instead of one transaction per command.
 * Read models are then built by replaying the projections, as `npm run replay` does.
 */
export class BulkEventWriter {
  private rows: unknown[][] = [];
  count = 0;

  /**
   * `metadata` may vary by stream (the audit bench filters by user, device, browser and IP);
   * `recordedAt(n)` dates the n-th event (the audit bench's date ranges), else the database's now().
   */
  constructor(
    private readonly db: AnyDb,
    private readonly metadata: EventMetadata | ((streamId: string) => EventMetadata),
    private readonly recordedAt?: (n: number) => Date,
  ) {}

  async add(streamId: string, streamType: string, version: number, type: string, data: unknown): Promise<void> {
    const metadata = typeof this.metadata === 'function' ? this.metadata(streamId) : this.metadata;
    this.rows.push([
      streamId,
      streamType,
      version,
      crypto.randomUUID(),
      type,
      JSON.stringify(data),
      JSON.stringify(metadata),
      (this.recordedAt?.(this.count) ?? new Date()).toISOString(),
    ]);
    this.count++;
    if (this.rows.length >= 2000) await this.flush();
  }

  async stream(streamId: string, streamType: string, events: Array<{ type: string; data: unknown }>): Promise<void> {
    for (const [i, e] of events.entries()) await this.add(streamId, streamType, i + 1, e.type, e.data);
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    // schema_version 1 is current for every bench event type except UserCreated (not written here).
    await sql`insert into events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata, recorded_at)
              values ${sql.join(rows.map((r) => sql`(${r[0]}, ${r[1]}, ${r[2]}, ${r[3]}, ${r[4]}, ${r[5]}::jsonb, ${r[6]}::jsonb, ${r[7]}::timestamptz)`))}`.execute(
      this.db,
    );
  }
}
