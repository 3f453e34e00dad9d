import type { EventMetadata } from './schema.js';

export interface NewEvent {
  type: string;
  data: unknown;
}

export interface StoredEvent<T extends string = string, D = Record<string, unknown>> {
  globalPosition: bigint;
  transactionId: bigint;
  streamId: string;
  streamType: string;
  streamVersion: number;
  eventId: string;
  type: T;
  schemaVersion: number;
  data: D;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** no_stream: must not exist; exists: must exist; a number: the exact current version. */
export type ExpectedVersion = 'no_stream' | 'exists' | 'any' | number;

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, found ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}
