import type { Decider } from '../decider.js';
import { assertNever } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';

/**
 * Issue 27: the event log's own record of its tamper evidence, on one stream (`event-chain-1`):
 * the one-off backfill of the events written before the hash chain, one anchor a day (one hash
 * over the heads of the streams written that day) and each check of the chain with its result.
 * Imported through the subpath `@crewing/domain/audit/chain`.
 */
export const eventChainStream = streamType('event-chain');
export const EVENT_CHAIN_ID = 1;

/** The first event whose stored hash (or place in its stream) does not match. */
export interface ChainMismatch {
  position: string;
  streamId: string;
  version: number;
  eventType: string;
  /** 'hash': its content or its predecessor's hash changed; 'gap': an event of its stream is missing; 'anchor': a day's heads differ from its anchor. */
  reason: 'hash' | 'gap' | 'anchor';
}

export interface ChainBackfill {
  doneAt: string;
  events: number;
  streams: number;
  throughPosition: string;
}
export interface ChainAnchor {
  day: string;
  throughPosition: string;
  streams: number;
  hash: string;
}
export interface ChainCheck {
  at: string;
  throughPosition: string;
  /**
   * The hash of event `throughPosition` (hex): with it a passed check is a checkpoint, and the next
   * check at start walks only the events after it (an incremental check). Absent on checks recorded
   * before checkpoints: the next check walks everything.
   */
  throughHash?: string | null;
  /** The checkpoint this check started after ('0': it walked every event). Absent: '0'. */
  fromPosition?: string;
  events: number;
  anchors: number;
  ms: number;
  mismatch: ChainMismatch | null;
}

export type EventChainEvent =
  | { type: 'EventChainBackfilled'; data: ChainBackfill }
  | { type: 'EventChainDayAnchored'; data: ChainAnchor }
  | { type: 'EventChainChecked'; data: ChainCheck };

export type EventChainCommand =
  | { type: 'RecordChainBackfill'; data: ChainBackfill }
  | { type: 'AnchorChainDay'; data: ChainAnchor }
  | { type: 'RecordChainCheck'; data: ChainCheck };

export interface EventChainState {
  backfills: string[];
  lastAnchoredDay: string | null;
}

export function evolveEventChain(s: EventChainState, e: EventChainEvent): EventChainState {
  switch (e.type) {
    case 'EventChainBackfilled':
      return { ...s, backfills: [...s.backfills, e.data.doneAt] };
    case 'EventChainDayAnchored':
      return { ...s, lastAnchoredDay: e.data.day };
    case 'EventChainChecked':
      return s;
    default:
      return assertNever(e);
  }
}

/** A backfill is recorded once and a day anchored once (in day order); a second run of the daily job adds nothing. */
export function decideEventChain(c: EventChainCommand, s: EventChainState): EventChainEvent[] {
  switch (c.type) {
    case 'RecordChainBackfill':
      return s.backfills.includes(c.data.doneAt) ? [] : [{ type: 'EventChainBackfilled', data: c.data }];
    case 'AnchorChainDay':
      return s.lastAnchoredDay !== null && c.data.day <= s.lastAnchoredDay
        ? []
        : [{ type: 'EventChainDayAnchored', data: c.data }];
    case 'RecordChainCheck':
      return [{ type: 'EventChainChecked', data: c.data }];
    default:
      return assertNever(c);
  }
}

export const eventChainDecider: Decider<EventChainCommand, EventChainEvent, EventChainState> = {
  streamType: eventChainStream.type,
  initialState: () => ({ backfills: [], lastAnchoredDay: null }),
  evolve: evolveEventChain,
  decide: decideEventChain,
  // Written by the server's chain job only: a concurrent run is decided again on the new state.
  commandFields: () => ({}),
  eventFields: () => ({}),
};
