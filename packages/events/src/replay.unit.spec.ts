import { describe, expect, it } from 'vitest';
import type { Projection } from './projection.js';
import { stages } from './replay.js';

const projection = (name: string, tables: string[], reads?: string[]): Projection => ({
  name,
  mode: 'inline',
  tables,
  ...(reads ? { reads } : {}),
  apply: async () => undefined,
});

const names = (s: Projection[][]) => s.map((stage) => stage.map((p) => p.name));

describe('replay stages', () => {
  it('folds a projection after the owners of the tables it reads, in a later stage, each stage in the given order', () => {
    const board = projection('board', ['board']);
    const crews = projection('crews', ['crews']);
    const vaccines = projection('vaccines', ['vaccines'], ['key_items']);
    const keys = projection('keys', ['key_items']);
    const due = projection('due', ['due'], ['crews', 'board']);
    const counts = projection('counts', ['counts'], ['crews', 'vaccines', 'counts']);
    expect(names(stages([counts, due, board, crews, vaccines, keys]))).toEqual([
      ['board', 'crews', 'keys'],
      ['due', 'vaccines'],
      ['counts'],
    ]);
  });

  it('reads of a table no projection in the rebuild owns change nothing', () => {
    const a = projection('a', ['a'], ['elsewhere']);
    const b = projection('b', ['b']);
    expect(names(stages([a, b]))).toEqual([['a', 'b']]);
  });

  it('refuses projections that read each other’s tables: neither could fold first', () => {
    const a = projection('a', ['a'], ['b']);
    const b = projection('b', ['b'], ['a']);
    expect(() => stages([a, b])).toThrow(/read each other's tables: a -> b -> a/);
  });
});
