import { sql, type Selectable, type Transaction } from 'kysely';
import { writeRows, type AnyTrx, type Projection, type RebuildFold, type StoredEvent } from '@crewing/events';
import {
  crewChangeStream,
  crewStream,
  evolveCrew,
  evolveCrewChange,
  FIELD_LABELS,
  initialCrewChangeState,
  initialCrewState,
  type CrewChangeEvent,
  type CrewChangeState,
  type CrewEvent,
  type LifecycleCause,
  type LifecycleCommand,
} from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import type { CrewLifecycleIntentsTable } from '../tables.js';

/** The topic the fold publishes when a step may have fallen due: the process wakes (platform/process.ts). */
export const LIFECYCLE_WAKE = 'process:crew-lifecycle';

type Trx = Transaction<DB>;
type Payload = Extract<
  LifecycleCommand,
  { type: 'SignOnCrew' | 'SignOffCrew' | 'RecordCrewArrival' | 'ChangeCrewRank' }
>;
type Step<P> = P extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'at' | 'cause'> } : never;
export interface IntentPayload {
  command: Step<Payload>;
  cause: LifecycleCause;
}

const BOARD = ['DateConfirmed', 'DateConfirmationUndone', 'EmbarkingCancelled', 'RankCancelled'] as const;
const CREW = [
  'CrewSignedOn',
  'CrewSignedOff',
  'CrewArrivedHome',
  'CrewRankChanged',
  'CrewSeaServiceCorrected',
  'CrewLifecycleStepSkipped',
] as const;
const PROMOTION = ['CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted'] as const;

type Row = Selectable<CrewLifecycleIntentsTable>;

/**
 * The intents a batch of events touches, read in one query and changed in memory; `flush` writes
 * the changed rows in one statement. A batch folds as its events would one by one (the runner's
 * batches and a replay's pages: one read, one write, one read of the streams, not three round
 * trips per event; 54 s of a 100k-event replay's fold time before, bench/levers-replay.md).
 */
class IntentBook {
  private readonly rows = new Map<string, Row>();
  private readonly dirty = new Set<string>();
  /** Row keys by base key and by crew change: a page's confirmations look up their own rows, not every row. */
  private readonly byBase = new Map<string, Set<string>>();
  private readonly byCrewChange = new Map<number, Set<string>>();

  async load(trx: Trx, want: { baseKeys: Set<string>; crewChangeIds: Set<number>; keys: Set<string> }) {
    if (want.baseKeys.size + want.crewChangeIds.size + want.keys.size === 0) return;
    const rows = await trx
      .selectFrom('crew_lifecycle_intents')
      .selectAll()
      .where((w) =>
        w.or([
          w('base_key', '=', sql<string>`any(${[...want.baseKeys]}::text[])`),
          w('crew_change_id', '=', sql<number>`any(${[...want.crewChangeIds]}::integer[])`),
          w('key', '=', sql<string>`any(${[...want.keys]}::text[])`),
        ]),
      )
      .execute();
    for (const r of rows) this.put(r);
  }

  private put(r: Row) {
    this.rows.set(r.key, r);
    const base = this.byBase.get(r.base_key) ?? new Set<string>();
    this.byBase.set(r.base_key, base.add(r.key));
    if (r.crew_change_id === null) return;
    const cc = this.byCrewChange.get(r.crew_change_id) ?? new Set<string>();
    this.byCrewChange.set(r.crew_change_id, cc.add(r.key));
  }

  private rowsOf(keys: Set<string> | undefined): Row[] {
    return [...(keys ?? [])].map((k) => this.rows.get(k)!);
  }

  /** The latest row of a base key (the highest position: the confirmation that counts). */
  latest(baseKey: string): Row | undefined {
    let best: Row | undefined;
    for (const r of this.rowsOf(this.byBase.get(baseKey)))
      if (!best || BigInt(r.position) > BigInt(best.position)) best = r;
    return best;
  }

  /** Distinct base keys of a crew change's pending rows. */
  pendingBaseKeys(crewChangeId: number): string[] {
    const keys = new Set<string>();
    for (const r of this.rowsOf(this.byCrewChange.get(crewChangeId))) if (r.status === 'pending') keys.add(r.base_key);
    return [...keys];
  }

  withdrawPending(baseKey: string, reason: string, at: Date) {
    for (const r of this.rowsOf(this.byBase.get(baseKey)))
      if (r.status === 'pending') this.set(r.key, { status: 'withdrawn', reason, updated_at: at });
  }

