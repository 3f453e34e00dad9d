/**
 * The one value equality (issue 26 §3): two values are the same when they would write the same
 * JSON with their object keys in any order. So the command handler's conflict check, the deciders'
 * "nothing changed" and the web's changed-field lists agree whatever order a client or an event
 * built an object in. As `JSON.stringify(a ?? null) === JSON.stringify(b ?? null)`, which it
 * replaces: undefined is null at the top and in arrays, a key holding undefined is no key, a Date
 * compares as its ISO text (toJSON), NaN and Infinity as null.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const x = asJson(a) ?? null;
  const y = asJson(b) ?? null;
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => sameValue(v, y[i]));
  }
  const one = x as Record<string, unknown>;
  const other = y as Record<string, unknown>;
  const keys = keysOf(one);
  if (keys.length !== keysOf(other).length) return false;
  return keys.every((k) => Object.hasOwn(other, k) && asJson(other[k]) !== undefined && sameValue(one[k], other[k]));
}

/** What JSON.stringify writes for a value: its toJSON, nothing (undefined) for what it leaves out. */
function asJson(v: unknown): unknown {
  const withJson = v as { toJSON?: () => unknown } | null | undefined;
  const value = typeof v === 'object' && typeof withJson?.toJSON === 'function' ? withJson.toJSON() : v;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/** The keys JSON.stringify writes: those whose value it does not leave out. */
function keysOf(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => asJson(o[k]) !== undefined);
}
