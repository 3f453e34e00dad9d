import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 (s47): the live board shows the crew changes still being worked on and those finished in the
 * last 30 days, not every crew change ever made (five years of an agency's reliefs are 170,000 rows at
 * 50,000 crews; no officer works from them). `finished_on` is the day a crew change's work ended, a fact
 * of its state, so the live board, the board at a past date and a replay all read the same rule:
 *
 * - a cancelled rank: the latest of the cancellation's day and the row's embark and disembark dates;
 * - otherwise, once the active embarking's embark date is confirmed (the reliever signed on) and, when
 *   there is an off-signer, his Manila arrival is confirmed (he is home): the later of those two dates;
 * - an off-signer home with no reliever embarking (none lined up, or cancelled without a replacement):
 *   his arrival day. Lining one up later opens an embarking, and the row is open again;
 * - else it is open: 'infinity', so "shown from a day on" is one index range (`finished_on >= day`).
 *
 * A generated column (as `relief_crew_ids`, 0070): the board's fold is untouched, and an edit that does
 * not finish or reopen the row leaves the value, so its update stays HOT (0058). Days are made with
 * make_date (immutable), not a text-to-date cast (stable: it reads DateStyle).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function crew_change_day(v text) returns date language sql immutable strict parallel safe
    return make_date(substr(v, 1, 4)::int, substr(v, 6, 2)::int, substr(v, 9, 2)::int)`.execute(db);
  await sql`
    create function crew_change_finished_on(state jsonb) returns date language sql immutable parallel safe
    return coalesce((
      select case
        when jsonb_typeof(state->'rankCancelled') = 'object' then
          greatest(crew_change_day(state->'rankCancelled'->>'at'),
                   crew_change_day(state->'disembarking'->'values'->>'disembark_date'),
                   crew_change_day(a.e->'values'->>'embark_date'))
        when state->>'offSignerCrewId' is not null and state->'disembarking'->'confirmed'->'arrive_manila' is null
          then null
        when a.e is null then
          case when state->>'offSignerCrewId' is not null
            then crew_change_day(state->'disembarking'->'values'->>'arrive_manila') end
        when a.e->'confirmed'->'embark_date' is null then null
        else greatest(crew_change_day(a.e->'values'->>'embark_date'),
                      crew_change_day(state->'disembarking'->'values'->>'arrive_manila'))
      end
      from (select (select x.e from jsonb_array_elements(state->'embarkings') with ordinality x(e, n)
                    where jsonb_typeof(x.e->'cancelled') is distinct from 'object'
                    order by x.n desc limit 1) as e) a
    ), 'infinity'::date)`.execute(db);
  await sql`alter table crew_change_board add column finished_on date not null
    generated always as (crew_change_finished_on(state)) stored`.execute(db);
  // The fleet and vessel boards read a range of each; the vessel index's key is this one's prefix.
  await sql`create index crew_change_board_fleet_finished_idx on crew_change_board (fleet_id, finished_on)`.execute(db);
  await sql`create index crew_change_board_vessel_finished_idx on crew_change_board (vessel_id, finished_on)`.execute(
    db,
  );
  await sql`drop index crew_change_board_vessel_idx`.execute(db);
  await sql`analyze crew_change_board`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index crew_change_board_vessel_idx on crew_change_board (vessel_id)`.execute(db);
  await sql`drop index crew_change_board_vessel_finished_idx`.execute(db);
  await sql`drop index crew_change_board_fleet_finished_idx`.execute(db);
  await sql`alter table crew_change_board drop column finished_on`.execute(db);
  await sql`drop function crew_change_finished_on(jsonb)`.execute(db);
  await sql`drop function crew_change_day(text)`.execute(db);
}
