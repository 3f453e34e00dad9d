/**
 * Issue 27 §4, appends: what one board edit (the append bench's command, UpdateEmbarkingDetails
 * { remarks } through services.commands) writes: rows inserted and updated per table and the index
 * entries they add (an insert or a non-HOT update adds one to each index whose predicate holds),
 * from PostgreSQL's own counters over a few hundred commands on the bench fleet.
 *
 *   node --import tsx scripts/bench/append-rows.ts [commands]   (default 300)
 */
import { sql } from 'kysely';
import { createTestServices } from '../../apps/server/src/testing/test-services.js';
import { boardEdits } from './board-edits.js';

const N = Number(process.argv[2] ?? 300);
const services = await createTestServices({ startWorkers: false });
try {
  const { edit } = await boardEdits(services);
  const db = services.db;
  const size = await sql<{
    avg: number;
  }>`select avg(pg_column_size(b.*))::float as avg from crew_change_board b`.execute(db);
  console.log(`board row: ${size.rows[0]!.avg.toFixed(0)} bytes on average`);
  for (let i = 0; i < 20; i++) await edit(100_000 + i); // warm-up
  type Stat = { relname: string; ins: string; upd: string; hot: string; del: string };
  const stats = async () => {
    await new Promise((r) => setTimeout(r, 1500)); // backends flush their counters about once a second
    await sql`select pg_stat_clear_snapshot()`.execute(db);
    const r = await sql<Stat>`select relname, n_tup_ins::text as ins, n_tup_upd::text as upd,
        n_tup_hot_upd::text as hot, n_tup_del::text as del from pg_stat_user_tables`.execute(db);
    return new Map(r.rows.map((x) => [x.relname, x]));
  };
  const start = (await sql<{ p: string }>`select max(global_position)::text as p from events`.execute(db)).rows[0]!.p;
  const before = await stats();
  for (let i = 0; i < N; i++) await edit(i);
  const after = await stats();
  // Index entries: every index of the table, a partial one where its predicate holds for the new rows.
  const indexes = await sql<{ table: string; index: string; predicate: string | null }>`
    select t.relname as table, i.relname as index, pg_get_expr(x.indpred, x.indrelid) as predicate
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public'`.execute(db);
  const partialShare = async (table: string, predicate: string) => {
    if (table !== 'events') return 1;
    const r = await sql<{
      share: number;
    }>`select (count(*) filter (where ${sql.raw(predicate)}))::float / greatest(count(*), 1) as share
        from events where global_position > ${start}::bigint`.execute(db);
    return r.rows[0]!.share;
  };
  let rows = 0;
  let entries = 0;
  console.log(`Per board edit (${N} commands): rows written and index entries added, per table`);
  for (const [name, a] of after) {
    const b = before.get(name);
    const d = (k: keyof Stat) => (Number(a[k]) - Number(b?.[k] ?? 0)) / N;
    const ins = d('ins');
    const upd = d('upd');
    const hot = d('hot');
    if (ins + upd + d('del') === 0) continue;
    let perRow = 0;
    const own = indexes.rows.filter((x) => x.table === name);
    for (const x of own) perRow += x.predicate ? await partialShare(name, x.predicate) : 1;
    const added = (ins + upd - hot) * perRow;
    rows += ins + upd;
    entries += added;
    console.log(
      `   ${name.padEnd(26)} insert ${ins.toFixed(2)}  update ${upd.toFixed(2)} (HOT ${hot.toFixed(2)})  ${own.length} indexes  ${added.toFixed(2)} index entries`,
    );
  }
  console.log(`   total: ${rows.toFixed(2)} rows, ${entries.toFixed(2)} index entries per command`);
} finally {
  await services.dispose();
}
