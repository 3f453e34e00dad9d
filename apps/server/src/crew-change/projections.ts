import { sql } from 'kysely';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { activeEmbarking, evolveCrewChange, initialCrewChangeState, type CrewChangeEvent, type CrewChangeState, type VesselBatchesEvent } from '@crewing/domain';

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

function topics(vesselId: number, fleetId: number | null, crewChangeId: number): Change[] {
  const payload = { crewChangeIds: [crewChangeId] };
  return [{ topic: `vessel:${vesselId}`, payload }, ...(fleetId !== null ? [{ topic: `fleet:${fleetId}`, payload }] : [])];
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
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as CrewChangeEvent;
    const id = Number(stored.streamId.slice('crew-change-'.length));
    const row = await trx.selectFrom('crew_change_board').select(['state']).where('id', '=', id).executeTakeFirst();
    const prev = row ? ((typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as CrewChangeState) : initialCrewChangeState();
    const state = evolveCrewChange(prev, event);
    const fleetId = state.fleetId;
    const active = activeEmbarking(state);
    const columns = {
      version: stored.streamVersion,
      vessel_id: state.vesselId,
      fleet_id: fleetId,
      rank_id: state.rankId,
      off_signer_crew_id: state.offSignerCrewId,
      state: JSON.stringify(state),
      embark_date: active?.values.embark_date ?? null,
      disembark_date: state.disembarking.values.disembark_date ?? null,
      arrive_manila: state.disembarking.values.arrive_manila ?? null,
      batch_id: state.batch?.batchId ?? null,
      batch_number: state.batch?.batchNumber ?? null,
      rank_cancelled: state.rankCancelled !== null,
      updated_at: stored.recordedAt,
    };
    if (row) await trx.updateTable('crew_change_board').set(columns).where('id', '=', id).execute();
    else await trx.insertInto('crew_change_board').values({ id, ...columns }).execute();
    return topics(state.vesselId, fleetId, id);
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
    const crewChangeId = Number(stored.streamId.slice('crew-change-'.length));
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
