import { describe, expect, it } from 'vitest';
import { MAX_PARAMETERS, rowChunks } from './row-chunks.js';

describe('rowChunks', () => {
  it('keeps every part of a multi-row insert under the parameter limit, rows in order', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ a: i, b: 'x', c: null, d: 1, e: 2, f: 3, g: 4, h: 5 }));
    const parts = rowChunks(rows);
    expect(parts.flat()).toEqual(rows);
    for (const p of parts) expect(p.length * 8).toBeLessThanOrEqual(MAX_PARAMETERS);
    expect(parts[0]!.length).toBe(Math.floor(MAX_PARAMETERS / 8));
  });

  it('counts the union of the rows’ keys (a row leaving a column out still gets DEFAULT there)', () => {
    const rows = [{ a: 1 }, { b: 2 }, { c: 3 }, { a: 4, b: 5, c: 6 }];
    expect(rowChunks(rows, 6)).toEqual([
      [{ a: 1 }, { b: 2 }],
      [{ c: 3 }, { a: 4, b: 5, c: 6 }],
    ]);
  });

  it('gives nothing for no rows and one row a part past the limit', () => {
    expect(rowChunks([])).toEqual([]);
    expect(rowChunks([{ a: 1, b: 2 }], 1)).toEqual([[{ a: 1, b: 2 }]]);
  });
});
