/**
 * What a bench script on a scale copy needs around the code it times: the server's services on the
 * database DATABASE_URL names, a count read as a number, and the load average to print beside each figure
 * (the machine is shared, so every figure stands beside the load it was measured under).
 */
import { loadavg } from 'node:os';
import type { Kysely, RawBuilder } from 'kysely';
import { loadEnv } from '../../apps/server/src/env.js';
import { createServices } from '../../apps/server/src/system.js';
import type { DB } from '../../apps/server/src/platform/db/schema.js';

/** The services without the job runner or workers (the script calls what it times), waiting up to 2 minutes to connect. */
export const benchServices = () =>
  createServices(loadEnv(), {
    startRunner: false,
    startWorkers: false,
    connectTimeoutMs: 120_000,
  });

/** `select count(*) as n …` on `db`, as a number. */
export const countOn =
  (db: Kysely<DB>) =>
  async (q: RawBuilder<{ n: string }>): Promise<number> =>
    Number((await q.execute(db)).rows[0]!.n);

/** The 1, 5 and 15 minute load averages, e.g. '3.2 2.9 2.5'. */
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
