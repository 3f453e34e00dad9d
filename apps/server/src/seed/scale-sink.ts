import { sql } from 'kysely';
import type { BatchItem, EventMetadata } from '@crewing/events';
import { jobContextOf, type Services } from '../platform/services.js';
import { runCrewLifecycle } from '../crew/lifecycle/process.js';
import type { Step } from './scale-history.js';

type Meta = Omit<EventMetadata, 'commandId'>;

/** An event a send wrote: the seed reads back a confirmation's id (the lifecycle's steps name it). */
export interface Written {
  streamId: string;
  type: string;
  data: unknown;
  eventId: string;
}

/**
 * Where the scale dataset's commands go (issue 32): one `send` is one command of the seed (a few crews'
 * streams, all new). `handlers` is the command handler users go through; `bulk` decides the same
 * items with the same deciders and writes their events in large multi-row inserts, leaving the read
 * models to a replay (`finish`). scale.int.spec.ts proves both give the same read models.
 */
export interface ScaleSink {
  send(items: BatchItem[], commandId: string, metadata?: Meta): Promise<Written[]>;
  /**
   * The crew lifecycle's steps for the dates confirmed so far: through the handler the process itself runs (its
   * fold caught up, then it sends what has fallen due); in bulk the steps the seed built (`steps`) are written.
   */
  lifecycle(steps: () => Step[]): Promise<void>;
  /** The streams sent so far get nothing more: bulk forgets their states. */
  release(): void;
  /** Everything sent is stored (and, for bulk, the read models rebuilt by the caller). */
  finish(): Promise<void>;
  readonly events: number;
}

export function handlerSink(services: Services, metadata: Meta): ScaleSink {
  let events = 0;
  return {
    async send(items, commandId, meta = metadata) {
      const results = await services.commands.handleMany(items, { commandId, metadata: meta });
      for (const r of results) events += r.events?.length ?? 0;
      return results.flatMap((r) =>
        r.events.map((e, i) => ({ streamId: r.streamId, type: e.type, data: e.data, eventId: r.eventIds[i]! })),
      );
    },
    async lifecycle() {
      const count = async () =>
        Number((await sql<{ n: string }>`select count(*) as n from events`.execute(services.db)).rows[0]!.n);
      const before = await count();
      // As on a server: the fold sees the confirmations, the process sends what is due, the fold sees the outcomes.
      for (;;) {
        await services.runner.catchUp(600_000);
        if ((await runCrewLifecycle(jobContextOf(services))) === 0) break;
      }
      events += (await count()) - before;
    },
    release() {},
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
  // Every stream of the scale dataset is new and written by one seed group: its state starts from the decider's
  // initial one and is kept until the group is done (release), so memory holds one group's streams.
  const streams = new Map<string, { state: unknown; version: number }>();
  const sink: ScaleSink = {
    async send(items, commandId, meta = metadata) {
      const written: Written[] = [];
      const metaJson = JSON.stringify({ ...meta, commandId });
      for (const item of items) {
        if (typeof item.command === 'function' || item.then) throw new Error('bulk sink: commands must be built ahead');
        const { decider } = item;
        const s = streams.get(item.streamId) ?? { state: decider.initialState(), version: 0 };
        const decided = decider.decide(item.command, s.state);
        // An item's own metadata over the command's, as the handler writes it.
        const itemMeta = item.metadata ? JSON.stringify({ ...meta, ...item.metadata, commandId }) : metaJson;
        for (const e of decided) {
          s.state = decider.evolve(s.state, e);
          const eventId = crypto.randomUUID();
          cols.stream.push(item.streamId);
          cols.type.push(decider.streamType);
          cols.version.push(++s.version);
          cols.id.push(eventId);
          cols.eventType.push(e.type);
          cols.schema.push(services.store.upcasters.currentVersion(e.type));
          cols.data.push(JSON.stringify(e.data));
          cols.meta.push(itemMeta);
          written.push({ streamId: item.streamId, type: e.type, data: e.data, eventId });
          events++;
        }
        streams.set(item.streamId, s);
      }
      if (cols.stream.length >= FLUSH_ROWS) await flush();
      return written;
    },
    async lifecycle(steps) {
      for (const s of steps()) await sink.send([s.item], s.commandId, s.metadata);
    },
    release() {
      streams.clear();
    },
    async finish() {
      await flush();
      await pending;
    },
    get events() {
      return events;
    },
  };
  return sink;
}
