/** A copy of the map without one key: what an evolve does when an entry is removed. */
export function withoutKey<V>(map: Readonly<Record<string, V>>, key: string | number): Record<string, V> {
  const rest = { ...map };
  delete rest[key];
  return rest;
}
