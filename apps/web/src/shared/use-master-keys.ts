import { trpc } from './trpc';

/** Key lists load once and are reused by every screen (002 §4). */
export function useMasterKeys() {
  return trpc.masterData.keys.useQuery(undefined, { staleTime: Infinity, meta: { place: 'LOAD KEYS' } });
}
