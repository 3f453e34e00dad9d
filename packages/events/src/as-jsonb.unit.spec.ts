import { describe, expect, it } from 'vitest';
import { asJsonb } from './store.js';

/** jsonb's key order as PostgreSQL keeps it: shorter keys first in bytes, then bytewise. */
const jsonbOrder = (a: string, b: string) =>
  Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('asJsonb', () => {
  it('orders keys as jsonb does, ASCII or not, at every depth', () => {
    const value = {
      zeta: 1,
      b: { é: 1, ab: 2, a: 3, Z: 4 },
      aa: [{ yy: 1, x: 2 }, 3, null],
      ä: 'x',
      A: { c: 1, b: 2 },
    };
    const out = asJsonb(value) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(Object.keys(value).sort(jsonbOrder));
    expect(Object.keys(out.b as object)).toEqual(['Z', 'a', 'ab', 'é']);
    expect(Object.keys((out.aa as object[])[0]!)).toEqual(['x', 'yy']);
    expect(Object.keys(out.A as object)).toEqual(['b', 'c']);
    expect(out).toEqual(value);
  });

  it('keeps a "__proto__" key as an own property', () => {
    const parsed = JSON.parse('{"__proto__": {"b": 1, "a": 2}, "k": 1}') as object;
    const out = asJsonb(parsed) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['k', '__proto__']);
    expect(Object.keys(Object.getOwnPropertyDescriptor(out, '__proto__')!.value as object)).toEqual(['a', 'b']);
  });
});
