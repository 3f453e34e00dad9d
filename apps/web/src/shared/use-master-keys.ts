import { topics } from '@crewing/domain';
import { useTopic } from './realtime';
import { trpc } from './trpc';

/**
 * Key lists load once and are reused by every screen (002 §4). A screen that shows them joins the
 * `master-data` room, so an administrator's add, toggle or delete reaches its open forms through
 * the live channel (the master data area's live handler invalidates them); after a (re)join they
 * are read again, as pushes sent while away are lost.
 */
export function useMasterKeys() {
  const keys = trpc.masterData.keys.useQuery(undefined, { staleTime: Infinity, meta: { place: 'LOAD KEYS' } });
  const { refetch } = keys;
  useTopic(topics.masterData(), () => void refetch());
  return keys;
}
