/**
 * Live topics, typed in one place: projections build them, the socket server authorises and
 * delivers them, the web joins them and reacts. A topic is a string on the wire (`fleet:3`).
 */
export type Topic =
  | { kind: 'fleet'; id: number }
  | { kind: 'vessel'; id: number }
  | { kind: 'crew'; id: number }
  | { kind: 'user'; id: number }
  | { kind: 'history'; streamId: string }
  | { kind: 'master-data'; masterKind: string | null }
  /** Crew counts changed (a sign-on, a sign-off, a vaccine): the dashboards refetch (issue 16). */
  | { kind: 'dashboard' }
  /** The office queue changed (issue 16). */
  | { kind: 'queue' }
  /** Issue 29: the seafarer's own room (his crew change, his documents); only his portal socket is in it. */
  | { kind: 'seafarer'; id: number }
  /** Issue 29 §2: a seafarer sent a request or one was decided; the office's review queue refetches. */
  | { kind: 'portal-review' };
export type TopicKind = Topic['kind'];

export const topics = {
  fleet: (id: number) => `fleet:${id}`,
  vessel: (id: number) => `vessel:${id}`,
  crew: (id: number) => `crew:${id}`,
  user: (id: number) => `user:${id}`,
  history: (streamId: string) => `history:${streamId}`,
  /** A change of one kind of key list; every kind is delivered to the one `master-data` room. */
  masterData: (kind?: string) => (kind ? `master-data:${kind}` : 'master-data'),
  dashboard: () => 'dashboard',
  queue: () => 'queue',
  /** Keyed by his crew id; no office join rule names it, so no office socket joins it. */
  seafarer: (crewId: number) => `seafarer:${crewId}`,
  portalReview: () => 'portal-review',
};

const NUMERIC = /^(fleet|vessel|crew|user|seafarer):([1-9]\d{0,9})$/;
const HISTORY = /^history:([a-z][a-z-]*-\d{1,10})$/;
const MASTER = /^master-data(?::([a-z-]{1,40}))?$/;

/** The topic a string names, or null for anything else (never trust a client's string). */
export function parseTopic(s: unknown): Topic | null {
  if (typeof s !== 'string' || s.length > 80) return null;
  const n = NUMERIC.exec(s);
  if (n) {
    const id = Number(n[2]);
    return id <= 2_147_483_647 ? { kind: n[1] as 'fleet' | 'vessel' | 'crew' | 'user' | 'seafarer', id } : null;
  }
  const h = HISTORY.exec(s);
  if (h) return { kind: 'history', streamId: h[1]! };
  if (s === 'dashboard' || s === 'queue' || s === 'portal-review') return { kind: s };
  const m = MASTER.exec(s);
  if (m) return { kind: 'master-data', masterKind: m[1] ?? null };
  return null;
}

/** The socket room a topic is delivered to. */
export function roomOf(t: Topic): string {
  switch (t.kind) {
    case 'master-data':
      return topics.masterData();
    case 'history':
      return topics.history(t.streamId);
    case 'dashboard':
    case 'queue':
    case 'portal-review':
      return t.kind;
    default:
      return `${t.kind}:${t.id}`;
  }
}
