/**
 * Issue 27 §1: field history kept as rows or folded from the stream on read, measured side by side
 * on the fleet dataset (crew change streams of about 13 events, 1.5 changed fields an event):
 *
 * - Write: what keeping rows costs, written by one INSERT ... SELECT from the events (no node round
 *   trip, so it is the database's share alone): the rows as they were until 0057 (old and new value
 *   with who, device, browser, OS, IP and time copied on each) and a slim table (old and new value
 *   only; who and where read from the event), each with its key; beside a plain scan of the same events.
 * - Read: a board cell's history (one field of a crew change) and a whole stream's history, from
 *   each table (the slim one joined to its events for who and where) and folded from the stream
 *   (field-history/stream.ts fieldHistory, what the screens do now); beside a plain read of the stream's events.
 *
 *   node --import tsx scripts/bench/field-history.ts [events]   (default 100,000)
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { crewChangeStream } from '@crewing/domain';
import { createTestServices } from '../../apps/server/src/testing/test-services.js';
import { fieldHistory } from '../../apps/server/src/field-history/stream.js';
import { writeFleetDataset } from './fleet-dataset.js';
import { line, pct, timed } from './stats.js';

const target = Number(process.argv[2] ?? 100_000);
const RUNS = 300;
const services = await createTestServices({ startWorkers: false });
const out: string[] = [];
const say = (s: string) => (console.log(s), out.push(s));
try {
  const d = await writeFleetDataset(services, target);
  await sql`vacuum analyze events`.execute(services.db);
  say(`dataset: ${d.events} events, ${d.crewChanges} crew changes (written in ${d.writeSeconds.toFixed(0)} s)`);
  const db = services.db;
  const changed = sql`from events e cross join lateral jsonb_object_keys(e.data -> 'changes') k
    where e.event_type in ('EmbarkingDetailsUpdated', 'DisembarkingDetailsUpdated')`;
  const field = sql`(case e.event_type when 'EmbarkingDetailsUpdated' then 'embarking.' else 'disembarking.' end) || k`;
  const scanMs = await timed(() => sql`select count(*) ${changed}`.execute(db));
  await sql`create table fh_full (global_position bigint not null, stream_id text not null, field text not null,
      old_value jsonb, new_value jsonb, user_id integer, user_name text not null, device text not null,
      browser text not null, os text not null, ip text not null, recorded_at timestamptz not null)`.execute(db);
  await sql`create table fh_slim (global_position bigint not null, stream_id text not null, field text not null,
      old_value jsonb, new_value jsonb)`.execute(db);
  const fullMs = await timed(async () => {
    await sql`insert into fh_full select e.global_position, e.stream_id, ${field}, e.data -> 'previous' -> k,
        e.data -> 'changes' -> k, (e.metadata ->> 'userId')::integer, e.metadata ->> 'userName', e.metadata ->> 'device',
        e.metadata ->> 'browser', e.metadata ->> 'os', e.metadata ->> 'ip', e.recorded_at ${changed}`.execute(db);
    await sql`alter table fh_full add primary key (stream_id, field, global_position)`.execute(db);
  });
  const slimMs = await timed(async () => {
    await sql`insert into fh_slim select e.global_position, e.stream_id, ${field}, e.data -> 'previous' -> k,
        e.data -> 'changes' -> k ${changed}`.execute(db);
    await sql`alter table fh_slim add primary key (stream_id, field, global_position)`.execute(db);
  });
  await sql`analyze fh_full, fh_slim`.execute(db);
  const size = async (t: string) =>
    Number((await sql<{ n: string }>`select pg_total_relation_size(${t}::regclass)::text as n`.execute(db)).rows[0]!.n);
  const rows = Number((await sql<{ n: string }>`select count(*)::text as n from fh_full`.execute(db)).rows[0]!.n);
  say(`\nWrite: ${rows} history rows for ${d.events} events (INSERT ... SELECT from the events, then the key)`);
  say(`   baseline: scan of the changed fields          ${scanMs.toFixed(0).padStart(7)} ms`);
  say(
    `   rows as until 0057 (who and where on each)    ${fullMs.toFixed(0).padStart(7)} ms  ${(fullMs / scanMs).toFixed(1)}x  ${(await size('fh_full')) >> 20} MiB`,
  );
  say(
    `   slim rows (old and new value only)            ${slimMs.toFixed(0).padStart(7)} ms  ${(slimMs / scanMs).toFixed(1)}x  ${(await size('fh_slim')) >> 20} MiB`,
  );
  say(`   folded on read: nothing written                     0 ms`);

  const streams = Array.from({ length: RUNS }, (_, i) =>
    crewChangeStream.id(1 + Math.floor(((i * 7919) % d.crewChanges) + 0)),
  );
  const times: Record<string, number[]> = {};
  let warm = false;
  const t = async (name: string, fn: () => Promise<unknown>) => {
    const ms = await timed(fn);
    if (warm) (times[name] ??= []).push(ms);
  };
  const cell = 'embarking.remarks';
  for (const [i, s] of streams.entries()) {
    // Interleaved, so the machine's other load falls on every variant alike.
    warm = i >= 20; // the first rounds warm the caches and plans
    await t('baseline: the stream read', () =>
      sql`select * from events where stream_id = ${s} order by stream_version`.execute(db),
    );
    await t('cell, rows as until 0057', () =>
      sql`select * from fh_full where stream_id = ${s} and field = ${cell} order by global_position desc`.execute(db),
    );
    await t('cell, slim rows + their events', () =>
      sql`select f.*, e.metadata, e.recorded_at from fh_slim f join events e using (global_position)
          where f.stream_id = ${s} and f.field = ${cell} order by f.global_position desc`.execute(db),
    );
    await t('cell, folded on read', () => fieldHistory(db, s, true, cell));
    await t('stream, rows as until 0057', () =>
      sql`select * from fh_full where stream_id = ${s} order by global_position desc`.execute(db),
    );
    await t('stream, slim rows + their events', () =>
      sql`select f.*, e.metadata, e.recorded_at from fh_slim f join events e using (global_position)
          where f.stream_id = ${s} order by f.global_position desc`.execute(db),
    );
    await t('stream, folded on read', () => fieldHistory(db, s, true));
  }
  const base = times['baseline: the stream read']!;
  say(`\nRead: ${base.length} crew changes each (a board cell's history; a whole stream's), same run`);
  for (const [name, xs] of Object.entries(times))
    say(`   ${line(name, xs)}   p95 ${(pct(xs, 95) / pct(base, 95)).toFixed(2)}x the stream read`);
  const file = new URL(`../../bench/results/field-history-${d.events}.txt`, import.meta.url);
  writeFileSync(file, `${new Date().toISOString()}\n${out.join('\n')}\n`);
  console.log(`\nwritten: bench/results/field-history-${d.events}.txt`);
} finally {
  await services.dispose();
}
