import { sql, type Kysely } from 'kysely';
import {
  EVENT_CHAIN_ID,
  eventChainStream,
  type ChainAnchor,
  type ChainBackfill,
  type ChainCheck,
} from '@crewing/domain/audit/chain';
import type { AnchorRecord } from '@crewing/events';
import type { DB } from '../../platform/db/schema.js';

interface ChainRow {
  position: string;
  event_type: string;
  data: unknown;
  recorded_at: Date | string;
}

/** The event chain's own stream, read in place: the backfill, every anchor, the latest check. */
export async function chainRecords(db: Kysely<DB>) {
  const { rows } = await sql<ChainRow>`
    select global_position::text as position, event_type, data, recorded_at from events
     where stream_id = ${eventChainStream.id(EVENT_CHAIN_ID)} order by stream_version`.execute(db);
  const anchors: AnchorRecord[] = [];
  let backfill: ChainBackfill | null = null;
  let lastCheck: (ChainCheck & { position: string }) | null = null;
  for (const r of rows) {
    if (r.event_type === 'EventChainDayAnchored') anchors.push({ ...(r.data as ChainAnchor), position: r.position });
    else if (r.event_type === 'EventChainBackfilled') backfill = r.data as ChainBackfill;
    else if (r.event_type === 'EventChainChecked') lastCheck = { ...(r.data as ChainCheck), position: r.position };
  }
  return { anchors, lastAnchor: anchors.at(-1) ?? null, backfill, lastCheck };
}

/** The history log's integrity panel: the last check, the last anchored day and the backfill. */
export async function chainStatus(db: Kysely<DB>) {
  const { lastAnchor, backfill, lastCheck } = await chainRecords(db);
  return {
    lastCheck,
    lastAnchor: lastAnchor ? { day: lastAnchor.day, streams: lastAnchor.streams, hash: lastAnchor.hash } : null,
    backfill,
  };
}
