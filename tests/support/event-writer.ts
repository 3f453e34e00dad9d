import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { EventStore, WrongExpectedVersionError, type AnyDb, type AnyTrx } from '@crewing/events';

/**
 * A writer process for the concurrent-writers fault test (issue 17 §1): argv = database URL, first
 * writer number, writers in this process, transactions per writer. Each writer appends, one
 * transaction at a time, to its own stream and (every other transaction) to one of four streams
 * shared by all writers, with the versions it read before its first write, as a command handler
 * does; a conflict is tried again. Every fourth writer holds one transaction open for 1.5 to 3 s
 * after appending, which holds the runner's horizon back while everyone else commits.
 * Prints one JSON line: the events it appended and the conflicts it retried.
 */
const [url, firstArg, countArg, txArg] = process.argv.slice(2);
const first = Number(firstArg);
const count = Number(countArg);
const txs = Number(txArg);
const pool = new pg.Pool({ connectionString: url, max: count + 1 });
const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
const store = new EventStore(db);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const META = {
  userId: 1,
  userName: 'FAULT WRITER',
  device: 'DESKTOP',
  browser: 'node',
  os: 'Linux',
  ip: '127.0.0.1',
  correlationId: 'fault-1',
  causationId: null,
};

async function versionOf(trx: AnyTrx, streamId: string): Promise<number> {
  const r = await sql<{
    v: number;
  }>`select coalesce(max(stream_version), 0)::int as v from events where stream_id = ${streamId}`.execute(trx);
  return r.rows[0]!.v;
}

const retryable = (e: unknown) =>
  e instanceof WrongExpectedVersionError ||
  (e as { code?: string }).code === '23505' ||
  (e as { code?: string }).code === 'EV409';

let appended = 0;
let retries = 0;
await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    const w = first + i;
    for (let k = 0; k < txs; k++) {
      const own = `cw-own-${w}`;
      const shared = k % 2 === 0 ? `cw-shared-${(w + k) % 4}` : null;
      // Holders only write their own stream: they hold the horizon, not the shared streams' lock.
      const holdMs = w % 4 === 0 && k === 1 ? 1500 + ((w * 397) % 1500) : 0;
      const events = Array.from({ length: 1 + ((w + k) % 3) }, (__, n) => ({ type: 'FaultTick', data: { w, k, n } }));
      for (;;) {
        try {
          const n = await db.transaction().execute(async (trx) => {
            const vOwn = await versionOf(trx, own);
            const vShared = shared ? await versionOf(trx, shared) : 0;
            await store.append(trx, {
              streamId: own,
              streamType: 'fault',
              expected: vOwn,
              events,
              metadata: { ...META, commandId: crypto.randomUUID() },
            });
            if (shared)
              await store.append(trx, {
                streamId: shared,
                streamType: 'fault',
                expected: vShared,
                events: [{ type: 'FaultTick', data: { w, k, shared: true } }],
                metadata: { ...META, commandId: crypto.randomUUID() },
              });
            if (holdMs) await sleep(holdMs);
            return events.length + (shared ? 1 : 0);
          });
          appended += n;
          break;
        } catch (e) {
          if (!retryable(e)) throw e;
          retries++;
        }
      }
    }
  }),
);
await db.destroy();
console.log(JSON.stringify({ appended, retries }));
