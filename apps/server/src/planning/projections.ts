import { crewContractStream, topics, type CrewContractEvent } from '@crewing/domain';
import { inlineProjection } from '../platform/db/typed-projection.js';

/** Inline: the contract duration a planner set, read back by the vessel plan at once. */
export const plannedContractsProjection = inlineProjection<CrewContractEvent>({
  name: 'planned-contracts',
  eventTypes: ['ContractDurationSet'],
  tables: ['planned_contracts'],
  async apply(trx, e, stored) {
    if (crewContractStream.numberOf(stored.streamId) === null) return;
    const row = {
      crew_id: e.data.crewId,
      vessel_id: e.data.vesselId,
      embark_date: e.data.embarkDate,
      months: e.data.months,
      set_by: stored.metadata.userName,
      set_at: stored.recordedAt,
    };
    await trx
      .insertInto('planned_contracts')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['crew_id', 'vessel_id', 'embark_date'])
          .doUpdateSet({ months: row.months, set_by: row.set_by, set_at: row.set_at }),
      )
      .execute();
    return [{ topic: topics.vessel(e.data.vesselId) }, { topic: topics.dashboard() }];
  },
});
