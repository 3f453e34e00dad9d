import { describe, expect, it } from 'vitest';
import { boardTopicVersion } from './live.js';

describe('a board topic version (issue 26 §6)', () => {
  const rows = [
    { id: 3, version: 7 },
    { id: 11, version: 2 },
    { id: 2_000_000_000, version: 40 },
  ];

  it('does not depend on the order of the rows', () => {
    expect(boardTopicVersion([...rows].reverse())).toBe(boardTopicVersion(rows));
  });

  it('moves when a row moves, comes or goes', () => {
    const v = boardTopicVersion(rows);
    expect(boardTopicVersion(rows.map((r, i) => (i === 1 ? { ...r, version: 3 } : r)))).not.toBe(v);
    expect(boardTopicVersion([...rows, { id: 12, version: 1 }])).not.toBe(v);
    expect(boardTopicVersion(rows.slice(1))).not.toBe(v);
    // Two rows trading versions keep the sum but not the weighted sum.
    expect(boardTopicVersion([{ id: 3, version: 2 }, { id: 11, version: 7 }, rows[2]!])).not.toBe(v);
  });
});
