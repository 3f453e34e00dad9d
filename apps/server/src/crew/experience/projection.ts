import { sql } from 'kysely';
import { topics, type CrewEvent } from '@crewing/domain';
import { rowUpdate } from '../../platform/db/row-update.js';
import { asyncProjection } from '../../platform/db/typed-projection.js';

type SeaServiceEvent = Extract<
  CrewEvent,
  { type: 'CrewSignedOn' | 'CrewSignedOff' | 'CrewArrivedHome' | 'CrewRankChanged' | 'CrewSeaServiceCorrected' }
>;

const COLUMN = {
  vesselId: 'vessel_id',
  rankId: 'rank_id',
  embarkDate: 'embark_date',
  disembarkDate: 'disembark_date',
  contractReasonId: 'contract_reason_id',
  arrivalDate: 'arrival_date',
} as const;

/**
 * Async: the crew's in-house sea service (000 §3 Crew experience, issue 8 §5), one row per
 * contract with us, numbered as his stream numbers them (issue 24). A sign-on opens a row; the
 * sign-off closes the open one with its disembark date and reason; his arrival in Manila and an
 * onboard promotion's rank land on it; a correction rewrites it, and one that voids the contract
 * deletes the row (the events keep it for the audit). The crews read model keeps where he is now.
 */
export const crewSeaServiceProjection = asyncProjection<SeaServiceEvent>({
  name: 'crew-sea-service',
  eventTypes: ['CrewSignedOn', 'CrewSignedOff', 'CrewArrivedHome', 'CrewRankChanged', 'CrewSeaServiceCorrected'],
  tables: ['crew_sea_service'],
  async apply(trx, e, stored) {
    const crewId = e.data.crewId;
    /** One contract's row: the crew's stint by its number. */
    const stint = (stintNo: number) => rowUpdate(trx, 'crew_sea_service', { crew_id: crewId, stint_no: stintNo });
    switch (e.type) {
      case 'CrewSignedOn':
        await trx
          .insertInto('crew_sea_service')
          .values({
            crew_id: crewId,
            sign_on_version: stored.streamVersion,
            sign_on_position: stored.globalPosition.toString(),
            vessel_id: e.data.vesselId,
            rank_id: e.data.rankId,
            embark_date: e.data.embarkDate,
            disembark_date: null,
            contract_reason_id: null,
            crew_change_id: e.data.crewChangeId ?? null,
            // Sign-ons stored before issue 24 carry no number: they precede any voided contract, so counting is right.
            stint_no:
              e.data.stintNo ?? sql<number>`(select count(*) + 1 from crew_sea_service where crew_id = ${crewId})::int`,
          })
          .execute();
        break;
      case 'CrewSignedOff':
        // The decider allows one open contract at a time (he signs on only when not onboard).
        await trx
          .updateTable('crew_sea_service')
          .set({ disembark_date: e.data.disembarkDate, contract_reason_id: e.data.contractReasonId ?? null })
          .where('crew_id', '=', crewId)
          .where('disembark_date', 'is', null)
          .execute();
        break;
      case 'CrewArrivedHome':
        await stint(e.data.stintNo)({ arrival_date: e.data.arrivalDate });
        break;
      case 'CrewRankChanged':
        if (!e.data.onboard) return;
        await trx
          .updateTable('crew_sea_service')
          .set({ rank_id: e.data.rankId })
          .where('crew_id', '=', crewId)
          .where('disembark_date', 'is', null)
          .execute();
        break;
      case 'CrewSeaServiceCorrected': {
        if (e.data.voided) {
          await trx
            .deleteFrom('crew_sea_service')
            .where('crew_id', '=', crewId)
            .where('stint_no', '=', e.data.stintNo)
            .execute();
          break;
        }
        const set = Object.fromEntries(
          Object.entries(e.data.changes).map(([k, v]) => [COLUMN[k as keyof typeof COLUMN], v]),
        );
        if (Object.keys(set).length > 0) await stint(e.data.stintNo)(set);
        break;
      }
      default:
        return;
    }
    return [{ topic: topics.crew(crewId) }];
  },
});