  get(key: string): Row | undefined {
    return this.rows.get(key);
  }

  set(key: string, patch: Partial<Row>) {
    const r = this.rows.get(key);
    if (!r) return;
    this.rows.set(key, { ...r, ...patch });
    this.dirty.add(key);
  }

  /** A new row; a key already there stays as it is (its confirmation was folded before). */
  insert(row: Row) {
    if (this.rows.has(row.key)) return;
    this.put(row);
    this.dirty.add(row.key);
  }

  async flush(trx: Trx) {
    const rows = [...this.dirty].map((k) => this.rows.get(k)!);
    for (let i = 0; i < rows.length; i += 2000)
      await writeRows(trx, 'crew_lifecycle_intents', rows.slice(i, i + 2000), { key: ['key'], update: UPDATED });
    // Written: a book kept for the next batch (a rebuild's, LifecycleRebuild) writes only what changes after.
    this.dirty.clear();
  }
}
const UPDATED = [
  'base_key',
  'position',
  'crew_id',
  'step',
  'crew_change_id',
  'due_date',
  'payload',
  'confirmation_id',
  'status',
  'reason',
  'revoke_reason',
  'updated_at',
];

/**
 * The events that set the facts a step reads, and only those: a crew change's vessel, rank and off-signer
 * (planned), its embarkings' crews (opened, reassigned) and the disembarking's contract reason and date
 * (foldBoard); a crew's promotion records, and the registration that starts his records anew
 * (foldPromotion). A stream's other events (its edits, confirmations, comments: about 8 of 13) change no
 * fact read here, so the states folded without them agree on every fact read; reading them back was
 * 4.1 s of the projection's 6.6 s in a replay (bench/levers-replay.md step 9).
 */
const FACT_EVENTS = sql`(
  e.event_type in ('CrewChangePlanned', 'EmbarkingOpened', 'EmbarkingReassigned',
                   'CrewRegistered', 'CrewRegistrationWithdrawn')
  or (e.event_type = 'DisembarkingDetailsUpdated'
      and e.data -> 'changes' ?| array['contract_reason_id', 'disembark_date'])
  or (e.event_type in ('CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted')
      and e.data ->> 'family' = 'promotion'))`;

/** The fold of a stream's fact events (statesAt, LifecycleRebuild): a crew change's, or else a crew's. */
function streamFold(streamId: string): { fold: (s: unknown, e: unknown) => unknown; initial: () => unknown } {
  return crewChangeStream.numberOf(streamId) !== null
    ? { fold: evolveCrewChange as (s: unknown, e: unknown) => unknown, initial: initialCrewChangeState }
    : { fold: evolveCrew as (s: unknown, e: unknown) => unknown, initial: initialCrewState };
}

const FACT_TYPES = new Set([
  'CrewChangePlanned',
  'EmbarkingOpened',
  'EmbarkingReassigned',
  'CrewRegistered',
  'CrewRegistrationWithdrawn',
]);
const FACT_CHANGES = ['contract_reason_id', 'disembark_date'];
/** jsonb's `?|` on a value: an object's keys, an array's strings, a string itself. */
const hasAnyKey = (v: unknown, keys: readonly string[]) =>
  Array.isArray(v)
    ? v.some((x) => typeof x === 'string' && keys.includes(x))
    : typeof v === 'string'
      ? keys.includes(v)
      : v !== null && typeof v === 'object' && keys.some((k) => Object.hasOwn(v, k));
/** FACT_EVENTS, the same test in memory (LifecycleRebuild). */
function isFact(e: StoredEvent): boolean {
  if (FACT_TYPES.has(e.type)) return true;
  const data = e.data as { changes?: unknown; family?: unknown } | null;
  if (e.type === 'DisembarkingDetailsUpdated') return hasAnyKey(data?.changes, FACT_CHANGES);
  return isPromotion(e.type) && data?.family === 'promotion';
}

/**
 * Streams' states as they stood at given versions (the facts when an event was written), as far as the
 * facts a step reads (FACT_EVENTS): each stream's fact events up to the highest version asked, read in
 * one query for the batch and folded once.
 */
