import { sql, type Kysely } from 'kysely';
import { boardShownFrom, crewChangeStream, endOfDayIn, todayIn, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import { crewChangeBoardProjection } from '../crew-change/projections.js';
import { loadBoard, type BoardFilter } from '../crew-change/queries.js';
import { foldInto, shadowReadModels, streamEventsUpTo } from '../platform/db/as-of.js';

/**
 * The board as it stood at a moment (issue 16 §6), folded from the crew change events recorded up
 * to it. It runs the board's own projection and the board's own query, so it cannot drift from
 * the live board: in one transaction, temporary tables named `crew_change_board` and
 * `disembark_batches` shadow the read models (PostgreSQL looks in the session's temporary schema
 * first), the projection folds the events into them, and the board query reads them. Crew, vessel
 * and rank names are today's. `events`: how many events were folded (those of the crew changes
 * changed after the moment; the others are copied as they stand).
 */
export async function boardAsOf(
  services: Services,
  filter: Pick<BoardFilter, 'fleetId' | 'vesselId'>,
  asOf: Date,
  actor: Actor,
  /** The calendar day whose board this is: its window of finished crew changes (`BoardFilter.liveOn`). */
  day: string = todayIn(asOf, services.env.TIME_ZONE),
) {
  return services.db.transaction().execute(async (trx) => {
    const where = (b: string) =>
      sql.join(
        [
          sql`true`,
          ...(filter.fleetId !== undefined ? [sql`${sql.ref(`${b}.fleet_id`)} = ${filter.fleetId}`] : []),
          ...(filter.vesselId !== undefined ? [sql`${sql.ref(`${b}.vessel_id`)} = ${filter.vesselId}`] : []),
        ],
        sql` and `,
      );
    await shadowReadModels(trx, ['crew_change_board']);
    // Issue 32: the live row of a crew change whose last board event was recorded by then IS its state
    // then (a row's updated_at is the recording time of the last event folded into it), so only the
    // crew changes changed since are folded from their events; the live read model is the latest
    // snapshot of every row, and the cost follows what changed after the date, not the years before it.
    // updated_at holds the recording time to the millisecond (a JavaScript Date) and the event's own to the
    // microsecond, so a row counts as unchanged only when its whole millisecond lies before the moment.
    const unchanged = sql<boolean>`b.updated_at + interval '1 millisecond' <= ${asOf}`;
    // A row unchanged since the moment and finished before the day's window is not on that day's board:
    // not copied (its state then is its state now). The changed ones are folded, then the board's query
    // applies the same window to what they were.
    const shown = sql<boolean>`b.finished_on >= ${boardShownFrom(day)}`;
    const list = sql.join((await boardColumns(trx)).map((c) => sql.ref(c)));
    await sql`insert into crew_change_board (${list}) select ${list} from public.crew_change_board b
              where ${where('b')} and ${unchanged} and ${shown}`.execute(trx);
    // s48: a crew change created after the moment was not there (its first event's time, to the millisecond
    // below it, is after the moment): no stream to read. Halfway through five years, half the fleet's rows.
    // (A view over the live rows instead of the copy was tried: at 50,000 crews the board's batch and row
    // queries then read every row of the fleet through it, 270 ms each; the copy holds only the rows shown.)
    const changed = await sql<{ id: number }>`select id from public.crew_change_board b
              where ${where('b')} and not ${unchanged} and (b.created_at is null or b.created_at <= ${asOf})`.execute(
      trx,
    );
    const events = await streamEventsUpTo(
      trx,
      services.store,
      changed.rows.map((r) => crewChangeStream.id(r.id)),
      asOf,
    );
    await shadowDisembarkBatches(trx, asOf);
    await foldInto(trx, [crewChangeBoardProjection], events);
    const board = await loadBoard(trx as Kysely<DB>, { ...filter, liveOn: day }, actor);
    return { ...board, asOf: asOf.toISOString(), events: events.length };
  });
}

let columns: Promise<string[]> | undefined;
/** The board's columns but the generated ones (relief_crew_ids, 0070), which a copy works out again: read once a process. */
function boardColumns(db: Kysely<DB>): Promise<string[]> {
  columns ??= sql<{ name: string }>`select attname as name from pg_attribute
      where attrelid = 'public.crew_change_board'::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`
    .execute(db)
    .then((r) => r.rows.map((c) => c.name))
    .catch((e: unknown) => {
      columns = undefined;
      throw e;
    });
  return columns;
}

/** The disembarkation batches as they stood at the moment, shadowing the live table in the transaction. */
export async function shadowDisembarkBatches(trx: Kysely<DB>, asOf: Date): Promise<void> {
  await sql`create temporary table disembark_batches on commit drop
    as select * from public.disembark_batches where created_at <= ${asOf}`.execute(trx);
}

/** Read-only: no action and no writable field, whatever the user may do on the live board. */
function readOnly<A extends { actions: Record<string, boolean>; writable: Record<string, string[]> }>(access: A): A {
  const none = (o: Record<string, unknown>) => Object.fromEntries(Object.keys(o).map((k) => [k, []]));
  return {
    ...access,
    actions: Object.fromEntries(Object.keys(access.actions).map((k) => [k, false])),
    ...Object.fromEntries(
      Object.entries(access)
        .filter(([k]) => k !== 'actions')
        .map(([k, v]) => [k, v && typeof v === 'object' ? none(v as Record<string, unknown>) : v]),
    ),
  } as A;
}

/** The board at the end of a calendar day in the business time zone (read-only). */
export async function pastBoard(
  services: Services,
  input: { fleetId?: number | undefined; vesselId?: number | undefined; date: string },
  actor: Actor,
) {
  const asOf = endOfDayIn(input.date, services.env.TIME_ZONE);
  const filter = { fleetId: input.fleetId, vesselId: input.vesselId };
  const board = await boardAsOf(services, filter, asOf, actor, input.date);
  return { ...board, access: readOnly(board.access), date: input.date, readOnly: true as const };
}
