import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { pageOf } from '../platform/db/paged.js';

export async function myNotifications(
  db: Kysely<DB>,
  userId: number,
  input: { unreadOnly?: boolean | undefined; page: number; perPage: number },
) {
  let q = db.selectFrom('notifications').where('user_id', '=', userId);
  if (input.unreadOnly) q = q.where('read_at', 'is', null);
  return pageOf(
    input,
    (limit, offset) =>
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
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
  const r = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Marks the given notifications of the user read (all of his when none are named). */
export async function markRead(db: Kysely<DB>, userId: number, ids: number[] | undefined, now: Date) {
  if (ids && ids.length === 0) return { marked: 0 };
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids.map(String));
  const r = await q.executeTakeFirst();
  return { marked: Number(r.numUpdatedRows) };
}