async function statesAt(trx: Trx, wanted: ReadonlyMap<string, Set<number>>): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  if (wanted.size === 0) return out;
  const ids = [...wanted.keys()];
  const upto = ids.map((id) => Math.max(...wanted.get(id)!));
  // Each stream read through its own key (a lateral per stream): as a join, the planner took a hash join over
  // a scan of the whole events table (the array's length unknown to it), one scan per replay page and
  // 40 % of a replay's time (bench/levers-replay.md step 9). The fact filter stands outside the lateral,
  // behind OFFSET 0 (which keeps it from being pushed in): inside, the planner ANDed the stream's key with
  // the event type index, a bitmap of every fact event of the store for each stream (158,000 + 234,000
  // entries at 1,000,000 events: 55 ms a stream, so a replay grew with the square of the store; s44).
  const rows = await sql<{ stream_id: string; stream_version: number; event_type: string; data: unknown }>`
    select w.stream_id, e.stream_version, e.event_type, e.data
      from unnest(${ids}::text[], ${upto}::integer[]) with ordinality as w(stream_id, upto, n)
     cross join lateral (
       select e.stream_version, e.event_type, e.data from events e
        where e.stream_id = w.stream_id and e.stream_version <= w.upto
        order by e.stream_version offset 0) e
     where ${FACT_EVENTS}
     order by w.n, e.stream_version`.execute(trx);
  const byStream = new Map<string, typeof rows.rows>();
  for (const r of rows.rows) {
    const list = byStream.get(r.stream_id) ?? [];
    list.push(r);
    byStream.set(r.stream_id, list);
  }
  for (const id of ids) {
    const { fold, initial } = streamFold(id);
    let state: unknown = initial();
    const events = byStream.get(id) ?? [];
    let i = 0;
    // The state at version v: every fact event at or below v folded (v itself is often not a fact event).
    // Evolve returns new objects (the domain's folds never mutate), so each version's state is kept as is.
    for (const v of [...wanted.get(id)!].sort((a, b) => a - b)) {
      for (; i < events.length && Number(events[i]!.stream_version) <= v; i++) {
        const r = events[i]!;
        state = fold(state, { type: r.event_type, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data });
      }
      out.set(`${id}@${v}`, state);
    }
  }
  return out;
}

interface Batch {
  book: IntentBook;
  states: Map<string, unknown>;
}
const stateOf = <S>(b: Batch, streamId: string, version: number, initial: () => S): S =>
  (b.states.get(`${streamId}@${version}`) as S | undefined) ?? initial();

/** A new confirmation of a step: any earlier one still waiting is replaced. */
function intend(
  b: Batch,
  stored: StoredEvent,
  baseKey: string,
  crewId: number,
  crewChangeId: number | null,
  dueDate: string,
  command: IntentPayload['command'],
  confirmedBy: string,
) {
  b.book.withdrawPending(baseKey, 'CONFIRMED AGAIN', stored.recordedAt);
  const key = `${baseKey}@${stored.eventId}`;
  const payload: IntentPayload = { command, cause: { key, crewChangeId, confirmationId: stored.eventId, confirmedBy } };
  b.book.insert({
    key,
    base_key: baseKey,
    position: stored.globalPosition.toString(),
    crew_id: crewId,
    step: baseKey.split(':').at(-1)!,
    crew_change_id: crewChangeId,
    due_date: dueDate,
    payload,
    confirmation_id: stored.eventId,
    status: 'pending',
    reason: null,
    revoke_reason: null,
    updated_at: stored.recordedAt,
  });
}

/** The confirmation behind a step was undone (or the step cancelled): withdraw it, or take it back if applied. */
function undo(b: Batch, stored: StoredEvent, baseKey: string, why: string) {
  const row = b.book.latest(baseKey);
  if (!row) return;
  if (row.status === 'pending')
    b.book.set(row.key, { status: 'withdrawn', reason: why, updated_at: stored.recordedAt });
  else if (row.status === 'done') b.book.set(row.key, { revoke_reason: why, updated_at: stored.recordedAt });
}

function stepOf(side: string, field: string): 'sign-on' | 'sign-off' | 'arrival' | null {
  if (side === 'embarking' && field === 'embark_date') return 'sign-on';
  if (side === 'disembarking' && field === 'disembark_date') return 'sign-off';
  if (side === 'disembarking' && field === 'arrive_manila') return 'arrival';
  return null;
}

const keyOf = (crewChangeId: number, step: string, embarkingId: string | null) =>
  embarkingId ? `cc-${crewChangeId}:${embarkingId}:${step}` : `cc-${crewChangeId}:${step}`;

