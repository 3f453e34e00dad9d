import { sql } from 'kysely';
import type { AnyDb } from './db-types.js';

/**
 * Issue 27: the events' hash chain (migration 0041). Each event's `hash` is `event_hash(previous
 * hash of its stream, the event)`; append_events sets it. The check recomputes every event's hash
 * from its stored row and its stored predecessor's hash, in one pass over the events in stream
 * order: an edited event fails at itself, a removed one leaves a gap in its stream's versions,
 * and an event rewritten with a fresh hash breaks the next one. The daily anchors are
 * recomputed too, which catches a stream whose newest events were removed or rehashed to its end.
 */
export interface ChainFinding {
  position: string;
  streamId: string;
  version: number;
  eventType: string;
  reason: 'hash' | 'gap' | 'anchor';
}

export interface ChainVerification {
  /** The newest event covered. */
  throughPosition: string;
  /** Its hash (hex): the checkpoint the next incremental check starts after. */
  throughHash: string | null;
  /** The checkpoint this check started after ('0': every event was walked). */
  fromPosition: string;
  /** Events checked (after the checkpoint, for an incremental check). */
  events: number;
  anchors: number;
  ms: number;
  /** The first event (in log order) that does not match, or null. */
  mismatch: ChainFinding | null;
}

export interface DayHeads {
  day: string;
  throughPosition: string;
  streams: number;
  hash: string;
}

/** An anchored day as recorded: what the check recomputes. */
export interface AnchorRecord extends DayHeads {
  position: string;
}

/**
 * The heads of the streams written on `day` (a calendar day in `timeZone`), among events up to
 * `throughPosition`, hashed as one: sha256 over "stream:version:hash" lines in stream order.
 */
export async function dayHeads(db: AnyDb, day: string, timeZone: string, throughPosition: string): Promise<DayHeads> {
  const { rows } = await sql<{ streams: number; hash: string }>`
    with heads as (
      select distinct on (stream_id) stream_id, stream_version, hash from events
       where recorded_at >= (${day}::date)::timestamp at time zone ${timeZone}
         and recorded_at < (${day}::date + 1)::timestamp at time zone ${timeZone}
         and global_position <= ${throughPosition}::bigint
       order by stream_id, stream_version desc)
    select count(*)::int as streams,
           encode(sha256(convert_to(coalesce(string_agg(stream_id || ':' || stream_version || ':' ||
             coalesce(encode(hash, 'hex'), ''), E'\\n' order by stream_id), ''), 'UTF8')), 'hex') as hash
      from heads`.execute(db);
  const r = rows[0]!;
  return { day, throughPosition, streams: r.streams, hash: r.hash };
}

/** Days with events after `afterDay` (or all) and before `beforeDay`, in `timeZone`, oldest first. */
export async function daysToAnchor(
  db: AnyDb,
  afterDay: string | null,
  beforeDay: string,
  timeZone: string,
): Promise<string[]> {
  const from = afterDay ?? '1970-01-01';
  const { rows } = await sql<{ day: string }>`
    select distinct to_char((recorded_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day from events
     where recorded_at >= (${from}::date + 1)::timestamp at time zone ${timeZone}
       and recorded_at < (${beforeDay}::date)::timestamp at time zone ${timeZone}
     order by day`.execute(db);
  return rows.map((r) => r.day);
}

/** The newest event's position ('0' when there is none). */
export async function headPosition(db: AnyDb): Promise<string> {
  const { rows } = await sql<{ p: string | null }>`select max(global_position)::text as p from events`.execute(db);
  return rows[0]?.p ?? '0';
}

/** A passed check: every event through `position` matched, and that event's hash was `hash` (hex). */
export interface ChainCheckpoint {
  position: string;
  hash: string;
}

interface FindingRow {
  position: string | null;
  stream_id: string;
  stream_version: number;
  event_type: string;
  reason: 'hash' | 'gap';
  n: string;
}

/** The newest event's position and hash ('0' and null when there is none). */
async function head(db: AnyDb): Promise<{ position: string; hash: string | null }> {
  const { rows } = await sql<{ p: string; h: string | null }>`
    select global_position::text as p, encode(hash, 'hex') as h from events
     order by global_position desc limit 1`.execute(db);
  return { position: rows[0]?.p ?? '0', hash: rows[0]?.h ?? null };
}

/**
 * Walks the chain up to the newest event (and the given anchors) and names the first event that
 * does not match. Events are checked in one statement; the finding with the lowest position wins.
 *
 * With a checkpoint (a passed check's newest event and its hash) only that event and the ones
 * after it are walked, each against its stored predecessor (found through the (stream, version) key), and the
 * anchors recorded after it: what a server start needs. The checkpoint's own event must still hold
 * its hash. An edit before the checkpoint is left to the full walk (`npm run verify`, "Check now").
 */
