import type { Kysely, Transaction } from 'kysely';

// The event store works on any database whose schema includes its tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTrx = Transaction<any>;
