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

/**
 * Issue 32 (s47): how long a finished crew change stays on the live board. A crew change is finished
 * when its reliever's embark date and its off-signer's Manila arrival are confirmed (with no reliever
 * embarking, the arrival alone), or its rank was cancelled (the row's `finished_on`, migrations/0082). The board of a day shows the open ones and
 * those finished in the last 30 days; a Filter Date, and the board at a past date, reach any day.
 */
export const BOARD_FINISHED_DAYS = 30;

/** The first finished day a board of `day` ('YYYY-MM-DD') shows. */
export function boardShownFrom(day: string): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - BOARD_FINISHED_DAYS);
  return t.toISOString().slice(0, 10);
}