export async function verifyChain(
  db: AnyDb,
  anchors: readonly AnchorRecord[],
  timeZone: string,
  checkpoint: ChainCheckpoint | null = null,
): Promise<ChainVerification> {
  const started = performance.now();
  const top = await head(db);
  const from = checkpoint?.position ?? '0';
  const after = (a: AnchorRecord) => BigInt(a.position) > BigInt(from);
  const { rows } = checkpoint ? await walkAfter(db, checkpoint, top.position) : await walkAll(db, top.position);
  const row = rows[0]!;
  let mismatch: ChainFinding | null = row.position
    ? {
        position: row.position,
        streamId: row.stream_id,
        version: row.stream_version,
        eventType: row.event_type,
        reason: row.reason,
      }
    : null;
  for (const a of anchors.filter(after)) {
    const now = await dayHeads(db, a.day, timeZone, a.throughPosition);
    if (now.hash === a.hash) continue;
    if (mismatch === null || BigInt(a.position) < BigInt(mismatch.position))
      mismatch = {
        position: a.position,
        streamId: `anchor ${a.day}`,
        version: 0,
        eventType: 'EventChainDayAnchored',
        reason: 'anchor',
      };
    break;
  }
  return {
    throughPosition: top.position,
    throughHash: top.hash,
    fromPosition: from,
    events: Number(row.n),
    anchors: anchors.filter(after).length,
    ms: Math.round(performance.now() - started),
    mismatch,
  };
}

/** Every event, each against the one before it in its stream (a window over the stream key). */
function walkAll(db: AnyDb, through: string) {
  return sql<FindingRow>`
    with checked as (
      select global_position, stream_id, stream_version, event_type, hash,
             event_hash(lag(hash) over w, stream_id, stream_version, event_id, event_type, schema_version, data,
                        metadata, recorded_at) as expected,
             coalesce(lag(stream_version) over w, 0) as prev_version
        from events where global_position <= ${through}::bigint
      window w as (partition by stream_id order by stream_version)),
    bad as (
      select global_position, stream_id, stream_version, event_type,
             case when prev_version <> stream_version - 1 then 'gap' else 'hash' end as reason
        from checked
       where hash is distinct from expected or prev_version <> stream_version - 1
       order by global_position limit 1)
    select global_position::text as position, stream_id, stream_version, event_type, reason,
           (select count(*) from checked)::text as n
      from bad
    union all
    select null, null, null, null, null, (select count(*) from events where global_position <= ${through}::bigint)::text
     where not exists (select 1 from bad)`.execute(db);
}

/**
 * The checkpoint's event and those after it, each against its stored predecessor; the checkpoint's
 * event also against the hash recorded with the checkpoint (edited, rehashed or removed, it is
 * named at itself).
 */
function walkAfter(db: AnyDb, checkpoint: ChainCheckpoint, through: string) {
  return sql<FindingRow>`
    with checked as (
      select e.global_position, e.stream_id, e.stream_version, e.event_type, e.hash,
             event_hash(p.hash, e.stream_id, e.stream_version, e.event_id, e.event_type, e.schema_version, e.data,
                        e.metadata, e.recorded_at) as expected,
             e.stream_version = 1 or p.global_position is not null as linked
        from events e
        left join events p on p.stream_id = e.stream_id and p.stream_version = e.stream_version - 1
       where e.global_position >= ${checkpoint.position}::bigint and e.global_position <= ${through}::bigint),
    mark as (
      select k.position as global_position, coalesce(c.stream_id, 'checkpoint') as stream_id,
             coalesce(c.stream_version, 0) as stream_version, coalesce(c.event_type, 'unknown') as event_type,
             case when c.global_position is null then 'gap' else 'hash' end as reason
        from (select ${checkpoint.position}::bigint as position) k
        left join events c on c.global_position = k.position
       where c.hash is null or encode(c.hash, 'hex') <> ${checkpoint.hash}),
    bad as (
      select * from mark
      union all
      (select global_position, stream_id, stream_version, event_type,
              case when not linked then 'gap' else 'hash' end
         from checked where hash is distinct from expected or not linked
        order by global_position limit 1)
      order by global_position limit 1)
    select global_position::text as position, stream_id, stream_version, event_type, reason,
           (select count(*) from checked)::text as n
      from bad
    union all
    select null, null, null, null, null, (select count(*) from checked)::text
     where not exists (select 1 from bad)`.execute(db);
}