function foldBoard(b: Batch, stored: StoredEvent): boolean {
  const ccId = crewChangeStream.numberOf(stored.streamId);
  if (ccId === null) return false;
  const e = { type: stored.type, data: stored.data } as CrewChangeEvent;
  if (e.type === 'RankCancelled' || e.type === 'EmbarkingCancelled') {
    const embarking = e.type === 'EmbarkingCancelled' ? `cc-${ccId}:${e.data.embarkingId}:` : null;
    const why = `${e.type === 'RankCancelled' ? 'RANK' : 'EMBARKING'} CANCELLED BY ${e.data.byName}`;
    for (const base of b.book.pendingBaseKeys(ccId))
      if (!embarking || base.startsWith(embarking)) undo(b, stored, base, why);
    return false;
  }
  if (e.type !== 'DateConfirmed' && e.type !== 'DateConfirmationUndone') return false;
  const step = stepOf(e.data.side, e.data.field);
  if (!step) return false;
  const baseKey = keyOf(ccId, step, e.data.embarkingId);
  if (e.type === 'DateConfirmationUndone') {
    undo(b, stored, baseKey, `${FIELD_LABELS[e.data.side][e.data.field]} CONFIRMATION UNDONE BY ${e.data.byName}`);
    return true;
  }
  const s = stateOf<CrewChangeState>(b, stored.streamId, stored.streamVersion, initialCrewChangeState);
  const date = e.data.value;
  const d = s.disembarking.values;
  const reason = d.contract_reason_id ?? null;
  if (step === 'sign-on') {
    const embarking = s.embarkings.find((x) => x.embarkingId === e.data.embarkingId);
    if (!embarking) return false;
    const command = {
      type: 'SignOnCrew' as const,
      data: { crewId: embarking.crewId, vesselId: s.vesselId, rankId: s.rankId, embarkDate: date, crewChangeId: ccId },
    };
    intend(b, stored, baseKey, embarking.crewId, ccId, date, command, e.data.byName);
  } else if (s.offSignerCrewId !== null) {
    const crewId = s.offSignerCrewId;
    const command: IntentPayload['command'] =
      step === 'sign-off'
        ? {
            type: 'SignOffCrew',
            data: { crewId, disembarkDate: date, crewChangeId: ccId, ...(reason ? { contractReasonId: reason } : {}) },
          }
        : {
            type: 'RecordCrewArrival',
            data: {
              crewId,
              arrivalDate: date,
              vesselId: s.vesselId,
              crewChangeId: ccId,
              disembarkDate: d.disembark_date ?? null,
              contractReasonId: reason,
            },
          };
    intend(b, stored, baseKey, crewId, ccId, date, command, e.data.byName);
  }
  return true;
}

type PromotionData = { crewId: number; family: string; recordId: number };

/** An onboard promotion (finance/evaluations promotion family): planned or promoted, its date changes his rank. */
function foldPromotion(b: Batch, stored: StoredEvent): boolean {
  const data = stored.data as PromotionData;
  if (data.family !== 'promotion') return false;
  const baseKey = `promotion-${data.recordId}:rank`;
  const crew = stateOf(b, crewStream.id(data.crewId), stored.streamVersion, initialCrewState);
  const r = crew.records.promotion?.[data.recordId] as Record<string, unknown> | undefined;
  const wanted =
    r &&
    r.onboard === true &&
    (r.status === 'PLANNED' || r.status === 'PROMOTED') &&
    typeof r.promotionDate === 'string' &&
    typeof r.toRankId === 'number';
  const current = b.book.latest(baseKey);
  if (!wanted) {
    if (current)
      undo(
        b,
        stored,
        baseKey,
        stored.type === 'CrewRecordDeleted' ? 'PROMOTION DELETED' : `PROMOTION ${String(r?.status ?? '')}`.trim(),
      );
    return true;
  }
  const payload = current?.payload as IntentPayload | undefined;
  const before = payload?.command.type === 'ChangeCrewRank' ? payload.command.data : null;
  const same = before !== null && before.rankId === r.toRankId && before.effectiveDate === r.promotionDate;
  if (same && current?.status !== 'withdrawn') return false;
  if (current?.status === 'done') undo(b, stored, baseKey, 'PROMOTION CHANGED');
  const vesselId = typeof r.vesselId === 'number' ? r.vesselId : null;
  const command = {
    type: 'ChangeCrewRank' as const,
    data: { crewId: data.crewId, rankId: r.toRankId as number, effectiveDate: r.promotionDate as string, vesselId },
  };
  intend(b, stored, baseKey, data.crewId, null, r.promotionDate as string, command, stored.metadata.userName);
  return true;
}

