import type { RouterInputs, RouterOutputs } from '../shared/trpc';

/** The notifications and expiring-documents APIs' shapes, read from the server's router (types only). */
export type NotificationItem = RouterOutputs['notifications']['list']['items'][number];
export type ExpiringItem = RouterOutputs['documents']['expiring']['items'][number];
export type ExpiringWindow = NonNullable<RouterInputs['documents']['expiring']['window']>;
