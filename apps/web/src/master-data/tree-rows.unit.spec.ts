import { describe, expect, it } from 'vitest';
import { treeRows } from './tree-rows';

// 002 §7 the category tree on the Categories settings screen.
const c = (id: number, name: string, parentId?: number) => ({ id, name, ...(parentId ? { parentId } : {}) });
const items = [c(1, 'CADET', 2), c(2, 'REGULAR'), c(3, 'DECK CADET', 1), c(4, 'POOL'), c(5, 'ENGINE CADET', 1)];
const shape = (rows: ReturnType<typeof treeRows<(typeof items)[number]>>) =>
  rows.map((r) => `${'-'.repeat(r.depth)}${r.item.name}${r.children ? `(${r.children})` : ''}`);

describe('tree rows', () => {
  it('puts each entry under its parent, children in the list order', () => {
    expect(shape(treeRows(items, (i) => i.parentId, new Set()))).toEqual([
      'REGULAR(1)',
      '-CADET(2)',
      '--DECK CADET',
      '--ENGINE CADET',
      'POOL',
    ]);
  });

  it('leaves a collapsed branch out; an entry whose parent is filtered out starts its own branch', () => {
    expect(shape(treeRows(items, (i) => i.parentId, new Set([1])))).toEqual(['REGULAR(1)', '-CADET(2)', 'POOL']);
    expect(
      shape(
        treeRows(
          items.filter((i) => i.id !== 2),
          (i) => i.parentId,
          new Set(),
        ),
      ),
    ).toEqual(['CADET(2)', '-DECK CADET', '-ENGINE CADET', 'POOL']);
  });

  it('shows entries caught in a loop of old data at the top level rather than losing them', () => {
    expect(shape(treeRows([c(1, 'A', 2), c(2, 'B', 1)], (i) => i.parentId, new Set()))).toEqual(['A', 'B']);
  });
});
