import { useEffect, useState } from 'react';
import { trpc, type RouterOutputs } from '../../shared/trpc';

type My = RouterOutputs['portal']['my'];
/** What the portal keeps readable offline (issue 29 §3): who he is, his documents, his crew change. */
export interface PortalSnapshot {
  me: NonNullable<RouterOutputs['portal']['auth']['me']>;
  documents: My['documents'];
  crewChange: My['crewChange'];
  /** When the older of his documents and his crew change was last read from the server (ms). */
  syncedAt: number;
}

/** Kept in this browser only until he signs out (clearSnapshot). */
const KEY = 'crewing.portal.snapshot';

export function readSnapshot(): PortalSnapshot | null {
  try {
    const raw = localStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as PortalSnapshot) : null;
    return s && typeof s.syncedAt === 'number' && s.me ? s : null;
  } catch {
    return null;
  }
}

export function clearSnapshot() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): there is nothing to clear.
  }
}

/**
 * Seeds the portal's reads from the last snapshot before they first run (dated when it was
 * synced, so online they are fetched again at once; offline they stay), and writes a new one
 * each time all three have been read from the server. Returns when that was.
 */
export function useOfflineSnapshot(): number | null {
  const utils = trpc.useUtils();
  const [seeded] = useState(() => {
    const s = readSnapshot();
    if (!s) return null;
    const dated = { updatedAt: s.syncedAt };
    if (utils.portal.auth.me.getData() === undefined) utils.portal.auth.me.setData(undefined, s.me, dated);
    if (utils.portal.my.documents.getData() === undefined)
      utils.portal.my.documents.setData(undefined, s.documents, dated);
    if (utils.portal.my.crewChange.getData() === undefined)
      utils.portal.my.crewChange.setData(undefined, s.crewChange, dated);
    return s.syncedAt;
  });
  const me = trpc.portal.auth.me.useQuery(undefined, { staleTime: 60_000, retry: 1, meta: { silent: true } });
  const documents = trpc.portal.my.documents.useQuery(undefined, { enabled: !!me.data });
  const crewChange = trpc.portal.my.crewChange.useQuery(undefined, { enabled: !!me.data });
  // Who he is is read at most once a minute (staleTime), so a reload within a minute of the last
  // snapshot keeps `me` at the seeded date: counting it would hold the snapshot back for good and
  // leave the offline copy a load behind. The sync time is that of the two reads that change.
  const syncedAt = Math.min(documents.dataUpdatedAt, crewChange.dataUpdatedAt);
  useEffect(() => {
    if (me.data === null) return clearSnapshot();
    if (!me.data || documents.data === undefined || crewChange.data === undefined) return;
    if (syncedAt <= (seeded ?? 0)) return;
    const snapshot: PortalSnapshot = { me: me.data, documents: documents.data, crewChange: crewChange.data, syncedAt };
    try {
      localStorage.setItem(KEY, JSON.stringify(snapshot));
    } catch {
      // Storage full or refused: the portal still works online.
    }
  }, [me.data, documents.data, crewChange.data, syncedAt, seeded]);
  return syncedAt > 0 ? syncedAt : null;
}
