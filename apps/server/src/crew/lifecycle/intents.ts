import { sql, type Transaction } from 'kysely';
import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
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

/** A stream's events up to one version, folded: the facts as they stood when the event was written. */
async function stateAt<S, E>(
  trx: Trx,
  streamId: string,
  version: number,
  evolve: (s: S, e: E) => S,
  initial: S,
): Promise<S> {
  const rows = await sql<{ event_type: string; data: unknown }>`
    select event_type, data from events where stream_id = ${streamId} and stream_version <= ${version} order by stream_version`.execute(
    trx,
  );
  return rows.rows.reduce(
    (s, r) => evolve(s, { type: r.event_type, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data } as E),
    initial,
  );
}

async function latest(trx: Trx, baseKey: string) {
  return trx
    .selectFrom('crew_lifecycle_intents')
    .selectAll()
    .where('base_key', '=', baseKey)
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new confirmation of a step: any earlier one still waiting is replaced. */
async function intend(
  trx: Trx,
  stored: StoredEvent,
  baseKey: string,
  crewId: number,
  crewChangeId: number | null,
  dueDate: string,
  command: IntentPayload['command'],
  confirmedBy: string,
) {
  await trx
    .updateTable('crew_lifecycle_intents')
    .set({ status: 'withdrawn', reason: 'CONFIRMED AGAIN', updated_at: stored.recordedAt })
    .where('base_key', '=', baseKey)
    .where('status', '=', 'pending')
    .execute();
  const key = `${baseKey}@${stored.eventId}`;
  const payload: IntentPayload = { command, cause: { key, crewChangeId, confirmationId: stored.eventId, confirmedBy } };
  await trx
    .insertInto('crew_lifecycle_intents')
    .values({
      key,
      base_key: baseKey,
      position: stored.globalPosition.toString(),
      crew_id: crewId,
      step: baseKey.split(':').at(-1)!,
      crew_change_id: crewChangeId,
      due_date: dueDate,
      payload: JSON.stringify(payload),
      confirmation_id: stored.eventId,
      status: 'pending',
      reason: null,
      revoke_reason: null,
      updated_at: stored.recordedAt,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The confirmation behind a step was undone (or the step cancelled): withdraw it, or take it back if applied. */
async function undo(trx: Trx, stored: StoredEvent, baseKey: string, why: string) {
  const row = await latest(trx, baseKey);
  if (!row) return;
  if (row.status === 'pending') {
    await trx
      .updateTable('crew_lifecycle_intents')
      .set({ status: 'withdrawn', reason: why, updated_at: stored.recordedAt })
      .where('key', '=', row.key)
      .execute();
  } else if (row.status === 'done') {
    await trx
      .updateTable('crew_lifecycle_intents')
      .set({ revoke_reason: why, updated_at: stored.recordedAt })
      .where('key', '=', row.key)
      .execute();
  }
}

function stepOf(side: string, field: string): 'sign-on' | 'sign-off' | 'arrival' | null {
  if (side === 'embarking' && field === 'embark_date') return 'sign-on';
  if (side === 'disembarking' && field === 'disembark_date') return 'sign-off';
  if (side === 'disembarking' && field === 'arrive_manila') return 'arrival';
  return null;
}

const keyOf = (crewChangeId: number, step: string, embarkingId: string | null) =>
  embarkingId ? `cc-${crewChangeId}:${embarkingId}:${step}` : `cc-${crewChangeId}:${step}`;

async function foldBoard(trx: Trx, stored: StoredEvent): Promise<boolean> {
  const ccId = crewChangeStream.numberOf(stored.streamId);
  if (ccId === null) return false;
  const e = { type: stored.type, data: stored.data } as CrewChangeEvent;
  if (e.type === 'RankCancelled' || e.type === 'EmbarkingCancelled') {
    const rows = await trx
      .selectFrom('crew_lifecycle_intents')
      .select('base_key')
      .distinct()
      .where('crew_change_id', '=', ccId)
      .where('status', '=', 'pending')
      .execute();
    const embarking = e.type === 'EmbarkingCancelled' ? `cc-${ccId}:${e.data.embarkingId}:` : null;
    const why = `${e.type === 'RankCancelled' ? 'RANK' : 'EMBARKING'} CANCELLED BY ${e.data.byName}`;
    for (const r of rows) if (!embarking || r.base_key.startsWith(embarking)) await undo(trx, stored, r.base_key, why);
    return false;
  }
  if (e.type !== 'DateConfirmed' && e.type !== 'DateConfirmationUndone') return false;
  const step = stepOf(e.data.side, e.data.field);
  if (!step) return false;
  const baseKey = keyOf(ccId, step, e.data.embarkingId);
  if (e.type === 'DateConfirmationUndone') {
    await undo(
      trx,
      stored,
      baseKey,
      `${FIELD_LABELS[e.data.side][e.data.field]} CONFIRMATION UNDONE BY ${e.data.byName}`,
    );
    return true;
  }
  const s: CrewChangeState = await stateAt(
    trx,
    stored.streamId,
    stored.streamVersion,
    evolveCrewChange,
    initialCrewChangeState(),
  );
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
    await intend(trx, stored, baseKey, embarking.crewId, ccId, date, command, e.data.byName);
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
    await intend(trx, stored, baseKey, crewId, ccId, date, command, e.data.byName);
  }
  return true;
}

/** An onboard promotion (finance/evaluations promotion family): planned or promoted, its date changes his rank. */
async function foldPromotion(trx: Trx, stored: StoredEvent): Promise<boolean> {
  const data = stored.data as { crewId: number; family: string; recordId: number };
  if (data.family !== 'promotion') return false;
  const baseKey = `promotion-${data.recordId}:rank`;
  const crew = await stateAt(trx, crewStream.id(data.crewId), stored.streamVersion, evolveCrew, initialCrewState());
  const r = crew.records.promotion?.[data.recordId] as Record<string, unknown> | undefined;
  const wanted =
    r &&
    r.onboard === true &&
    (r.status === 'PLANNED' || r.status === 'PROMOTED') &&
    typeof r.promotionDate === 'string' &&
    typeof r.toRankId === 'number';
  const current = await latest(trx, baseKey);
  if (!wanted) {
    if (current)
      await undo(
        trx,
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
  if (current?.status === 'done') await undo(trx, stored, baseKey, 'PROMOTION CHANGED');
  const vesselId = typeof r.vesselId === 'number' ? r.vesselId : null;
  const command = {
    type: 'ChangeCrewRank' as const,
    data: { crewId: data.crewId, rankId: r.toRankId as number, effectiveDate: r.promotionDate as string, vesselId },
  };
  await intend(trx, stored, baseKey, data.crewId, null, r.promotionDate as string, command, stored.metadata.userName);
  return true;
}

/** The crew stream recorded a step the process sent (applied, skipped, or taken back). */
async function foldOutcome(trx: Trx, stored: StoredEvent): Promise<boolean> {
  const e = { type: stored.type, data: stored.data } as CrewEvent;
  const cause = (e.data as { cause?: LifecycleCause }).cause;
  if (!cause) return false;
  const at = stored.recordedAt;
  const intents = trx.updateTable('crew_lifecycle_intents');
  if (e.type === 'CrewLifecycleStepSkipped') {
    if (e.data.step === 'revoke')
      await intents
        .set({ revoke_reason: null, reason: `NOT TAKEN BACK: ${e.data.reason}`, updated_at: at })
        .where('key', '=', cause.key)
        .execute();
    else
      await intents
        .set({ status: 'skipped', reason: e.data.reason, updated_at: at })
        .where('key', '=', cause.key)
        .where('status', '=', 'pending')
        .execute();
  } else if (e.type === 'CrewSeaServiceCorrected' || (e.type === 'CrewRankChanged' && cause.key.endsWith(':revoked'))) {
    const key = cause.key.replace(/:revoked$/, '');
    await intents.set({ status: 'revoked', revoke_reason: null, updated_at: at }).where('key', '=', key).execute();
  } else {
    await intents
      .set({ status: 'done', reason: null, updated_at: at })
      .where('key', '=', cause.key)
      .where('status', '=', 'pending')
      .execute();
  }
  return false;
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
  async apply(anyTrx: AnyTrx, stored: StoredEvent) {
    const trx = anyTrx as Trx;
    const board = (BOARD as readonly string[]).includes(stored.type);
    const promotion = (PROMOTION as readonly string[]).includes(stored.type);
    let wake = board
      ? await foldBoard(trx, stored)
      : promotion
        ? await foldPromotion(trx, stored)
        : await foldOutcome(trx, stored);
    // A step undone or cancelled wakes the process too (it may have to take one back).
    if (stored.type === 'EmbarkingCancelled' || stored.type === 'RankCancelled') wake = true;
    return wake ? [{ topic: LIFECYCLE_WAKE }] : [];
  },
};
