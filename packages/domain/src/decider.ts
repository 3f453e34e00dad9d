/**
 * The shape every decider has. `commandFields` and `eventFields` name the fields a command
 * writes and an event changed (with values), so the one command handler can retry when a
 * concurrent change touched other fields and refuse with a clear message when it touched the same.
 * A decider without them merges nothing field by field: a concurrent change is decided again on the
 * new state (each such decider says why that is right for it).
 */
export interface Decider<C extends { type: string }, E extends { type: string; data: unknown }, S> {
  streamType: string;
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
  commandFields?: (command: C) => Record<string, unknown>;
  eventFields?: (event: E) => Record<string, unknown>;
}
