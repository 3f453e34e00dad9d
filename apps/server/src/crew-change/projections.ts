import { sql } from 'kysely';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { activeEmbarking, crewChangeStream, evolveCrewChange, topics, initialCrewChangeState, type CrewChangeEvent, type CrewChangeState, type VesselBatchesEvent } from '@crewing/domain';

const CREW_CHANGE_EVENTS = [
  'CrewChangePlanned',
  'RelieverAdded',
  'PrimaryRelieverSet',
  'EmbarkingOpened',
  'EmbarkingReassigned',
  'EmbarkingCancelled',
  'RankCancelled',
  'RankRetrieved',
  'EmbarkingDetailsUpdated',
  'DisembarkingDetailsUpdated',
  'DateConfirmed',
  'DateConfirmationUndone',
  'DisembarkBatchAssigned',
  'CrewChangeCommentAdded',
  'CrewChangeCommentEdited',
  'CrewChangeCommentDeleted',
] as const satisfies readonly CrewChangeEvent['type'][];

/**
 * Per cell: h = edit-history entries (the first entry of a value included: 'VIEW EDIT HISTORY'),
 * e = edits of a value already entered (the badge a user should notice), c = comment count. Kept
 * on the row so a board load reads one table.
 */
export type CellCounts = Record<string, { h?: number; e?: number; c?: number }>;

const entered = (v: unknown) => v !== null && v !== undefined && v !== '';

function countCells(counts: CellCounts, e: CrewChangeEvent): void {
  const bump = (key: string, k: 'h' | 'e' | 'c', by: number) => {
    const cell = (counts[key] ??= {});
    cell[k] = Math.max((cell[k] ?? 0) + by, 0);
  };
  // A replacement starts a new embarking record: its cells start with no history of their own.
  if (e.type === 'EmbarkingOpened' && e.data.replacement) {
    for (const [key, cell] of Object.entries(counts)) {
      if (!key.startsWith('embarking.')) continue;
      delete cell.h;
      delete cell.e;
    }
  }
  if (e.type === 'EmbarkingDetailsUpdated' || e.type === 'DisembarkingDetailsUpdated') {
    const side = e.type === 'EmbarkingDetailsUpdated' ? 'embarking' : 'disembarking';
    const previous = e.data.previous as Record<string, unknown>;
    for (const f of Object.keys(e.data.changes)) {
      bump(`${side}.${f}`, 'h', 1);
      if (entered(previous[f])) bump(`${side}.${f}`, 'e', 1);
    }
  }
  if (e.type === 'CrewChangeCommentAdded') bump(`${e.data.side}.${e.data.field}`, 'c', 1);
  if (e.type === 'CrewChangeCommentDeleted') bump(`${e.data.side}.${e.data.field}`, 'c', -1);
}

function boardTopics(vesselId: number, fleetId: number | null, crewChangeId: number): Change[] {
  const payload = { crewChangeIds: [crewChangeId] };
  return [{ topic: topics.vessel(vesselId), payload }, ...(fleetId !== null ? [{ topic: topics.fleet(fleetId), payload }] : [])];
}

/**
 * Inline: the board row is the crew change's folded state (the domain's own evolve), so the
 * board shows exactly what the decider decides on; the editing user reads it back at once and
 * the push goes out after the commit.
 */
