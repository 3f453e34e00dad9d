import {
  debriefingStatus,
  evolveDebriefing,
  initialDebriefingState,
  topics,
  type DebriefingEvent,
  type DebriefingState,
} from '@crewing/domain';
import { inlineProjection } from '../platform/db/typed-projection.js';

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

/**
 * Inline: one row per debriefing, its form kept whole (what the form, the staff queue and top
 * management read), its status and review flag as columns for the queue's filters.
 */
export const debriefingsProjection = inlineProjection<DebriefingEvent>({
  name: 'debriefings',
  eventTypes: TYPES,
  tables: ['debriefings'],
  async apply(db, e, stored) {
    const id = e.data.debriefingId;
    const at = stored.recordedAt.toISOString();
    if (e.type === 'DebriefingDeleted') {
      await db.deleteFrom('debriefings').where('id', '=', id).execute();
      return [{ topic: topics.crew(e.data.crewId), payload: { family: 'debriefing' } }];
    }
    if (e.type === 'DebriefingStarted') {
      const state = evolveDebriefing(initialDebriefingState(), e);
      const d = e.data;
      await db
        .insertInto('debriefings')
        .values({
          id,
          version: stored.streamVersion,
          crew_id: d.crewId,
          vessel_id: d.vesselId,
          rank_id: d.rankId,
          arrive_manila: d.arriveManila,
          status: debriefingStatus(state),
          for_review: false,
          form: JSON.stringify(state),
          started_by: d.by,
          started_at: at,
          updated_at: at,
        })
        .execute();
      return [{ topic: topics.crew(d.crewId), payload: { family: 'debriefing' } }];
    }
    const row = await db.selectFrom('debriefings').select(['form', 'crew_id']).where('id', '=', id).executeTakeFirst();
    if (!row) return [];
    const state = evolveDebriefing(row.form as unknown as DebriefingState, e);
    await db
      .updateTable('debriefings')
      .set({
        version: stored.streamVersion,
        form: JSON.stringify(state),
        status: debriefingStatus(state),
        for_review: state.forReview,
        endorsed_by: state.endorsed?.by ?? null,
        endorsed_at: state.endorsed?.at ?? null,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    return [{ topic: topics.crew(row.crew_id), payload: { family: 'debriefing' } }];
  },
});
