/**
 * The append latency plot of `npm run bench`: p50/p95/p99 per command against the number of
 * writers (log scale on both axes), with the throughput printed at each point. Plain SVG, no
 * chart library: it is opened from bench/results/ by a browser or the README.
 */
export interface LatencyPoint {
  writers: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const W = 640;
const H = 400;
const M = { left: 64, right: 150, top: 40, bottom: 52 };
const SERIES = [
  { key: 'p50', color: '#1c7ed6' },
  { key: 'p95', color: '#f08c00' },
  { key: 'p99', color: '#e03131' },
] as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function latencySvg(points: readonly LatencyPoint[], title: string): string {
  const xs = points.map((p) => p.writers);
  const ys = points.flatMap((p) => [p.p50, p.p95, p.p99]).filter((v) => v > 0);
  const xMin = Math.log10(Math.min(...xs));
  const xMax = Math.log10(Math.max(...xs));
  const yMin = Math.floor(Math.log10(Math.min(...ys)));
  const yMax = Math.ceil(Math.log10(Math.max(...ys)));
  const px = (w: number) => M.left + ((Math.log10(w) - xMin) / Math.max(xMax - xMin, 1e-9)) * (W - M.left - M.right);
  const py = (v: number) =>
    H - M.bottom - ((Math.log10(Math.max(v, 1e-3)) - yMin) / Math.max(yMax - yMin, 1e-9)) * (H - M.top - M.bottom);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${W / 2}" y="22" text-anchor="middle" font-size="14" font-weight="bold">${esc(title)}</text>`);
  // Grid: one line per decade on y, one per measured writer count on x.
  for (let d = yMin; d <= yMax; d++) {
    const y = py(10 ** d);
    out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="#dee2e6"/>`);
    out.push(
      `<text x="${M.left - 8}" y="${y + 4}" text-anchor="end">${10 ** d >= 1 ? 10 ** d : (10 ** d).toFixed(-d)} ms</text>`,
    );
  }
  for (const p of points) {
    const x = px(p.writers);
    out.push(`<line x1="${x}" x2="${x}" y1="${M.top}" y2="${H - M.bottom}" stroke="#dee2e6"/>`);
    out.push(`<text x="${x}" y="${H - M.bottom + 18}" text-anchor="middle">${p.writers}</text>`);
    out.push(
      `<text x="${x}" y="${H - M.bottom + 32}" text-anchor="middle" fill="#495057">${Math.round(p.perSecond).toLocaleString('en-US')}/s</text>`,
    );
  }
  out.push(
    `<text x="${(M.left + W - M.right) / 2}" y="${H - 6}" text-anchor="middle">concurrent writers (commands per second below)</text>`,
  );
  out.push(`<line x1="${M.left}" x2="${M.left}" y1="${M.top}" y2="${H - M.bottom}" stroke="#495057"/>`);
  out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${H - M.bottom}" y2="${H - M.bottom}" stroke="#495057"/>`);
  SERIES.forEach((s, i) => {
    const pts = points.map((p) => `${px(p.writers).toFixed(1)},${py(p[s.key]).toFixed(1)}`);
    out.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${pts.join(' ')}"/>`);
    for (const p of points)
      out.push(`<circle cx="${px(p.writers).toFixed(1)}" cy="${py(p[s.key]).toFixed(1)}" r="3.5" fill="${s.color}"/>`);
    const ly = M.top + 10 + i * 20;
    out.push(
      `<line x1="${W - M.right + 16}" x2="${W - M.right + 40}" y1="${ly}" y2="${ly}" stroke="${s.color}" stroke-width="2"/>`,
    );
    out.push(`<text x="${W - M.right + 46}" y="${ly + 4}">${s.key} latency</text>`);
  });
  out.push('</svg>');
  return out.join('\n');
}
