import { ConflictError, type Decider, type FieldConflict } from '@crewing/domain';
import type { EventMetadata } from './schema.js';
import { isUniqueViolation, type AnyTrx, type EventStore } from './store.js';
import { WrongExpectedVersionError, type StoredEvent } from './types.js';
import type { Change } from './projection.js';

export interface CommandResult {
  streamId: string;
  /** Stream version after the command. */
  version: number;
  eventIds: string[];
  positions: string[];
  /** True when this command id had been handled before and the first result is returned. */
  duplicate: boolean;
}

export interface HandleOptions<C> {
  streamId: string;
  command: C;
  commandId: string;
  metadata: Omit<EventMetadata, 'commandId'>;
  /** The stream version the user's form was loaded at; same-field changes since then are refused. */
  baseVersion?: number | undefined;
  /** Extra writes that must commit with the events (e.g. a password hash kept out of the log). */
  beforeCommit?: (trx: AnyTrx) => Promise<void>;
}

const MAX_ATTEMPTS = 8;

// A decider of any stream type, as the batch path mixes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Decider<any, any, any>;

export interface BatchItem {
  decider: AnyDecider;
  streamId: string;
  command: { type: string };
  baseVersion?: number | undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function formatAt(d: Date): string {
  return d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

/**
 * The one command handler: load, decide, append with the expected version, inline projections
 * in the same transaction. A command id is handled once. A concurrent append retries against
 * the new state unless it changed a field this command writes; then the user gets
 * "changed by NAME at TIME, now VALUE". Nothing is silently overwritten.
 */
export class CommandHandler {
  constructor(private readonly store: EventStore) {}

  async handle<C extends { type: string }, E extends { type: string; data: unknown }, S>(
    decider: Decider<C, E, S>,
    options: HandleOptions<C>,
  ): Promise<CommandResult> {
    const [result] = await this.run(
      [{ decider: decider as unknown as AnyDecider, streamId: options.streamId, command: options.command, baseVersion: options.baseVersion }],
      options,
    );
    return result!;
  }

  /**
   * One command over several streams, all or nothing (a batch edit of many crew changes): every
   * stream is decided and appended in one transaction, or none is. One command id for the whole.
   */
  async handleMany(items: BatchItem[], options: Omit<HandleOptions<never>, 'streamId' | 'command' | 'baseVersion'>): Promise<CommandResult[]> {
    if (items.length === 0) return [];
    return this.run(items, options);
  }

  private async run(items: BatchItem[], options: Omit<HandleOptions<never>, 'streamId' | 'command' | 'baseVersion'>): Promise<CommandResult[]> {
    const { commandId } = options;
    const bases = items.map((i) => i.baseVersion);
    for (let attempt = 1; ; attempt++) {
      try {
        const { results, changes } = await this.store.db.transaction().execute(async (trx) => {
          // A command id seen before returns its first result (double click, retry after a time-out).
          const prior = await trx
            .selectFrom('processed_commands')
            .select(['result'])
            .where('command_id', '=', commandId)
            .executeTakeFirst();
          if (prior) {
            const first = (typeof prior.result === 'string' ? JSON.parse(prior.result) : prior.result) as CommandResult[];
            return { results: first.map((r) => ({ ...r, duplicate: true })), changes: [] as Change[] };
          }
          const results: CommandResult[] = [];
          const changes: Change[] = [];
          for (const [index, item] of items.entries()) {
            const { decider, streamId, command } = item;
            const history = await this.store.readStream(streamId, { trx });
            const version = history.length;
            const base = (bases[index] ??= version);
            this.checkFieldConflicts(decider, command, history.slice(base));
            const state = history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data }), decider.initialState());
            const appended = await this.store.append(trx, {
              streamId,
              streamType: decider.streamType,
              expected: version === 0 ? 'no_stream' : version,
              knownVersion: version,
              events: decider.decide(command, state),
              metadata: { ...options.metadata, commandId },
            });
            changes.push(...appended.changes);
            results.push({
              streamId,
              version: appended.nextVersion,
              eventIds: appended.events.map((e) => e.eventId),
              positions: appended.events.map((e) => e.globalPosition.toString()),
              duplicate: false,
            });
          }
          await options.beforeCommit?.(trx);
          // The same id sent concurrently blocks here on the key until the first commits, then
          // fails and retries, and the retry returns the first result from above.
          await trx
            .insertInto('processed_commands')
            .values({ command_id: commandId, stream_id: items[0]!.streamId, result: JSON.stringify(results) })
            .execute();
          return { results, changes };
        });
        this.store.publish(changes);
        return results;
      } catch (e) {
        const retryable =
          e instanceof WrongExpectedVersionError || isUniqueViolation(e, 'processed_commands_pkey') || isSerializationFailure(e);
        if (!retryable || attempt >= MAX_ATTEMPTS) throw e;
        await sleep(Math.random() * 5 * attempt);
      }
    }
  }

  private checkFieldConflicts(decider: AnyDecider, command: { type: string }, since: StoredEvent[]): void {
    if (since.length === 0) return;
    const writes = decider.commandFields(command);
    const latest = new Map<string, { value: unknown; event: StoredEvent }>();
    for (const e of since) {
      for (const [field, value] of Object.entries(decider.eventFields({ type: e.type, data: e.data }))) {
        latest.set(field, { value, event: e });
      }
    }
    const conflicts: FieldConflict[] = [];
    for (const [field, value] of Object.entries(writes)) {
      const other = latest.get(field);
      // The same value written by someone else is no conflict: nothing would be lost.
      if (!other || sameValue(other.value, value)) continue;
      conflicts.push({
        field,
        changedBy: other.event.metadata.userName,
        changedAt: formatAt(other.event.recordedAt),
        value: other.value,
      });
    }
    if (conflicts.length > 0) throw new ConflictError(conflicts);
  }
}

function isSerializationFailure(e: unknown): boolean {
  const code = (e as { code?: string } | null)?.code;
  return code === '40001' || code === '40P01';
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
