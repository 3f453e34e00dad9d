import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Permission } from '@crewing/domain';
import { trpc, type Me } from '../shared/trpc';

/** Where a signed-in user with a current password lands (002 §2 route guard). */
export const CREW_LIST_PATH = '/v/masterlist/crew/index';
export const RESET_PASSWORD_PATH = '/reset-password';
export const LOGIN_PATH = '/';

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

/** Forget everything cached for the old session and mark it signed out. */
export function useClearSession() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(() => {
    queryClient.clear();
    utils.auth.me.setData(undefined, null);
  }, [queryClient, utils]);
}
