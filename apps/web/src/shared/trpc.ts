import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter, RouterInputs, RouterOutputs } from '@crewing/server/router';

export type { RouterInputs, RouterOutputs };

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The session is an httpOnly cookie set by the server; the page never sees a token.
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

/**
 * Read from the server's router (types only), shared by every area. An area's own API types
 * sit in its folder, spelled the same way (`RouterOutputs['users']['get']`).
 */
export type Me = NonNullable<RouterOutputs['auth']['me']>;
export type MasterKeys = RouterOutputs['masterData']['keys'];
