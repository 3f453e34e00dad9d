import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { NotificationsTable } from './tables.js';
import type { DB } from '../platform/db/schema.js';
import { pageOf } from '../platform/db/paged.js';

/**
 * A user's notifications are those of the audiences he is a member of (migration 0069: a group's notification is
 * one row, not one a member), his read marks his own (notification_reads). Each read is an index walk: his few
 * audiences by the GIN index on their members, then each audience's rows in (created_at desc, id desc) order.
 */
const hisAudiences = (userId: number) =>
  sql`select id from notification_audiences where members @> array[${userId}]::int[]`;
/** Counted audience by audience (a lateral per audience: an index walk each, whatever the others hold). */
const countOf = (userId: number, where: RawBuilder<unknown>) => sql<{ n: string }>`
  select coalesce(sum(c.n), 0) as n
    from (${hisAudiences(userId)}) a
    cross join lateral (select count(*) as n from notifications n where n.audience_id = a.id ${where}) c`;
const unreadBy = (userId: number) =>
  sql`not exists (select 1 from notification_reads r where r.user_id = ${userId} and r.notification_id = n.id)`;

/** A notification as its reader gets it: the row without its addressing, and his own read mark. */
type Row = Omit<Selectable<NotificationsTable>, 'audience_id' | 'alert_key'> & { read_at: Date | null };

export async function myNotifications(
  db: Kysely<DB>,
  userId: number,
  input: { unreadOnly?: boolean | undefined; page: number; perPage: number },
) {
  const unread = input.unreadOnly ? sql`and ${unreadBy(userId)}` : sql``;
  return pageOf(
    input,
    // Each audience's newest (offset + limit) rows, merged: the page never reads past itself in any audience.
    async (limit, offset) =>
      (
        await sql<Row>`
          select n.id, n.kind, n.title, n.body, n.link, n.crew_id, n.created_at, r.read_at
            from (${hisAudiences(userId)}) a
            cross join lateral (
              select n.* from notifications n
               where n.audience_id = a.id ${unread}
               order by n.created_at desc, n.id desc
               limit ${offset + limit}) n
            left join notification_reads r on r.user_id = ${userId} and r.notification_id = n.id
           order by n.created_at desc, n.id desc
           limit ${limit} offset ${offset}`.execute(db)
      ).rows,
    async () => (await countOf(userId, unread).execute(db)).rows[0],
    (n) => ({
      id: Number(n.id),
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      crewId: n.crew_id,
      createdAt: n.created_at.toISOString(),
      read: n.read_at !== null,
    }),
  );
}

export async function unreadCount(db: Kysely<DB>, userId: number): Promise<number> {
  const { rows } = await countOf(userId, sql`and ${unreadBy(userId)}`).execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Marks the given notifications of the user read for him alone (all of his when none are named): a read mark of
 * his for each that is his (one of his audiences') and not read yet. Another's or another group's id marks nothing.
 */
export async function markRead(db: Kysely<DB>, userId: number, ids: number[] | undefined, now: Date) {
  if (ids && ids.length === 0) return { marked: 0 };
  const named = ids ? sql`and n.id = any(${ids.map(String)}::bigint[])` : sql``;
  const r = await sql`
    insert into notification_reads (user_id, notification_id, read_at)
    select ${userId}::int, n.id, ${now}::timestamptz
      from (${hisAudiences(userId)}) a
      join notifications n on n.audience_id = a.id ${named}
    on conflict do nothing`.execute(db);
  return { marked: Number(r.numAffectedRows ?? 0) };
}
