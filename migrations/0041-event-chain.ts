import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: tamper evidence. Each event carries `hash`, sha256 over the previous event's hash of
 * its stream and the event itself (stream, version, id, type, schema version, data, metadata and
 * when it was recorded: `event_hash`, one definition for the insert trigger and the check). jsonb's text
 * is canonical (keys sorted), so the hash is recomputed from the stored row. Built-in `sha256`
 * (PostgreSQL 11+) needs no pgcrypto, so PGlite computes the same hashes.
 *
 * The hash is set by a row trigger on the insert append_events (0037) makes, so it is written in the
 * same statement and round trip, whatever inserts an event (the bench's bulk load too), and 0037's
 * function stays as it landed.
 *
 * Events written before the chain get their hashes from `event_chain_backfill()`, run once here
 * (with the append-only trigger off for its UPDATE, as only a migration may) and kept in
 * `event_chain_backfills`; the daily chain job records it as an EventChainBackfilled event.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table events add column hash bytea`.execute(db);
  await sql`
    create function event_hash(
      p_prev bytea, p_stream_id text, p_version integer, p_event_id uuid, p_type text, p_schema integer,
      p_data jsonb, p_metadata jsonb, p_recorded_at timestamptz
    ) returns bytea language sql immutable parallel safe as $$
      select sha256(coalesce(p_prev, ''::bytea) || convert_to(concat_ws(chr(31), p_stream_id, p_version::text,
        p_event_id::text, p_type, p_schema::text, p_data::text, p_metadata::text,
        extract(epoch from p_recorded_at)::text), 'UTF8'))
    $$`.execute(db);

  await sql`
    create table event_chain_backfills (
      id               serial primary key,
      done_at          timestamptz not null default now(),
      events           bigint not null,
      streams          bigint not null,
      through_position bigint not null
    )`.execute(db);
  await sql`
    create function event_chain_backfill() returns jsonb language plpgsql as $$
    declare
      r record;
      v_stream text := null;
      v_prev bytea := null;
      v_events bigint := 0;
      v_streams bigint := 0;
      v_through bigint;
    begin
      select max(global_position) into v_through from events;
      alter table events disable trigger events_no_update_delete;
      for r in
        select e.global_position, e.stream_id, e.stream_version, e.event_id, e.event_type, e.schema_version,
               e.data, e.metadata, e.recorded_at
          from events e
         where e.stream_id in (select distinct stream_id from events where hash is null)
         order by e.stream_id, e.stream_version
      loop
        if v_stream is distinct from r.stream_id then
          v_stream := r.stream_id;
          v_prev := null;
          v_streams := v_streams + 1;
        end if;
        v_prev := event_hash(v_prev, r.stream_id, r.stream_version, r.event_id, r.event_type, r.schema_version,
                             r.data, r.metadata, r.recorded_at);
        update events set hash = v_prev where global_position = r.global_position;
        v_events := v_events + 1;
      end loop;
      alter table events enable trigger events_no_update_delete;
      if v_events > 0 then
        insert into event_chain_backfills (events, streams, through_position) values (v_events, v_streams, v_through);
      end if;
      return jsonb_build_object('events', v_events, 'streams', v_streams, 'throughPosition', v_through);
    end $$`.execute(db);
  await sql`select event_chain_backfill()`.execute(db);

  // Each inserted event's hash chains on the one before it in its stream. A row trigger sees the rows
  // inserted before it by the same statement, so append_events' one UNNEST insert chains its events in order.
  await sql`
    create function events_chain_hash() returns trigger language plpgsql volatile as $$
    declare
      v_prev bytea;
    begin
      select hash into v_prev from events where stream_id = new.stream_id and stream_version = new.stream_version - 1;
      new.hash := event_hash(v_prev, new.stream_id, new.stream_version, new.event_id, new.event_type,
                             new.schema_version, new.data, new.metadata, new.recorded_at);
      return new;
    end $$`.execute(db);
  await sql`create trigger events_chain_hash before insert on events
            for each row execute function events_chain_hash()`.execute(db);

  // The history log reads the events in place (issue 27): the crew and the record type an event is
  // filed under (the rules of 0010, now functions of the event) and its user, indexed newest first.
  await sql`
    create function event_crew_id(p_data jsonb) returns integer language sql immutable parallel safe as $$
      select case when jsonb_typeof(p_data -> 'crewId') = 'number' then (
        select n::integer from (select (p_data ->> 'crewId')::numeric as n) c
         where n > 0 and n <= 2147483647 and n = trunc(n)) end
    $$`.execute(db);
  await sql`
    create function event_record_type(p_stream_type text, p_type text, p_data jsonb) returns text
    language sql immutable parallel safe as $$
      select coalesce(
        case when jsonb_typeof(p_data -> 'family') = 'string' then nullif(lower(btrim(p_data ->> 'family')), '') end,
        case when p_stream_type = 'crew' then 'profile' end,
        case when p_type like 'MasterRecord%' and jsonb_typeof(p_data -> 'kind') = 'string'
             then nullif(lower(btrim(p_data ->> 'kind')), '') end,
        p_stream_type)
    $$`.execute(db);
  await sql`create index events_crew_idx on events (event_crew_id(data), global_position desc)
            where event_crew_id(data) is not null`.execute(db);
  await sql`create index events_record_type_idx on events (event_record_type(stream_type, event_type, data),
            global_position desc)`.execute(db);
  await sql`create index events_user_idx on events (((metadata ->> 'userId')::integer), global_position desc)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index events_crew_idx, events_record_type_idx, events_user_idx`.execute(db);
  await sql`drop function event_crew_id, event_record_type`.execute(db);
  await sql`drop trigger events_chain_hash on events`.execute(db);
  await sql`drop function events_chain_hash`.execute(db);
  await sql`drop function event_chain_backfill`.execute(db);
  await sql`drop table event_chain_backfills`.execute(db);
  await sql`alter table events drop column hash`.execute(db);
  await sql`drop function event_hash`.execute(db);
}
