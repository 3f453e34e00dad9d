import { sql, type Kysely } from 'kysely';
import { up as perElement } from './0059-append-events-many.js';

/**
 * Group commit, set-based (issue 28 §5). 0059's append_events_many called append_events once per
 * element: an import group of 100 one-event elements (ten crews' ten documents) paid 100 function calls,
 * 100 version reads, 100 INSERT statements and, per crew command, ten rewrites of its processed_commands
 * row. The same arguments and answers, now in five statements whatever the batch's size: the claims (one
 * INSERT), the streams' versions (one read), the version and order checks, every event (one INSERT, the
 * chain hash trigger of 0041 still hashing each row after the ones before it in its stream), and each
 * command's result (one UPDATE). append_events (0037) is unchanged and stays the single-stream path.
 *
 * Same contract as 0059: elements in order; a claim of a command id handled before answers
 * {"duplicate", "requestHash", "result"} and the later elements of that command are null; the first
 * element (in order) whose expected version does not hold raises EV409 'Stream %: expected version %,
 * found %' (DETAIL the actual version), one whose stream's latest event committed in a later transaction
 * raises 40001; an element's version counts the events of the elements before it on its stream. A
 * command id is claimed at most once a batch (the handler's group never sends one twice).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function append_events_many(p_batch jsonb) returns jsonb language plpgsql as $$
    declare
      v_xid xid8 := pg_current_xact_id();
      v_count integer := coalesce(jsonb_array_length(p_batch), 0);
      v_stream text[];
      v_expected integer[];
      v_n integer[];
      v_user integer[];
      v_command text[];
      v_claim boolean[];
      v_claimed text[];
      v_dups text[] := '{}';
      v_skip boolean[];
      v_dup_out jsonb[];
      v_actual integer[];
      v_streams text[];
      v_versions integer[];
      v_last_xids xid8[];
      v_written boolean[];
      v_prior record;
      v_key text;
      v_k integer;
      v_out jsonb;
    begin
      if v_count = 0 then
        return '[]'::jsonb;
      end if;
      select array_agg(e.v ->> 'streamId' order by e.i),
             array_agg((e.v ->> 'expected')::integer order by e.i),
             array_agg(coalesce(jsonb_array_length(e.v -> 'eventIds'), 0) order by e.i),
             array_agg((e.v ->> 'userId')::integer order by e.i),
             array_agg(e.v ->> 'commandId' order by e.i),
             array_agg(coalesce((e.v ->> 'claim')::boolean, false) order by e.i)
        into v_stream, v_expected, v_n, v_user, v_command, v_claim
        from jsonb_array_elements(p_batch) with ordinality e(v, i);

      -- 1. Every claim at once, in order (a concurrent same id is waited for, as append_events does).
      with claimed as (
        insert into processed_commands (user_id, command_id, stream_id, request_hash, result)
        select v_user[i], v_command[i], v_stream[i], p_batch -> (i - 1) ->> 'requestHash', null
          from generate_series(1, v_count) i
         where v_claim[i]
         order by i
        on conflict (user_id, command_id) do nothing
        returning user_id, command_id
      )
      select coalesce(array_agg(user_id::text || ':' || command_id), '{}') into v_claimed from claimed;

      -- A claim not taken answers the command's first result; the command's later elements are skipped (null).
      v_skip := array_fill(false, array[v_count]);
      v_dup_out := array_fill(null::jsonb, array[v_count]);
      for i in 1..v_count loop
        v_key := v_user[i]::text || ':' || v_command[i];
        if v_claim[i] and not (v_key = any(v_claimed)) then
          select request_hash, result into v_prior from processed_commands
           where user_id = v_user[i] and command_id = v_command[i];
          v_dup_out[i] := jsonb_build_object('duplicate', true, 'requestHash', v_prior.request_hash,
                                             'result', v_prior.result);
          v_dups := v_dups || v_key;
          v_skip[i] := true;
        elsif v_command[i] is not null and v_key = any(v_dups) then
          v_skip[i] := true;
        end if;
      end loop;

      -- 2. Each stream's latest version and transaction before the batch, in one read.
      select coalesce(array_agg(s.stream_id), '{}'), coalesce(array_agg(coalesce(l.stream_version, 0)), '{}'),
             coalesce(array_agg(l.transaction_id), '{}')
        into v_streams, v_versions, v_last_xids
        from (select distinct v_stream[i] as stream_id from generate_series(1, v_count) i where not v_skip[i]) s
        left join lateral (select stream_version, transaction_id from events
                            where stream_id = s.stream_id order by stream_version desc limit 1) l on true;
      v_written := array_fill(false, array[coalesce(cardinality(v_streams), 0) + 1]);

      -- 3. In order, as append_events would check each: the expected version (counting the elements before it on
      -- its stream) and the transaction order (see 0037).
      v_actual := array_fill(0, array[v_count]);
      for i in 1..v_count loop
        continue when v_skip[i];
        v_k := array_position(v_streams, v_stream[i]);
        v_actual[i] := v_versions[v_k];
        if not (v_expected[i] is null or (v_expected[i] = -1 and v_actual[i] > 0) or v_expected[i] = v_actual[i]) then
          raise exception 'Stream %: expected version %, found %', v_stream[i], v_expected[i], v_actual[i]
            using errcode = 'EV409', detail = v_actual[i]::text;
        end if;
        if v_n[i] > 0 and not v_written[v_k] and v_last_xids[v_k] is not null and v_last_xids[v_k] > v_xid then
          raise exception 'Stream %: its latest event committed in a later transaction than this one', v_stream[i]
            using errcode = '40001';
        end if;
        if v_n[i] > 0 then
          v_written[v_k] := true;
          v_versions[v_k] := v_versions[v_k] + v_n[i];
        end if;
      end loop;

      -- 4. Every event in one INSERT, in order (the chain trigger hashes each after the one before it in its
      -- stream), each command's result added to its row, and each element's answer.
      with ins as (
        insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
        select e.v ->> 'streamId', e.v ->> 'streamType', v_actual[e.i] + x.j::integer, x.id::uuid, x.t, x.s::integer,
               x.d, e.v -> 'metadata'
          from jsonb_array_elements(p_batch) with ordinality e(v, i),
               rows from (jsonb_array_elements_text(e.v -> 'eventIds'), jsonb_array_elements_text(e.v -> 'types'),
                          jsonb_array_elements_text(e.v -> 'schemaVersions'), jsonb_array_elements(e.v -> 'data'))
                 with ordinality x(id, t, s, d, j)
         where not v_skip[e.i]
         order by e.i, x.j
        returning stream_id, stream_version, global_position, event_id, event_type, schema_version, data
      ), per as (
        select k.i,
               coalesce(jsonb_agg(ins.event_id order by ins.stream_version) filter (where ins.event_id is not null),
                        '[]') as event_ids,
               coalesce(jsonb_agg(ins.global_position::text order by ins.stream_version)
                          filter (where ins.event_id is not null), '[]') as positions,
               coalesce(jsonb_agg(jsonb_build_object('type', ins.event_type, 'schemaVersion', ins.schema_version,
                                                     'data', ins.data) order by ins.stream_version)
                          filter (where ins.event_id is not null), '[]') as events
          from generate_series(1, v_count) k(i)
          left join ins on not v_skip[k.i] and ins.stream_id = v_stream[k.i]
                       and ins.stream_version > v_actual[k.i] and ins.stream_version <= v_actual[k.i] + v_n[k.i]
         group by k.i
      ), results as (
        update processed_commands p
           set result = coalesce(p.result, '[]'::jsonb) || r.entries
          from (select v_user[per.i] as user_id, v_command[per.i] as command_id,
                       jsonb_agg(jsonb_build_object('streamId', v_stream[per.i], 'version', v_actual[per.i] + v_n[per.i],
                                                    'eventIds', per.event_ids, 'positions', per.positions,
                                                    'events', per.events) order by per.i) as entries
                  from per
                 where not v_skip[per.i] and v_command[per.i] is not null
                 group by 1, 2) r
         where p.user_id = r.user_id and p.command_id = r.command_id
      )
      select jsonb_agg(case when v_dup_out[per.i] is not null then v_dup_out[per.i]
                            when v_skip[per.i] then 'null'::jsonb
                            else jsonb_build_object('version', v_actual[per.i] + v_n[per.i], 'positions', per.positions,
                                                    'transactionId', v_xid::text, 'recordedAt', now()) end
                       order by per.i)
        into v_out
        from per;
      return v_out;
    end $$`.execute(db);
}

/** Back to 0059's function: append_events once per element (0059's own text, created again). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function append_events_many`.execute(db);
  await perElement(db);
}
