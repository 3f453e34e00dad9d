import { sql, type Kysely } from 'kysely';
import type { BoardColumnState } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/**
 * Issue 11: each user's column layout of a board (order, width, hidden, pinned), remembered on the
 * server so it follows him to another browser. A user's own view: a plain row, not an event.
 */
export async function boardLayout(db: Kysely<DB>, userId: number, board: string): Promise<BoardColumnState[] | null> {
  const row = await db
    .selectFrom('board_layouts')
    .select('columns')
    .where('user_id', '=', userId)
    .where('board', '=', board)
    .executeTakeFirst();
  if (!row) return null;
  return (typeof row.columns === 'string' ? JSON.parse(row.columns) : row.columns) as BoardColumnState[];
}

/** Saves a layout; an empty list forgets it (the board's default layout again). */
export async function saveBoardLayout(
  db: Kysely<DB>,
  userId: number,
  board: string,
  columns: BoardColumnState[],
): Promise<void> {
  if (columns.length === 0) {
    await db.deleteFrom('board_layouts').where('user_id', '=', userId).where('board', '=', board).execute();
    return;
  }
  const value = JSON.stringify(columns);
  await db
    .insertInto('board_layouts')
    .values({ user_id: userId, board, columns: value })
    .onConflict((oc) => oc.columns(['user_id', 'board']).doUpdateSet({ columns: value, updated_at: sql`now()` }))
    .execute();
}
