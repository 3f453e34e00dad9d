import { sql, type Kysely } from 'kysely';
import { up as original } from './0037-append-function.js';

/**
 * Issue 27, appends (s43): the command id row is written once, with its result. 0037's append_events
 * inserted the claim with a null result and updated it at the end of the same call (a second row
 * version of processed_commands a command). The stream's latest version is now read first and the
 * events' positions taken from their sequence before the claim, so the claim's INSERT carries the
 * stream's result; the events are inserted at those positions. Same arguments, answers and errors as
 * 0037: a command id handled before answers its first result before any check; EV409 on a wrong
 * version, 40001 when the stream's latest event committed in a later transaction. A claim not taken
 * (a duplicate) leaves a gap in the positions, as a rolled-back append always has. A later stream of
 * the same command (p_claim false) still adds its result to the row. Measured in alternating slices
 * at 8 writers: 255 -> 282 commands/s, PostgreSQL CPU 1.76 -> 1.56 ms a command (bench/levers-appends.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function append_events(
      p_stream_id text, p_stream_type text, p_expected integer,
      p_event_ids uuid[], p_types text[], p_schema_versions integer[], p_data jsonb[], p_metadata jsonb,
      p_user_id integer, p_command_id text, p_request_hash text, p_claim boolean
    ) returns jsonb language plpgsql as $$
    declare
      v_actual integer;
      v_last_xid xid8;
      v_prior record;
      v_positions bigint[] := '{}';
      v_n integer := coalesce(cardinality(p_event_ids), 0);
      v_result jsonb;
    begin
      select stream_version, transaction_id into v_actual, v_last_xid
        from events where stream_id = p_stream_id order by stream_version desc limit 1;
      v_actual := coalesce(v_actual, 0);
      if v_n > 0 then
        v_positions := array(select nextval('events_global_position_seq') from generate_series(1, v_n));
      end if;
      if p_command_id is not null then
        v_result := jsonb_build_array(jsonb_build_object(
          'streamId', p_stream_id, 'version', v_actual + v_n, 'eventIds', to_jsonb(coalesce(p_event_ids, '{}')),
          'positions', to_jsonb(v_positions::text[]),
          'events', coalesce((select jsonb_agg(jsonb_build_object('type', e.t, 'schemaVersion', e.s, 'data', e.d) order by e.i)
                                from unnest(p_types, p_schema_versions, p_data) with ordinality as e(t, s, d, i)), '[]'::jsonb)));
      end if;
      if p_claim then
        insert into processed_commands (user_id, command_id, stream_id, request_hash, result)
        values (p_user_id, p_command_id, p_stream_id, p_request_hash, v_result)
        on conflict (user_id, command_id) do nothing;
        if not found then
          select request_hash, result into v_prior from processed_commands
           where user_id = p_user_id and command_id = p_command_id;
          return jsonb_build_object('duplicate', true, 'requestHash', v_prior.request_hash, 'result', v_prior.result);
        end if;
      end if;
      if not (p_expected is null or (p_expected = -1 and v_actual > 0) or p_expected = v_actual) then
        raise exception 'Stream %: expected version %, found %', p_stream_id, p_expected, v_actual
          using errcode = 'EV409', detail = v_actual::text;
      end if;
      if v_n > 0 and v_last_xid is not null and v_last_xid > pg_current_xact_id() then
        raise exception 'Stream %: its latest event committed in a later transaction than this one', p_stream_id
          using errcode = '40001';
      end if;
      if v_n > 0 then
        insert into events (global_position, stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
        overriding system value
        select v_positions[e.i], p_stream_id, p_stream_type, v_actual + e.i::integer, e.id, e.t, e.s, e.d, p_metadata
          from unnest(p_event_ids, p_types, p_schema_versions, p_data) with ordinality as e(id, t, s, d, i)
         order by e.i;
      end if;
      if p_command_id is not null and not p_claim then
        update processed_commands set result = coalesce(result, '[]'::jsonb) || v_result
         where user_id = p_user_id and command_id = p_command_id;
      end if;
      return jsonb_build_object('version', v_actual + v_n, 'positions', to_jsonb(v_positions::text[]),
        'transactionId', pg_current_xact_id()::text, 'recordedAt', now());
    end $$`.execute(db);
}

/** Back to 0037's function (its own text, created again). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function append_events`.execute(db);
  await original(db);
}
