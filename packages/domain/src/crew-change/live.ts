/**
 * A board topic's version (issue 26 §6): a fingerprint of the crew change rows it covers (how
 * many, and each row's id and stream version). The socket server answers a join with it and
 * the web computes the same from the rows it loaded, so a (re)joined board refetches only when
 * a row moved while it was not listening. Versions only grow, so any missed edit changes it.
 */
const MODULUS = 1_000_000_007;

export function boardTopicVersion(rows: Iterable<{ id: number; version: number }>): string {
  let count = 0;
  let versions = 0;
  let weighted = 0;
  for (const r of rows) {
    count++;
    versions += r.version;
    // Kept below 2^53 whatever the ids: a sum modulo a prime, so the order of the rows does not matter.
    weighted = (weighted + (((r.id % MODULUS) * r.version) % MODULUS)) % MODULUS;
  }
  return `${count}.${versions}.${weighted}`;
}

/** What a board push carries (projections build it, the web patches from it): the rows and their new versions. */
export interface BoardPush {
  crewChangeIds: number[];
  versions: number[];
}