/** The crew stream recorded a step the process sent (applied, skipped, or taken back). */
function foldOutcome(b: Batch, stored: StoredEvent): boolean {
  const e = { type: stored.type, data: stored.data } as CrewEvent;
  const cause = (e.data as { cause?: LifecycleCause }).cause;
  if (!cause) return false;
  const at = stored.recordedAt;
  const row = b.book.get(outcomeKey(e, cause));
  if (!row) return false;
  if (e.type === 'CrewLifecycleStepSkipped') {
    if (e.data.step === 'revoke')
      b.book.set(row.key, { revoke_reason: null, reason: `NOT TAKEN BACK: ${e.data.reason}`, updated_at: at });
    else if (row.status === 'pending')
      b.book.set(row.key, { status: 'skipped', reason: e.data.reason, updated_at: at });
  } else if (e.type === 'CrewSeaServiceCorrected' || (e.type === 'CrewRankChanged' && cause.key.endsWith(':revoked'))) {
    b.book.set(row.key, { status: 'revoked', revoke_reason: null, updated_at: at });
  } else if (row.status === 'pending') {
    b.book.set(row.key, { status: 'done', reason: null, updated_at: at });
  }
  return false;
}

/** The intent an outcome closes: a take-back names its step's key with `:revoked`. */
const outcomeKey = (e: CrewEvent, cause: LifecycleCause) =>
  e.type === 'CrewSeaServiceCorrected' || (e.type === 'CrewRankChanged' && cause.key.endsWith(':revoked'))
    ? cause.key.replace(/:revoked$/, '')
    : cause.key;

const isBoard = (type: string) => (BOARD as readonly string[]).includes(type);
const isPromotion = (type: string) => (PROMOTION as readonly string[]).includes(type);
const isCrew = (type: string) => (CREW as readonly string[]).includes(type);

/** What a batch reads before it folds: the intents its events touch and the stream states they need. */
function needs(events: readonly StoredEvent[]) {
  const want = { baseKeys: new Set<string>(), crewChangeIds: new Set<number>(), keys: new Set<string>() };
  const versions = new Map<string, Set<number>>();
  const stateAtVersion = (streamId: string, version: number) => {
    const set = versions.get(streamId) ?? new Set<number>();
    set.add(version);
    versions.set(streamId, set);
  };
  for (const stored of events) {
    if (isBoard(stored.type)) {
      const ccId = crewChangeStream.numberOf(stored.streamId);
      if (ccId === null) continue;
      const e = { type: stored.type, data: stored.data } as CrewChangeEvent;
      if (e.type === 'RankCancelled' || e.type === 'EmbarkingCancelled') want.crewChangeIds.add(ccId);
      if (e.type !== 'DateConfirmed' && e.type !== 'DateConfirmationUndone') continue;
      const step = stepOf(e.data.side, e.data.field);
      if (!step) continue;
      want.baseKeys.add(keyOf(ccId, step, e.data.embarkingId));
      if (e.type === 'DateConfirmed') stateAtVersion(stored.streamId, stored.streamVersion);
    } else if (isPromotion(stored.type)) {
      const data = stored.data as PromotionData;
      if (data.family !== 'promotion') continue;
      want.baseKeys.add(`promotion-${data.recordId}:rank`);
      stateAtVersion(crewStream.id(data.crewId), stored.streamVersion);
    } else {
      const e = { type: stored.type, data: stored.data } as CrewEvent;
      const cause = (e.data as { cause?: LifecycleCause }).cause;
      if (cause) want.keys.add(outcomeKey(e, cause));
    }
  }
  return { want, versions };
}

/** Folds a batch's events into the book, in order; true when the process should wake. */
function foldEvents(b: Batch, events: readonly StoredEvent[]): boolean {
  let wake = false;
  for (const stored of events) {
    const woke = isBoard(stored.type)
      ? foldBoard(b, stored)
      : isPromotion(stored.type)
        ? foldPromotion(b, stored)
        : foldOutcome(b, stored);
    // A step undone or cancelled wakes the process too (it may have to take one back).
    if (woke || stored.type === 'EmbarkingCancelled' || stored.type === 'RankCancelled') wake = true;
  }
  return wake;
}

/** What LifecycleRebuild must be handed: its own events and the facts (a crew change's other events are counted too). */
const REBUILD_READS = [...BOARD, ...CREW, ...PROMOTION, ...FACT_TYPES, 'DisembarkingDetailsUpdated'];

