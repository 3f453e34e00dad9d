import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 (s45): `event_crew_id` (0041) answers the same, in a form PostgreSQL inlines. Its scalar subquery made
 * every use a call of a SQL function: each event appended evaluated it twice (the partial index `events_crew_idx`'s
 * condition and key), 5.7 us a call at 5,000 crews, 1.5-2 us inlined; so does a replay and the history log's crew
 * filter. Same answer for every value (the crew id of a positive whole number up to 2^31-1, else null; the nested
 * CASE keeps the numeric cast behind the type test), so the index stays as it is: checked equal on every event of a
 * 5,000-crew scale seed, and the history log's crew filter still reads `events_crew_idx`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function event_crew_id(p_data jsonb) returns integer language sql immutable parallel safe as $$
      select case when jsonb_typeof(p_data -> 'crewId') = 'number' then
               case when (p_data ->> 'crewId')::numeric > 0 and (p_data ->> 'crewId')::numeric <= 2147483647
                          and (p_data ->> 'crewId')::numeric = trunc((p_data ->> 'crewId')::numeric)
                    then (p_data ->> 'crewId')::numeric::integer end
             end
    $$`.execute(db);
}

/** 0041's text again. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function event_crew_id(p_data jsonb) returns integer language sql immutable parallel safe as $$
      select case when jsonb_typeof(p_data -> 'crewId') = 'number' then (
        select n::integer from (select (p_data ->> 'crewId')::numeric as n) c
         where n > 0 and n <= 2147483647 and n = trunc(n)) end
    $$`.execute(db);
}
