/** Percentiles and one aligned line of them, for the bench scripts. */
export const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
export const line = (label: string, xs: number[]): string =>
  `${label.padEnd(34)} p50 ${ms(pct(xs, 50))}  p95 ${ms(pct(xs, 95))}  p99 ${ms(pct(xs, 99))}`;

/** `   ratio p95 2.1x`: the p-th percentile of xs over that of its baseline, to print after a line. */
export const ratio = (xs: number[], baseline: number[], p: number, digits = 1): string =>
  `   ratio p${p} ${(pct(xs, p) / pct(baseline, p)).toFixed(digits)}x`;

/** Times fn once, in milliseconds. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const s = performance.now();
  await fn();
  return performance.now() - s;
}
