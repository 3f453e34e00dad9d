/**
 * Issue 27, appends: the statements one board edit sends (the append bench's command through
 * services.commands), each with its share of the wall time seen from node, over a few hundred commands.
 *
 *   node --import tsx scripts/bench/append-statements.ts [commands]   (default 300)
 */
import pg from 'pg';
import { createTestServices } from '../../apps/server/src/testing/test-services.js';
import { boardEdits } from './board-edits.js';

const N = Number(process.argv[2] ?? 300);
const seen = new Map<string, { n: number; ms: number }>();
let recording = false;
const original = pg.Client.prototype.query;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
(pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
  const text: string = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '?');
  const t0 = performance.now();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const out = (original as any).apply(this, args);
  if (recording && out && typeof out.then === 'function') {
    const key = text.replace(/\s+/g, ' ').slice(0, 110);
    void out.then(
      () => {
        const s = seen.get(key) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - t0;
        seen.set(key, s);
      },
      () => undefined,
    );
  }
  return out;
};

const services = await createTestServices({ startWorkers: false });
try {
  const { edit } = await boardEdits(services);
  for (let i = 0; i < 1000; i++) await edit(100_000 + i); // every stream kept, as in the bench's steady state
  recording = true;
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await edit(i);
  const wall = performance.now() - t0;
  recording = false;
  console.log(`${N} commands, one writer: ${(wall / N).toFixed(2)} ms each`);
  for (const [k, s] of [...seen].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`${(s.n / N).toFixed(2).padStart(5)} x ${(s.ms / N).toFixed(3).padStart(6)} ms  ${k}`);
} finally {
  await services.dispose();
}
