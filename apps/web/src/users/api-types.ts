import type { RouterInputs, RouterOutputs } from '../shared/trpc';

/** The users API's shapes, read from the server's router (types only). */
export type UserListItem = RouterOutputs['users']['list']['items'][number];
export type UserDetail = RouterOutputs['users']['get'];
export type CreateUserPayload = RouterInputs['users']['create'];
