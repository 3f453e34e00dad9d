import {
  debriefingStatus,
  evolveDebriefing,
  initialDebriefingState,
  topics,
  type DebriefingEvent,
  type DebriefingState,
} from '@crewing/domain';
import type { Selectable } from 'kysely';
import { KeyedRows, type AnyTrx, type Change, type StoredEvent } from '@crewing/events';
import { inlineProjection } from '../platform/db/typed-projection.js';
import type { DebriefingsTable } from './tables.js';

const TYPES: ReadonlyArray<DebriefingEvent['type']> = [
  'DebriefingStarted',
  'DebriefingPartSaved',
  'DebriefingScholarAssessed',
  'DebriefingReviewFlagged',
  'TrainingEndorsementAdded',
  'TrainingCourseEndorsed',
  'TrainingEndorsementCancelled',
  'DebriefingEndorsed',
  'ManagementDecisionRecorded',
  'DebriefingDeleted',
];

/** A row as read (timestamps as dates) or as folded here (as the events' ISO strings): writeRows takes either. */
type Row = Omit<Selectable<DebriefingsTable>, 'form' | 'started_at' | 'endorsed_at' | 'updated_at'> & {
  form: unknown;
  started_at: Date | string;
  endorsed_at: Date | string | null;
  updated_at: Date | string;
};
const COLUMNS = [
  'id',
  'version',
  'crew_id',
  'vessel_id',
  'rank_id',
  'arrive_manila',
  'status',
  'for_review',
  'form',
  'started_by',
  'started_at',
  'endorsed_by',
  'endorsed_at',
  'updated_at',
] as const;
/** The form as the row keeps it (jsonb): what `apply` reads back is the state's JSON, so the batch keeps that too. */
const asStored = (state: DebriefingState): unknown => JSON.parse(JSON.stringify(state));

/**
 * The fold, a batch at a time (a command's events, a runner batch, a replay page): the batch's rows read in one
 * query, each event folded in order in memory, each row written once. It was a read and a write per event, and a
 * debriefing's life is 6 to 9 events: the scale data's replay (issue 32, s46) spent 7.6 s of its 30 s of node time
 * at 1,000 crews there.
 */
async function applyBatch(anyTrx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  const ids = events.map((e) => (e.data as { debriefingId: number }).debriefingId);
  const rows = await KeyedRows.read<number, Row>(anyTrx, 'debriefings', 'id', 'integer', ids);
  const changes: Change[] = [];
  for (const storedEvent of events) {
    const e = { type: storedEvent.type, data: storedEvent.data } as DebriefingEvent;
    const id = e.data.debriefingId;
    const at = storedEvent.recordedAt.toISOString();
    if (e.type === 'DebriefingDeleted') {
      rows.set(id, null);
      changes.push({ topic: topics.crew(e.data.crewId), payload: { family: 'debriefing' } });
      continue;
    }
    if (e.type === 'DebriefingStarted') {
      // A second start of a debriefing on file fails the command or the page (as the single insert refused it before).
      if (rows.get(id)) throw new Error(`debriefings: debriefing ${id} is already there`);
      const state = evolveDebriefing(initialDebriefingState(), e);
      const d = e.data;
      rows.set(id, {
        id,
        version: storedEvent.streamVersion,
        crew_id: d.crewId,
        vessel_id: d.vesselId,
        rank_id: d.rankId,
        arrive_manila: d.arriveManila,
        status: debriefingStatus(state),
        for_review: false,
        form: asStored(state),
        started_by: d.by,
        started_at: at,
        endorsed_by: null,
        endorsed_at: null,
        updated_at: at,
      });
      changes.push({ topic: topics.crew(d.crewId), payload: { family: 'debriefing' } });
      continue;
    }
    const row = rows.get(id);
    if (!row) continue;
    const state = evolveDebriefing(row.form as DebriefingState, e);
    rows.set(id, {
      ...row,
      version: storedEvent.streamVersion,
      form: asStored(state),
      status: debriefingStatus(state),
      for_review: state.forReview,
      endorsed_by: state.endorsed?.by ?? null,
      endorsed_at: state.endorsed?.at ?? null,
      updated_at: at,
    });
    changes.push({ topic: topics.crew(row.crew_id), payload: { family: 'debriefing' } });
  }
  await rows.write(anyTrx, COLUMNS);
  return changes;
}

/**
 * Inline: one row per debriefing, its form kept whole (what the form, the staff queue and top
 * management read), its status and review flag as columns for the queue's filters.
 */
export const debriefingsProjection = inlineProjection<DebriefingEvent>({
  name: 'debriefings',
  eventTypes: TYPES,
  tables: ['debriefings'],
  applyBatch,
  // One fold: an event alone is a batch of one.
  apply: (db, _e, stored) => applyBatch(db, [stored]),
});
