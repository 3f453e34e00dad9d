import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Permission } from '@crewing/domain';
import { disconnectRealtime } from '../shared/realtime';
import { trpc, type Me } from '../shared/trpc';

/** Where a signed-in user with a current password lands (002 §2 route guard). */
export const CREW_LIST_PATH = '/v/masterlist/crew/index';
export const RESET_PASSWORD_PATH = '/reset-password';
export const LOGIN_PATH = '/';
/** Issue 30: a principal user's own screens (he holds no office permission, so no crew list). */
export const PRINCIPAL_HOME = '/v/principal';

/** Where a signed-in user lands: the crew list, or a principal user's own vessels. */
export const homePath = (me: Me | null | undefined): string =>
  me?.principalId != null ? PRINCIPAL_HOME : CREW_LIST_PATH;

/** The signed-in user, or null. A failure to reach the server is reported by the caller. */
export function useMe() {
  return trpc.auth.me.useQuery(undefined, {
    staleTime: 60_000,
    retry: 1,
    meta: { silent: true },
  });
}

export function hasPermission(me: Me | null | undefined, permission: Permission): boolean {
  return !!me && (me.permissions as readonly string[]).includes(permission);
}

function isMeQuery(key: readonly unknown[]): boolean {
  const path = key[0];
  return Array.isArray(path) && path[0] === 'auth' && path[1] === 'me';
}

/**
 * Forget everything cached for the old session and mark it signed out. The `auth.me` entry is
 * kept (set to null) rather than removed, so the route guard watching it sees the change.
 */
export function useClearSession() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(() => {
    disconnectRealtime();
    queryClient.removeQueries({ predicate: (q) => !isMeQuery(q.queryKey) });
    queryClient.getMutationCache().clear();
    utils.auth.me.setData(undefined, null);
  }, [queryClient, utils]);
}
