import { parseTopic } from '@crewing/domain';
import { useEffect, useRef } from 'react';
import { disconnectRealtime, liveConnection, useChanges } from '../../shared/realtime';
import { trpc } from '../../shared/trpc';
import { clearSnapshot } from './offline';

/**
 * Issue 29: the portal's live updates. His socket sits in his own room on the server (his crew
 * id, from his session); a push there names nothing, so his reads are fetched again. After a
 * dropped link they are fetched again too: a push sent while he was away is lost.
 */
export function usePortalLive() {
  const utils = trpc.useUtils();
  useChanges((c) => {
    if (parseTopic(c.topic)?.kind === 'seafarer') void utils.portal.my.invalidate();
  });
  // null until the first connection: the first one needs no refetch, the page has just read.
  const wasUp = useRef<boolean | null>(liveConnection.isUp() ? true : null);
  useEffect(
    () =>
      liveConnection.subscribe(() => {
        const up = liveConnection.isUp();
        if (up && wasUp.current === false) void utils.portal.my.invalidate();
        if (up) wasUp.current = true;
        else if (wasUp.current === true) wasUp.current = false;
      }),
    [utils],
  );
}

/** Signing out: his socket goes, and so does the snapshot kept for offline reading. */
export function leavePortal() {
  disconnectRealtime();
  clearSnapshot();
}
