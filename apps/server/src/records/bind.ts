import type { Change } from '@crewing/events';
import { familiesByName, type RecordFamily } from '@crewing/domain';
import { router } from '../platform/trpc/trpc.js';
import type { StreamCommands } from '../platform/stream-commands.js';
import type { IdSequence } from '../shared/ids.js';
import type { RecordOwner } from './owner.js';
import { recordsProjection } from './projection.js';
import { ownerRecordProcedures, streamBinding, type OwnerBinding } from './router.js';

type Procedures<K extends string> = ReturnType<typeof ownerRecordProcedures<K>>;

/**
 * Binds the record pattern to one owner whose records are a collection on its own stream (a
 * crew's, a vessel's, a staff member's): its read model, its stream's three commands and events,
 * one router with a `list/add/update/remove` per family (`<owner>.records.<family>`, typed by the
 * families' keys) and the inline projection. An owner is this one call; the pattern names no owner.
 */
export function recordOwner<
  K extends string,
  F extends Readonly<Record<string, RecordFamily>>,
  N extends string,
  C extends { type: string },
  E extends keyof F = never,
>(
  o: {
    /** The projection's name ('crew-records'). */
    name: string;
    /** The owner's id as every procedure's input and every command names it ('crewId'). */
    key: K;
    sequence: IdSequence;
    table: RecordOwner['table'];
    filesTable: RecordOwner['filesTable'];
    column: RecordOwner['column'];
    /** The families by procedure key; `except`: those another area's router serves (debriefing records). */
    families: F;
    except?: readonly E[];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    stream: StreamCommands<C, any, any>;
    /** The stream's record events are named after it: CrewRecordAdded, CrewRecordUpdated, CrewRecordDeleted. */
    named: N;
    /** Its three record commands, spelled out so a reader (and a search for the command) finds who sends them. */
    commands: { add: `Add${N}Record`; update: `Update${N}Record`; remove: `Delete${N}Record` };
    /** What a change of the owner's records pushes (`family`: the family's stored name). */
    topics: (ownerId: number, family: string) => Change[];
  } & (`Add${N}Record` | `Update${N}Record` | `Delete${N}Record` extends C['type'] ? unknown : { named: never }),
) {
  const commands = o.commands;
  const events = {
    added: `${o.named}RecordAdded`,
    updated: `${o.named}RecordUpdated`,
    deleted: `${o.named}RecordDeleted`,
  };
  const owner: RecordOwner = {
    table: o.table,
    filesTable: o.filesTable,
    column: o.column,
    families: familiesByName(o.families),
  };
  const binding: OwnerBinding<K> = streamBinding({
    key: o.key,
    sequence: o.sequence,
    owner,
    stream: o.stream,
    commands,
    added: events.added,
  });
  const except = new Set<keyof F>(o.except ?? []);
  const procedures = Object.fromEntries(
    Object.entries(o.families)
      .filter(([key]) => !except.has(key))
      .map(([key, family]) => [key, ownerRecordProcedures(binding, family)]),
  ) as { [P in Exclude<keyof F, E>]: Procedures<K> };
  return {
    owner,
    binding,
    router: router(procedures),
    projection: recordsProjection({
      name: o.name,
      owner,
      events,
      ownerIdOf: (d) => d[o.key] as number,
      topics: o.topics,
    }),
  };
}
