import { createTRPCReact, httpBatchLink, type inferRouterClient } from '@trpc/react-query';
import type { AppRouter } from '@crewing/server/router';

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

/** Output and input types of procedures, read from the server's router (types only). */
type Client = inferRouterClient<AppRouter>;
export type Me = NonNullable<Awaited<ReturnType<Client['auth']['me']['query']>>>;
export type UserList = Awaited<ReturnType<Client['users']['list']['query']>>;
export type UserListItem = UserList['items'][number];
export type UserDetail = Awaited<ReturnType<Client['users']['get']['query']>>;
export type UserHistoryEntry = Awaited<ReturnType<Client['users']['history']['query']>>[number];
export type MasterKeys = Awaited<ReturnType<Client['masterData']['keys']['query']>>;
export type AuditPage = Awaited<ReturnType<Client['audit']['list']['query']>>;
export type CreateUserPayload = Parameters<Client['users']['create']['mutate']>[0];
export type UpdateUserPayload = Parameters<Client['users']['update']['mutate']>[0];
export type BoardInput = Parameters<Client['crewChange']['board']['query']>[0];
export type CrewChangeHistoryEntry = Awaited<ReturnType<Client['crewChange']['history']['query']>>[number];
export type CrewChangeComment = Awaited<ReturnType<Client['crewChange']['comments']['query']>>[number];
