import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { summariseEvent } from '@crewing/domain/audit/summary';
import type { HistoryLogFilter } from '@crewing/domain/audit/filters';
import { pageOf } from '../platform/db/paged.js';
import { fieldChangesOf } from '../field-history/field-diff.js';
import { streamEvents, type EventRow } from '../field-history/stream.js';

export interface AuditLogFilter extends Omit<HistoryLogFilter, 'eventType'> {
  page: number;
  perPage: number;
  /** Keyset paging (the export): the events before this position; `page` is then 1. */
  before?: string | undefined;
  /** How far the total is counted (the screen: AUDIT_COUNT_LIMIT); beyond it the page says `totalAtLeast`. */
  countUpTo?: number | undefined;
  streamId?: string | undefined;
  crewId?: number | undefined;
  recordType?: string | undefined;
  /** The event type's exact name (the router resolves what was typed). */
  eventType?: string | undefined;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Text an auditor typed, matched anywhere in a metadata field without case. */
export const containing = (v: string) => `%${escapeLike(v)}%`;
/** An address typed, matched from its start (`10.1.2` finds 10.1.2.3): a range of events_ip_idx (0044). */
const startingWith = (v: string) => `${escapeLike(v.toLowerCase())}%`;

/**
 * The screen's total is counted up to here (100 pages of 10): past it the page says "more than",
 * so a first page of a million events costs a bounded count (issue 27: p95 under 50 ms).
 */
export const AUDIT_COUNT_LIMIT = 1_000;

/** An event as the history log reads it in place (issue 27). */
interface LogRow extends EventRow {
  stream_id: string;
  crew_id: number | null;
  record_type: string;
}

/** An event's line in the log and its story: what happened, who, from where, when. */
const lineOf = (r: Omit<LogRow, 'crew_id' | 'record_type'>) => ({
  summary: summariseEvent(r.event_type, r.data, r.metadata),
  userName: r.metadata.userName,
  device: r.metadata.device,
  browser: r.metadata.browser,
  os: r.metadata.os,
  ip: r.metadata.ip,
  recordedAt: new Date(r.recorded_at).toISOString(),
  source: importSource(r.metadata),
});

/** Issue 28 §4: an imported event says where it came from ('imported from crews.xlsx row 214 by DSS'). */
function importSource(m: object): string | null {
  const { importFile, importRow, userName } = m as { importFile?: unknown; importRow?: unknown; userName?: unknown };
  if (typeof importFile !== 'string') return null;
  return `imported from ${importFile} row ${String(importRow)} by ${String(userName)}`;
}

/** A closed date range of at most this many days gets its events' positions first (positionsOfDays). */
const BOUNDED_DAYS = 7;

/**
 * The first and last position of the events recorded in a closed range of at most a week (an auditor's day
 * or week), read through the recorded_at index alone (OFFSET 0 keeps the planner from walking the primary
 * key for it). Exact: every event of the range lies between them. Without them the page walked the events
 * down from the newest, expecting a day's events spread evenly over the store, while they lie together: at
 * 1,000,000 events over a year, a day in the middle read half the store (260.9 ms, s44). A wider or open
 * range keeps that walk, which is right when it reaches the newest events.
 */
async function positionsOfDays(
  db: Kysely<DB>,
  input: Pick<AuditLogFilter, 'dateFrom' | 'dateTo'>,
  when: readonly RawBuilder<unknown>[],
): Promise<{ lo: string | null; hi: string | null } | undefined> {
  if (!input.dateFrom || !input.dateTo) return undefined;
  const days = (Date.parse(input.dateTo) - Date.parse(input.dateFrom)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= BOUNDED_DAYS)) return undefined;
  const { rows } = await sql<{ lo: string | null; hi: string | null }>`
    select min(global_position)::text as lo, max(global_position)::text as hi
      from (select global_position from events where ${sql.join(when, sql` and `)} offset 0) d`.execute(db);
  return rows[0];
}

/**
 * The history log (002 §2 utilities): every event, newest first, with who, device, browser and IP;
 * narrowed to a stream, a crew or a record type (002 §7 history logs: crewID, documentType). It
 * reads the events table in place through the indexes of migration 0041 (event_crew_id,
 * event_record_type), and each line is rendered from its event by the domain's summariser.
 */
