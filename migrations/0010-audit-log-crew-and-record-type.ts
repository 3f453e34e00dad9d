import { sql, type Kysely } from 'kysely';

/**
 * Issue 8, 002 §7 history logs: the legacy's history log call takes a crew (`crewID`) and a record
 * type (`documentType` / `logTypeId`). Each audit_log row learns both from its event, by the rule
 * of apps/server/src/audit/record-type.ts as it stood when this landed: the crew is `data.crewId`
 * when it is a positive integer; the record type is `data.family` (a crew record family), else
 * 'profile' on a crew stream, else a master record's `data.kind`, else the stream type.
 * The backfill reads the stored event shapes: no upcaster touches these fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table audit_log
      add column crew_id integer,
      add column record_type text not null default ''`.execute(db);
  await sql`
    update audit_log a set
      crew_id = case
        when jsonb_typeof(e.data -> 'crewId') = 'number'
         and (e.data ->> 'crewId')::numeric > 0
         and (e.data ->> 'crewId')::numeric <= 2147483647
         and (e.data ->> 'crewId')::numeric = trunc((e.data ->> 'crewId')::numeric)
        then (e.data ->> 'crewId')::numeric::integer
      end,
      record_type = case
        when jsonb_typeof(e.data -> 'family') = 'string' and btrim(e.data ->> 'family') <> ''
          then lower(btrim(e.data ->> 'family'))
        when e.stream_type = 'crew' then 'profile'
        when e.event_type like 'MasterRecord%' and jsonb_typeof(e.data -> 'kind') = 'string' and btrim(e.data ->> 'kind') <> ''
          then lower(btrim(e.data ->> 'kind'))
        else e.stream_type
      end
    from events e
    where e.global_position = a.global_position`.execute(db);
  // The history log lists newest first within a crew or a record type (002 §9 pages of 10).
  await sql`create index audit_log_crew_idx on audit_log (crew_id, global_position desc)`.execute(db);
  await sql`create index audit_log_record_type_idx on audit_log (record_type, global_position desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index audit_log_crew_idx, audit_log_record_type_idx`.execute(db);
  await sql`alter table audit_log drop column crew_id, drop column record_type`.execute(db);
}
