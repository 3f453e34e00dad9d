import { sql, type Kysely } from 'kysely';

/**
 * One round trip per stream for an append (issue 17): append_events claims the user's command id
 * (first stream of a command only), checks the expected version, inserts the events with UNNEST
 * and adds this stream's result to processed_commands.result, all in the caller's transaction.
 *
 * p_expected: a version (0 = no stream yet), -1 = the stream must exist, null = any.
 * Returns {"duplicate": true, "requestHash", "result"} when the command id was handled before
 * (a concurrent same id waits on the claim's unique key until the first commits or rolls back),
 * otherwise {"version", "positions", "transactionId", "recordedAt"}.
 * A stream whose latest event committed in a later transaction raises 40001 (see below).
 * A wrong version raises SQLSTATE EV409 with the actual version as DETAIL; a writer that took the
 * same version concurrently still fails on events_stream_version_key (23505).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function append_events(
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
    begin
      if p_claim then
        insert into processed_commands (user_id, command_id, stream_id, request_hash, result)
        values (p_user_id, p_command_id, p_stream_id, p_request_hash, null)
        on conflict (user_id, command_id) do nothing;
        if not found then
          select request_hash, result into v_prior from processed_commands
           where user_id = p_user_id and command_id = p_command_id;
          return jsonb_build_object('duplicate', true, 'requestHash', v_prior.request_hash, 'result', v_prior.result);
        end if;
      end if;

      select stream_version, transaction_id into v_actual, v_last_xid
        from events where stream_id = p_stream_id order by stream_version desc limit 1;
      v_actual := coalesce(v_actual, 0);
      if not (p_expected is null or (p_expected = -1 and v_actual > 0) or p_expected = v_actual) then
        raise exception 'Stream %: expected version %, found %', p_stream_id, p_expected, v_actual
          using errcode = 'EV409', detail = v_actual::text;
      end if;
      -- Readers fold in (transaction id, position) order. A transaction whose id is older than
      -- the one that committed this stream's latest event (it took its id earlier, e.g. with a
      -- command-id claim, then read the stream after that commit) would sort before it: the
      -- stream's version n+1 would be read before n. Refused as a serialization failure; the
      -- handler retries in a new transaction, whose id comes after.
      if v_n > 0 and v_last_xid is not null and v_last_xid > pg_current_xact_id() then
        raise exception 'Stream %: its latest event committed in a later transaction than this one', p_stream_id
          using errcode = '40001';
      end if;

      if v_n > 0 then
        with ins as (
          insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
          select p_stream_id, p_stream_type, v_actual + e.i::integer, e.id, e.t, e.s, e.d, p_metadata
            from unnest(p_event_ids, p_types, p_schema_versions, p_data) with ordinality as e(id, t, s, d, i)
           order by e.i
          returning global_position, stream_version
        )
        select array_agg(global_position order by stream_version) into v_positions from ins;
      end if;

      if p_command_id is not null then
        update processed_commands
           set result = coalesce(result, '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
             'streamId', p_stream_id,
             'version', v_actual + v_n,
             'eventIds', to_jsonb(coalesce(p_event_ids, '{}')),
             'positions', to_jsonb(v_positions::text[]),
             'events', coalesce((
               select jsonb_agg(jsonb_build_object('type', e.t, 'schemaVersion', e.s, 'data', e.d) order by e.i)
                 from unnest(p_types, p_schema_versions, p_data) with ordinality as e(t, s, d, i)), '[]'::jsonb)))
         where user_id = p_user_id and command_id = p_command_id;
      end if;

      return jsonb_build_object('version', v_actual + v_n, 'positions', to_jsonb(v_positions::text[]),
        'transactionId', pg_current_xact_id()::text, 'recordedAt', now());
    end $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function append_events`.execute(db);
}