export async function listAuditLog(db: Kysely<DB>, input: AuditLogFilter, timeZone: string) {
  const crew = sql`event_crew_id(data)`;
  const type = sql`event_record_type(stream_type, event_type, data)`;
  // A device or browser search alone reads through its index (0054); with a narrower filter (a
  // stream, a user, a day ...) that filter's index leads and the text is matched on its rows.
  const narrower = [input.streamId, input.crewId, input.recordType, input.userId, input.dateFrom, input.dateTo]
    .concat([input.eventType, input.ip])
    .some((v) => v !== undefined && v !== '');
  const driver = narrower ? null : input.device ? 'device' : input.browser ? 'browser' : null;
  // Issue 27: who (events_user_idx), when (calendar days in the business time zone), what, from where.
  const when = [
    ...(input.dateFrom ? [sql`recorded_at >= (${input.dateFrom}::date)::timestamp at time zone ${timeZone}`] : []),
    ...(input.dateTo ? [sql`recorded_at < (${input.dateTo}::date + 1)::timestamp at time zone ${timeZone}`] : []),
  ];
  const bounds = await positionsOfDays(db, input, when);
  const where = [
    // Stream ids and record types are lower-case by construction; the normaliser upper-cases free text.
    ...(input.streamId ? [sql`stream_id = ${input.streamId.toLowerCase()}`] : []),
    ...(input.crewId !== undefined ? [sql`${crew} = ${input.crewId}`] : []),
    ...(input.recordType ? [sql`${type} = ${input.recordType.toLowerCase()}`] : []),
    ...(input.userId !== undefined ? [sql`(metadata ->> 'userId')::integer = ${input.userId}`] : []),
    ...when,
    ...(bounds === undefined
      ? []
      : bounds.lo === null
        ? [sql`false`]
        : [sql`global_position between ${bounds.lo}::bigint and ${bounds.hi}::bigint`]),
    ...(input.eventType ? [sql`event_type = ${input.eventType}`] : []),
    // The field that drives a device or browser search (below) is matched there, by value.
    ...(['device', 'browser'] as const).flatMap((f) => {
      const v = input[f];
      return v && f !== driver ? [sql`metadata ->> ${f} ilike ${containing(v)}`] : [];
    }),
    ...(input.ip ? [sql`lower(metadata ->> 'ip') like ${startingWith(input.ip)}`] : []),
    ...(input.before ? [sql`global_position < ${input.before}::bigint`] : []),
  ];
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const and = sql.join(
    where.map((w) => sql`and ${w}`),
    sql` `,
  );
  // Device and browser are a handful of values each (0054): the values the text matches, found by
  // a loose scan of their index, and each one's newest `limit` events read from it, newest first.
  const scope = (limit: number) => {
    if (!driver) return sql`events ${filter}`;
    const value = sql`lower(metadata ->> ${sql.lit(driver)})`;
    return sql`(select e.* from (
        with recursive t (value) as (
          (select ${value} from events where ${value} is not null order by 1 limit 1)
          union all
          select (select ${value} from events where ${value} > t.value order by 1 limit 1) from t where t.value is not null
        ) select value from t where value ilike ${containing(input[driver]!)}) v (value)
      cross join lateral (select * from events where ${value} = v.value ${and}
        order by global_position desc limit ${limit}) e) events`;
  };
  const upTo = input.countUpTo ?? AUDIT_COUNT_LIMIT;
  const page = await pageOf(
    input,
    async (limit, offset) =>
      (
        await sql<LogRow>`select global_position::text as position, stream_id, event_type, data, metadata,
            recorded_at, ${crew} as crew_id, ${type} as record_type
          from ${scope(limit + offset)} order by global_position desc limit ${limit} offset ${offset}`.execute(db)
      ).rows,
    // Counted up to one past the limit: that one says there are more.
    async () =>
      (
        await sql<{ n: string }>`select count(*)::text as n
          from (select 1 from ${scope(upTo + 1)} limit ${upTo + 1}) upto`.execute(db)
      ).rows[0],
    (r) => ({
      position: r.position,
      streamId: r.stream_id,
      crewId: r.crew_id,
      recordType: r.record_type,
      eventType: r.event_type,
      ...lineOf(r),
    }),
  );
  if (page.total <= upTo) return { ...page, totalAtLeast: false };
  return { ...page, total: upTo, lastPage: Math.ceil(upTo / input.perPage), totalAtLeast: true };
}

/**
 * The record types present in the history log, sorted: a loose index scan over events_record_type_idx
 * (0041), one index probe per type however long the log grows.
 */
export async function auditRecordTypes(db: Kysely<DB>): Promise<string[]> {
  const r = await sql<{ record_type: string }>`
    with recursive t (record_type) as (
      (select event_record_type(stream_type, event_type, data) from events
        where event_record_type(stream_type, event_type, data) > '' order by 1 limit 1)
      union all
      select (select event_record_type(e.stream_type, e.event_type, e.data) from events e
               where event_record_type(e.stream_type, e.event_type, e.data) > t.record_type order by 1 limit 1)
      from t where t.record_type is not null
    )
    select record_type from t where record_type is not null`.execute(db);
  // Sorted here, by code point: the same order whatever the database's collation.
  return r.rows.map((row) => row.record_type).sort();
}

/** The event types in the log, sorted: a loose index scan over events_type_idx (0001). */
export async function auditEventTypes(db: Kysely<DB>): Promise<string[]> {
  const r = await sql<{ event_type: string }>`
    with recursive t (event_type) as (
      (select event_type from events order by event_type limit 1)
      union all
      select (select e.event_type from events e where e.event_type > t.event_type order by e.event_type limit 1)
      from t where t.event_type is not null
    )
    select event_type from t where event_type is not null`.execute(db);
  return r.rows.map((row) => row.event_type).sort();
}

/**
 * Issue 27: a record's whole story, oldest first: each event of its stream with who, when and from
 * where, its one line, and every field it changed with the old and the new value (field history).
 */
export async function recordStory(db: Kysely<DB>, streamId: string) {
  const events = await streamEvents(db, streamId);
  return events.map((r) => ({
    position: r.position,
    eventType: r.event_type,
    ...lineOf({ ...r, stream_id: streamId }),
    changes: fieldChangesOf(r.event_type, r.data),
  }));
}
