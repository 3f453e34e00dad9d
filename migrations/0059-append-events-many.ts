import { sql, type Kysely } from 'kysely';

/**
 * Group commit (issues 27 and 28): many commands' appends in one round trip. append_events_many
 * takes a JSON array of append_events' arguments, one element a stream, in order, and calls
 * append_events (0037, unchanged) for each in the caller's transaction; it returns the array of
 * their results. An element claiming a command id that was handled before returns the duplicate
 * answer, and the later elements of that same command (same user and command id) are skipped
 * (null in the result), as the handler stops a command there. Errors are append_events' own (EV409
 * names the stream in its message, the actual version in DETAIL), and fail the whole statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function append_events_many(p_batch jsonb) returns jsonb language plpgsql as $$
    declare
      e jsonb;
      v_out jsonb := '[]'::jsonb;
      v_r jsonb;
      v_dup_user integer := null;
      v_dup_command text := null;
    begin
      for e in select value from jsonb_array_elements(p_batch) loop
        if v_dup_command is not null and (e ->> 'commandId') = v_dup_command
           and (e ->> 'userId')::integer is not distinct from v_dup_user then
          v_out := v_out || jsonb_build_array(null::jsonb);
          continue;
        end if;
        v_r := append_events(
          e ->> 'streamId', e ->> 'streamType', (e ->> 'expected')::integer,
          array(select x.value::uuid from jsonb_array_elements_text(e -> 'eventIds')
                with ordinality x(value, i) order by x.i),
          array(select x.value from jsonb_array_elements_text(e -> 'types')
                with ordinality x(value, i) order by x.i),
          array(select x.value::integer from jsonb_array_elements_text(e -> 'schemaVersions')
                with ordinality x(value, i) order by x.i),
          array(select x.value from jsonb_array_elements(e -> 'data')
                with ordinality x(value, i) order by x.i),
          e -> 'metadata', (e ->> 'userId')::integer, e ->> 'commandId', e ->> 'requestHash',
          coalesce((e ->> 'claim')::boolean, false));
        if v_r ? 'duplicate' then
          v_dup_user := (e ->> 'userId')::integer;
          v_dup_command := e ->> 'commandId';
        end if;
        v_out := v_out || jsonb_build_array(v_r);
      end loop;
      return v_out;
    end $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function append_events_many`.execute(db);
}
