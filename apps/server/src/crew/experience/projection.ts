import type { Transaction } from 'kysely';
import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';

type SeaServiceEvent = Extract<CrewEvent, { type: 'CrewSignedOn' | 'CrewSignedOff' }>;

/**
 * Async: the crew's in-house sea service (000 §3 Crew experience, issue 8 §5), one row per
 * contract with us. A sign-on opens a row; the sign-off closes the open one with its disembark
 * date and reason (events stored before the reason was carried leave it empty). The crews read
 * model keeps only where he is now; this one keeps every contract.
 */
export const crewSeaServiceProjection: Projection = {
  name: 'crew-sea-service',
  mode: 'async',
  eventTypes: ['CrewSignedOn', 'CrewSignedOff'],
  tables: ['crew_sea_service'],
  async apply(anyTrx: AnyTrx, stored: StoredEvent) {
    // Typed by the read model's schema (the runner hands every projection an untyped transaction).
    const trx = anyTrx as Transaction<DB>;
    const e = { type: stored.type, data: stored.data } as SeaServiceEvent;
    switch (e.type) {
      case 'CrewSignedOn':
        await trx
          .insertInto('crew_sea_service')
          .values({
            crew_id: e.data.crewId,
            sign_on_version: stored.streamVersion,
            sign_on_position: stored.globalPosition.toString(),
            vessel_id: e.data.vesselId,
            rank_id: e.data.rankId,
            embark_date: e.data.embarkDate,
            disembark_date: null,
            contract_reason_id: null,
          })
          .execute();
        break;
      case 'CrewSignedOff':
        // The decider allows one open contract at a time (he signs on only when not onboard).
        await trx
          .updateTable('crew_sea_service')
          .set({ disembark_date: e.data.disembarkDate, contract_reason_id: e.data.contractReasonId ?? null })
          .where('crew_id', '=', e.data.crewId)
          .where('disembark_date', 'is', null)
          .execute();
        break;
      default:
        return;
    }
    return [{ topic: topics.crew(e.data.crewId) }];
  },
};