/**
 * The fold of a rebuild (Projection.rebuild): it sees every event of the store in order, page by page, so it
 * keeps what a live batch reads back. Each stream's fact state is folded as its events pass (the state at a
 * confirmation's version is the state when it passes), and every intent row stays in memory (the shadow
 * table starts empty and only this fold writes it), so a page costs one write: at 1,000,000 events a
 * page's stream reads were 200 ms of random heap reads (s45). What it hands foldBoard and foldPromotion is what
 * statesAt would read: a stream's state is used only while each of its versions has passed once, in
 * order (1, 2, 3...); a stream whose events came otherwise (a gap, a version out of order) is read by
 * statesAt from then on, as a live batch reads it.
 */
class LifecycleRebuild implements RebuildFold {
  private readonly book = new IntentBook();
  /**
   * Per stream: the next version expected (0 once its versions did not come in order) and its fact state, set at its
   * first fact event (before it, the stream's initial state).
   */
  private readonly streams = new Map<string, { next: number; state?: unknown }>();

  async applyPage(anyTrx: AnyTrx, page: readonly StoredEvent[]) {
    const trx = anyTrx as Trx;
    const events = page.filter((e) => isBoard(e.type) || isPromotion(e.type) || isCrew(e.type));
    const { versions } = needs(events);
    const states = new Map<string, unknown>();
    for (const e of page) {
      let s = this.streams.get(e.streamId);
      if (!s) this.streams.set(e.streamId, (s = { next: 1 }));
      if (s.next === 0 || e.streamVersion !== s.next) {
        s.next = 0;
        delete s.state;
        continue;
      }
      s.next++;
      if (isFact(e)) {
        const { fold, initial } = streamFold(e.streamId);
        s.state = fold(s.state ?? initial(), { type: e.type, data: e.data });
      }
      if (versions.get(e.streamId)?.has(e.streamVersion))
        states.set(`${e.streamId}@${e.streamVersion}`, s.state ?? streamFold(e.streamId).initial());
    }
    // What memory cannot tell (a stream out of order, or a state asked of another stream): read as a batch does.
    const missing = new Map<string, Set<number>>();
    for (const [id, vs] of versions)
      for (const v of vs) if (!states.has(`${id}@${v}`)) missing.set(id, (missing.get(id) ?? new Set<number>()).add(v));
    for (const [k, state] of await statesAt(trx, missing)) states.set(k, state);
    foldEvents({ book: this.book, states }, events);
  }

  /** The rows, written once at the end of the build (no projection reads them meanwhile; per page: 9.7 s of 11.3). */
  async finish(trx: AnyTrx) {
    await this.book.flush(trx as Trx);
  }
}

/**
 * Async: the crew lifecycle process's intents (issue 24). A confirmed embark date makes a sign-on
 * due on that date, a confirmed disembark date a sign-off, a confirmed Manila arrival the arrival
 * home, a planned onboard promotion a rank change; an undone confirmation or a cancelled
 * embarking or rank withdraws a step still waiting, or marks an applied one to be taken back. The
 * crew stream's record of each step closes it. Folded from events only, so a rebuild gives the
 * same rows and sends nothing again.
 */
export const crewLifecycleIntents: Projection = {
  name: 'crew-lifecycle',
  mode: 'async',
  eventTypes: [...BOARD, ...CREW, ...PROMOTION],
  tables: ['crew_lifecycle_intents'],
  apply(trx: AnyTrx, stored: StoredEvent) {
    return crewLifecycleIntents.applyBatch!(trx, [stored]);
  },
  /** Reads what the batch touches once, folds every event in memory in order, writes each changed row once. */
  async applyBatch(anyTrx: AnyTrx, events: readonly StoredEvent[]) {
    const trx = anyTrx as Trx;
    const { want, versions } = needs(events);
    const book = new IntentBook();
    const [states] = await Promise.all([statesAt(trx, versions), book.load(trx, want)]);
    const wake = foldEvents({ book, states }, events);
    await book.flush(trx);
    return wake ? [{ topic: LIFECYCLE_WAKE }] : [];
  },
  /** A rebuild that reads the facts too (every projection rebuilt) folds them from its pages (LifecycleRebuild). */
  rebuild: (reads) =>
    reads === undefined || REBUILD_READS.every((t) => reads.has(t)) ? new LifecycleRebuild() : undefined,
};