export const crewChangeBoardProjection: Projection = {
  name: 'crew-change-board',
  mode: 'inline',
  eventTypes: CREW_CHANGE_EVENTS,
  tables: ['crew_change_board'],
  apply(trx: AnyTrx, stored: StoredEvent) {
    return crewChangeBoardProjection.applyBatch!(trx, [stored]);
  },
  /** Loads the touched rows once, folds every event in memory, writes each row once. */
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    const idOf = (e: StoredEvent) => crewChangeStream.numberOf(e.streamId)!;
    const ids = [...new Set(events.map(idOf))];
    const existing = await trx.selectFrom('crew_change_board').select(['id', 'state', 'counts']).where('id', 'in', ids).execute();
    const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
    const states = new Map<number, { state: CrewChangeState; counts: CellCounts; version: number; at: Date }>();
    for (const r of existing) states.set(r.id, { state: parse(r.state), counts: parse(r.counts), version: 0, at: new Date(0) });
    for (const e of events) {
      const id = idOf(e);
      const cur = states.get(id) ?? { state: initialCrewChangeState(), counts: {}, version: 0, at: e.recordedAt };
      const event = { type: e.type, data: e.data } as CrewChangeEvent;
      countCells(cur.counts, event);
      cur.state = evolveCrewChange(cur.state, event);
      cur.version = e.streamVersion;
      cur.at = e.recordedAt;
      states.set(id, cur);
    }
    const rows = [...states.entries()].map(([id, { state, counts, version, at }]) => {
      const active = activeEmbarking(state);
      return {
        id,
        version,
        vessel_id: state.vesselId,
        fleet_id: state.fleetId,
        rank_id: state.rankId,
        off_signer_crew_id: state.offSignerCrewId,
        state: JSON.stringify(state),
        counts: JSON.stringify(counts),
        embark_date: active?.values.embark_date ?? null,
        disembark_date: state.disembarking.values.disembark_date ?? null,
        arrive_manila: state.disembarking.values.arrive_manila ?? null,
        batch_id: state.batch?.batchId ?? null,
        batch_number: state.batch?.batchNumber ?? null,
        rank_cancelled: state.rankCancelled !== null,
        updated_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('crew_change_board')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            version: eb.ref('excluded.version'),
            vessel_id: eb.ref('excluded.vessel_id'),
            fleet_id: eb.ref('excluded.fleet_id'),
            rank_id: eb.ref('excluded.rank_id'),
            off_signer_crew_id: eb.ref('excluded.off_signer_crew_id'),
            state: eb.ref('excluded.state'),
            counts: eb.ref('excluded.counts'),
            embark_date: eb.ref('excluded.embark_date'),
            disembark_date: eb.ref('excluded.disembark_date'),
            arrive_manila: eb.ref('excluded.arrive_manila'),
            batch_id: eb.ref('excluded.batch_id'),
            batch_number: eb.ref('excluded.batch_number'),
            rank_cancelled: eb.ref('excluded.rank_cancelled'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    return rows.flatMap((r) => boardTopics(r.vessel_id, r.fleet_id, r.id));
  },
};

/** Inline: a comment added or removed moves its cell's count by one at once (001 §4). */
export const crewChangeCommentsProjection: Projection = {
  name: 'crew-change-comments',
  mode: 'inline',
  eventTypes: ['CrewChangeCommentAdded', 'CrewChangeCommentEdited', 'CrewChangeCommentDeleted'],
  tables: ['crew_change_comments', 'comment_counts'],
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as CrewChangeEvent;
    const crewChangeId = crewChangeStream.numberOf(stored.streamId)!;
    const m = stored.metadata;
    const bump = async (side: string, field: string, by: number) => {
      await trx
        .insertInto('comment_counts')
        .values({ stream_id: stored.streamId, field: `${side}.${field}`, comment_count: Math.max(by, 0) })
        .onConflict((oc) => oc.columns(['stream_id', 'field']).doUpdateSet({ comment_count: sql`greatest(comment_counts.comment_count + ${by}, 0)` }))
        .execute();
    };
    switch (e.type) {
      case 'CrewChangeCommentAdded':
        await trx
          .insertInto('crew_change_comments')
          .values({
            id: e.data.commentId,
            crew_change_id: crewChangeId,
            side: e.data.side,
            field: e.data.field,
            comment: e.data.comment,
            file_id: e.data.fileId,
            author_id: e.data.byId,
            author_name: e.data.byName,
            device: m.device,
            browser: m.browser,
            os: m.os,
            ip: m.ip,
            created_at: stored.recordedAt,
            updated_at: stored.recordedAt,
          })
          .execute();
        await bump(e.data.side, e.data.field, 1);
        break;
      case 'CrewChangeCommentEdited':
        await trx.updateTable('crew_change_comments').set({ comment: e.data.comment, updated_at: stored.recordedAt }).where('id', '=', e.data.commentId).execute();
        break;
      case 'CrewChangeCommentDeleted':
        await trx.updateTable('crew_change_comments').set({ deleted_at: stored.recordedAt }).where('id', '=', e.data.commentId).execute();
        await bump(e.data.side, e.data.field, -1);
        break;
      default:
        return;
    }
  },
};

export const disembarkBatchesProjection: Projection = {
  name: 'disembark-batches',
  mode: 'inline',
  eventTypes: ['DisembarkBatchOpened'],
  tables: ['disembark_batches'],
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as VesselBatchesEvent;
    await trx
      .insertInto('disembark_batches')
      .values({ id: e.data.batchId, vessel_id: e.data.vesselId, batch_number: e.data.batchNumber, created_at: stored.recordedAt })
      .execute();
  },
};
