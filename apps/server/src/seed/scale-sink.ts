import { sql } from 'kysely';
import type { BatchItem, EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';

type Meta = Omit<EventMetadata, 'commandId'>;

/**
 * Where the scale dataset's commands go (issue 32): one `send` is one command of the seed (a few crews'
 * streams, all new). `handlers` is the command handler users go through; `bulk` decides the same
 * items with the same deciders and writes their events in large multi-row inserts, leaving the read
 * models to a replay (`finish`). scale.int.spec.ts proves both give the same read models.
 */
export interface ScaleSink {
  send(items: BatchItem[], commandId: string): Promise<void>;
  /** Everything sent is stored (and, for bulk, the read models rebuilt by the caller). */
  finish(): Promise<void>;
  readonly events: number;
}

export function handlerSink(services: Services, metadata: Meta): ScaleSink {
  let events = 0;
  return {
    async send(items, commandId) {
      const results = await services.commands.handleMany(items, { commandId, metadata });
      for (const r of results) events += r.events?.length ?? 0;
    },
    async finish() {},
    get events() {
      return events;
    },
  };
}

/** Rows a flush inserts: one statement of column arrays (UNNEST), as append_events does. */
const FLUSH_ROWS = 4000;

export function bulkSink(services: Services, metadata: Meta): ScaleSink {
  const cols = {
    stream: [] as string[],
    type: [] as string[],
    version: [] as number[],
    id: [] as string[],
    eventType: [] as string[],
    schema: [] as number[],
    data: [] as string[],
    meta: [] as string[],
  };
  let events = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    const c = { ...cols };
    for (const k of Object.keys(cols) as Array<keyof typeof cols>) cols[k] = [];
    if (c.stream.length === 0) return;
    // One insert in flight while the next batch is decided: node and PostgreSQL work at once.
    await pending;
    pending = sql`insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version,
                                      data, metadata)
      select * from unnest(${c.stream}::text[], ${c.type}::text[], ${c.version}::integer[], ${c.id}::uuid[],
                           ${c.eventType}::text[], ${c.schema}::integer[], ${c.data}::jsonb[], ${c.meta}::jsonb[])`
      .execute(services.db)
      .catch((e: unknown) => {
        pending = Promise.reject(e as Error);
        throw e;
      });
  };
  return {
    async send(items, commandId) {
      const meta = JSON.stringify({ ...metadata, commandId });
      const streams = new Map<string, { state: unknown; version: number }>();
      for (const item of items) {
        if (typeof item.command === 'function') throw new Error('bulk sink: commands must be built ahead');
        const { decider } = item;
        // Every stream of the scale dataset is new: its state starts from the decider's initial one.
        const s = streams.get(item.streamId) ?? { state: decider.initialState(), version: 0 };
        const decided = decider.decide(item.command, s.state);
        for (const e of decided) {
          s.state = decider.evolve(s.state, e);
          cols.stream.push(item.streamId);
          cols.type.push(decider.streamType);
          cols.version.push(++s.version);
          cols.id.push(crypto.randomUUID());
          cols.eventType.push(e.type);
          cols.schema.push(services.store.upcasters.currentVersion(e.type));
          cols.data.push(JSON.stringify(e.data));
          cols.meta.push(meta);
          events++;
        }
        streams.set(item.streamId, s);
      }
      if (cols.stream.length >= FLUSH_ROWS) await flush();
    },
    async finish() {
      await flush();
      await pending;
    },
    get events() {
      return events;
    },
  };
}
