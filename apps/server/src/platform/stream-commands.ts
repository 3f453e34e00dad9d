import type { Decider } from '@crewing/domain';
import type { AnyTrx, BatchItem, CommandHandler, CommandResult, EventMetadata } from '@crewing/events';

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

export interface StreamCommands<C extends { type: string }, E extends { type: string; data: unknown }, S> {
  decider: Decider<C, E, S>;
  /** A handler item for a command over several streams (see handleMany). */
  item: (id: number | string, command: C, baseVersion?: number) => BatchItem;
  handle: (to: Commands, id: number | string, command: C, o: SendOptions) => Promise<CommandResult<E>>;
}

export function streamCommands<C extends { type: string }, E extends { type: string; data: unknown }, S>(
  decider: Decider<C, E, S>,
  stream: StreamIds,
): StreamCommands<C, E, S> {
  return {
    decider,
    item: (id, command, baseVersion) => ({ decider, streamId: stream.id(id), command, baseVersion }),
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

/** One command over several streams (any types), all or nothing, under one command id defaulted as above. */
export function handleMany(to: Commands, items: BatchItem[], sender: Sender): Promise<CommandResult[]> {
  return to.commands.handleMany(items, { commandId: commandIdOf(sender), metadata: sender.metadata });
}
