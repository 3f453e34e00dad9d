import { describe, expect, it } from 'vitest';
import { sameValue } from './equal.js';

const asBefore = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

describe('sameValue (issue 26 §3: one value equality)', () => {
  it('ignores the order of object keys, at any depth', () => {
    const one = { a: 1, b: { c: [1, { d: 'x', e: null }] } };
    expect(sameValue(one, { b: { c: [1, { e: null, d: 'x' }] }, a: 1 })).toBe(true);
    expect(asBefore({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
  });

  it('keeps array order and tells values, types and shapes apart', () => {
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({ 0: 'a' }, ['a'])).toBe(false);
    expect(sameValue(0, false)).toBe(false);
    expect(sameValue('', null)).toBe(false);
  });

  it('reads undefined, dates and non-finite numbers as JSON does, like the helpers it replaces', () => {
    const cases: Array<[unknown, unknown]> = [
      [undefined, null],
      [null, null],
      [{ a: undefined }, {}],
      [{ a: null }, {}],
      [{ a: undefined }, { a: null }],
      [[undefined], [null]],
      [new Date('2026-11-26T08:00:00.000Z'), '2026-11-26T08:00:00.000Z'],
      [{ at: new Date(0) }, { at: new Date(0) }],
      [Number.NaN, null],
      [[Infinity], [null]],
      [{ f: () => 1 }, {}],
      [-0, 0],
      [{ list: [{ x: 1 }] }, { list: [{ x: 1 }] }],
    ];
    for (const [a, b] of cases) expect([a, b, sameValue(a, b)]).toEqual([a, b, asBefore(a, b)]);
  });
});
