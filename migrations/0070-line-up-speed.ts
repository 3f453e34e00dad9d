import { sql, type Kysely } from 'kysely';

/**
 * Issue 32, the line-up (002 §7) at 50,000 crews: what it reads is bounded by the crews it shows.
 *
 * - Its crews (a rank's, with a crew code, by last name, at most 500) are an index range, not a
 *   sort of every crew of the rank.
 * - Their documents: `current_documents_crew_idx` (crew, family) now carries the document and its
 *   expiry date, so each crew's documents are one index-only range (same key: its other readers keep it).
 * - "Already lined up for": the open crew changes naming one of those crews, found on a GIN index
 *   instead of reading every open crew change's state. `relief_crew_ids` is the crews a crew change's
 *   relievers and embarkings name (sorted, each once): a fact of its state, not the rule (the line-up
 *   applies the active embarking's rule to the few rows found). A generated column, not an index on
 *   `state` itself: an edit that changes no reliever or embarking leaves the column's value as it was,
 *   so the board row's update stays HOT (0058: an index on `state` would make every edit write an
 *   entry in each of the table's indexes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index crews_line_up_idx on crews (rank_id, last_name, id) where crew_code is not null`.execute(db);
  await sql`create index current_documents_crew_cover_idx on current_documents (crew_id, family)
    include (group_id, expiry_date)`.execute(db);
  await sql`drop index current_documents_crew_idx`.execute(db);
  await sql`alter index current_documents_crew_cover_idx rename to current_documents_crew_idx`.execute(db);
  await sql`
    create function crew_change_relief_crew_ids(state jsonb) returns int[]
    language sql immutable strict parallel safe
    return array(
      select (x->>'crewId')::int from jsonb_array_elements(state->'relievers') x
      union
      select (x->>'crewId')::int from jsonb_array_elements(state->'embarkings') x
      order by 1)`.execute(db);
  await sql`alter table crew_change_board add column relief_crew_ids int[]
    generated always as (crew_change_relief_crew_ids(state)) stored`.execute(db);
  await sql`create index crew_change_board_relief_idx on crew_change_board using gin (relief_crew_ids)
    where not rank_cancelled and arrive_manila is null`.execute(db);
  await sql`analyze crews`.execute(db);
  await sql`analyze current_documents`.execute(db);
  await sql`analyze crew_change_board`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table crew_change_board drop column relief_crew_ids`.execute(db);
  await sql`drop function crew_change_relief_crew_ids(jsonb)`.execute(db);
  await sql`drop index crews_line_up_idx`.execute(db);
  await sql`drop index current_documents_crew_idx`.execute(db);
  await sql`create index current_documents_crew_idx on current_documents (crew_id, family)`.execute(db);
}
