import { useEffect } from 'react';
import { installPortalApp } from './install';
import { useOfflineSnapshot } from './offline';
import { usePortalLive } from './use-portal-live';
import { useSendQueued } from './upload-queue';

/**
 * Issue 29 §2-3, what every portal page has: the last synced snapshot (read before anything is
 * fetched), live updates from his own room, and the installable app. Returns when he last synced.
 */
export function usePortalApp(): number | null {
  const syncedAt = useOfflineSnapshot();
  usePortalLive();
  useSendQueued();
  useEffect(installPortalApp, []);
  return syncedAt;
}
