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

/**
 * Walks the chain up to the newest event (and the given anchors) and names the first event that
 * does not match. Events are checked in one statement; the finding with the lowest position wins.
 */
export async function verifyChain(
  db: AnyDb,
  anchors: readonly AnchorRecord[],
  timeZone: string,
): Promise<ChainVerification> {
  const started = performance.now();
  const through = await headPosition(db);
  const { rows } = await sql<{
    position: string;
    stream_id: string;
    stream_version: number;
    event_type: string;
    reason: 'hash' | 'gap';
    n: string;
  }>`
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
  for (const a of anchors) {
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
    throughPosition: through,
    events: Number(row.n),
    anchors: anchors.length,
    ms: Math.round(performance.now() - started),
    mismatch,
  };
}
