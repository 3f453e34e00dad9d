import type { Decider } from '@crewing/domain';
import type {
  AnyTrx,
  Attempt,
  BatchItem,
  CommandHandler,
  CommandResult,
  EventMetadata,
  GroupOutcome,
  Plan,
} from '@crewing/events';

/**
 * Stream commands (issue 26 §3): a decider bound to its stream type, sent through the one
 * CommandHandler with the command id defaulted here and nowhere else. An area declares
 * `const debriefings = streamCommands(debriefingDecider, debriefingStream)` and sends
 * `debriefings.handle(services, id, command, sender)`; the handler still loads, decides, appends
 * with the expected version and projects inline, in one transaction.
 */

/** What every event of a command carries besides its id: user, device, browser, OS, IP, correlation, causation. */
export type CommandMetadata = Omit<EventMetadata, 'commandId'>;

/** Who sends a command, and the id the client gave it (a retry sends the same one, and appends once). */
export interface Sender {
  metadata: CommandMetadata;
  commandId?: string | undefined;
}

export interface SendOptions extends Sender {
  /** The stream version the user's form was loaded at; same-field changes since then are refused. */
  baseVersion?: number | undefined;
  /** Writes that must commit with the events (a password hash kept out of the log). */
  beforeCommit?: (trx: AnyTrx) => Promise<void>;
}

/** What sends: the services (or a job's context) holding the one handler. */
export interface Commands {
  commands: CommandHandler;
}

/** The id the sender gave the command, or a fresh one: the one place a command id is made up. */
export function commandIdOf(sender: { commandId?: string | undefined }): string {
  return sender.commandId ?? crypto.randomUUID();
}

/** A stream type's ids (`streamType(...)` in the domain). */
interface StreamIds {
  id: (n: number | string) => string;
}

/** An item's options: the sender's base version, and the items its decision brings (see BatchItem.then). */
export interface ItemOptions<E, S> {
  baseVersion?: number | undefined;
  then?: (events: E[], state: S) => BatchItem[];
}

export interface StreamCommands<C extends { type: string }, E extends { type: string; data: unknown }, S> {
  decider: Decider<C, E, S>;
  /**
   * A handler item for a command over several streams (see handleMany). The command may be built
   * from the stream's state and committed facts on each attempt of the handler's retry loop.
   */
  item: (
    id: number | string,
    command: C | ((attempt: Attempt<S>) => C | Promise<C>),
    options?: ItemOptions<E, S>,
  ) => BatchItem;
  handle: (to: Commands, id: number | string, command: C, o: SendOptions) => Promise<CommandResult<E>>;
}

export function streamCommands<C extends { type: string }, E extends { type: string; data: unknown }, S>(
  decider: Decider<C, E, S>,
  stream: StreamIds,
): StreamCommands<C, E, S> {
  return {
    decider,
    item: (id, command, o) => ({
      decider,
      streamId: stream.id(id),
      command: command as BatchItem['command'],
      baseVersion: o?.baseVersion,
      ...(o?.then ? { then: o.then as BatchItem['then'] } : {}),
    }),
    handle: (to, id, command, o) =>
      to.commands.handle(decider, {
        streamId: stream.id(id),
        command,
        commandId: commandIdOf(o),
        baseVersion: o.baseVersion,
        metadata: o.metadata,
        ...(o.beforeCommit ? { beforeCommit: o.beforeCommit } : {}),
      }),
  };
}

/**
 * One command over several streams (any types), all or nothing, under one command id defaulted as
 * above. A plan given as a function gathers the items and their facts on every attempt.
 */
export function handleMany(to: Commands, plan: Plan, sender: Sender): Promise<CommandResult[]> {
  return to.commands.handleMany(plan, { commandId: commandIdOf(sender), metadata: sender.metadata });
}

/** One command of a group: its items (any streams), under its sender's command id and metadata. */
export interface GroupSend extends Sender {
  items: BatchItem[];
}

/**
 * Group commit for bulk writers (an import): many commands in one transaction, each with its own
 * command id and answer (see CommandHandler.handleGroup); a refused one gets its own error.
 */
export function handleGroup(to: Commands, sends: readonly GroupSend[]): Promise<GroupOutcome[]> {
  return to.commands.handleGroup(
    sends.map((s) => ({ items: s.items, commandId: commandIdOf(s), metadata: s.metadata })),
  );
}
