import { sql, type Selectable, type Transaction } from 'kysely';
import { topics, type CrewEvent } from '@crewing/domain';
import { writeRows, type AnyTrx, type Change, type StoredEvent } from '@crewing/events';
import { asyncProjection } from '../../platform/db/typed-projection.js';
import type { DB } from '../../platform/db/schema.js';
import type { CrewSeaServiceTable } from '../tables.js';

type SeaServiceEvent = Extract<
  CrewEvent,
  { type: 'CrewSignedOn' | 'CrewSignedOff' | 'CrewArrivedHome' | 'CrewRankChanged' | 'CrewSeaServiceCorrected' }
>;
type Row = Selectable<CrewSeaServiceTable>;

export const COLUMN = {
  vesselId: 'vessel_id',
  rankId: 'rank_id',
  embarkDate: 'embark_date',
  disembarkDate: 'disembark_date',
  contractReasonId: 'contract_reason_id',
  arrivalDate: 'arrival_date',
} as const;
const COLUMNS = [
  'crew_id',
  'sign_on_version',
  'sign_on_position',
  'vessel_id',
  'rank_id',
  'embark_date',
  'disembark_date',
  'contract_reason_id',
  'stint_no',
  'arrival_date',
  'crew_change_id',
  'voided',
] as const;

/** The contract a sign-on opens, numbered `stintNo`. */
export function signOnRow(e: Extract<CrewEvent, { type: 'CrewSignedOn' }>, stored: StoredEvent, stintNo: number): Row {
  return {
    crew_id: e.data.crewId,
    sign_on_version: stored.streamVersion,
    sign_on_position: stored.globalPosition.toString(),
    vessel_id: e.data.vesselId,
    rank_id: e.data.rankId,
    embark_date: e.data.embarkDate,
    disembark_date: null,
    contract_reason_id: null,
    crew_change_id: e.data.crewChangeId ?? null,
    stint_no: stintNo,
    arrival_date: null,
    voided: false,
  };
}

/** One event folded into the crew's rows in memory (as one statement did on the table): what it changed, if anything. */
function fold(rows: Row[], e: SeaServiceEvent, stored: StoredEvent): { rows: Row[]; changed: Row[] } | undefined {
  const crewId = e.data.crewId;
  const set = (where: (r: Row) => boolean, values: Partial<Row>) => {
    const next = rows.map((r) => (where(r) ? { ...r, ...values } : r));
    return { rows: next, changed: next.filter((r, i) => r !== rows[i]) };
  };
  const open = (r: Row) => r.disembark_date === null;
  switch (e.type) {
    case 'CrewSignedOn': {
      // Sign-ons stored before issue 24 carry no number: they precede any voided contract, so counting is right.
      const row = signOnRow(e, stored, e.data.stintNo ?? rows.length + 1);
      if (rows.some((r) => r.sign_on_version === row.sign_on_version))
        throw new Error(`crew-sea-service: crew ${crewId} has a contract at version ${row.sign_on_version} already`);
      return { rows: [...rows, row], changed: [row] };
    }
    case 'CrewSignedOff':
      // The decider allows one open contract at a time (he signs on only when not onboard).
      return set(open, { disembark_date: e.data.disembarkDate, contract_reason_id: e.data.contractReasonId ?? null });
    case 'CrewArrivedHome':
      return set((r) => r.stint_no === e.data.stintNo, { arrival_date: e.data.arrivalDate });
    case 'CrewRankChanged':
      return e.data.onboard ? set(open, { rank_id: e.data.rankId }) : undefined;
    case 'CrewSeaServiceCorrected': {
      const stint = (r: Row) => r.stint_no === e.data.stintNo;
      if (e.data.voided) return { rows: rows.filter((r) => !stint(r)), changed: [] };
      const values = Object.fromEntries(
        Object.entries(e.data.changes).map(([k, v]) => [COLUMN[k as keyof typeof COLUMN], v]),
      );
      return set(stint, values);
    }
    default:
      return undefined;
  }
}

/**
 * The fold, a batch at a time (a runner batch, a replay page): the rows of the crews the batch touches read in one
 * query, each event folded in order in memory, the rows it removed deleted and those it wrote upserted, one statement
 * each. It was a statement an event, the longest lane (26.1 s) of the 5,000-crew scale data's whole replay (s46);
 * its replay alone there 12.1 → 1.3 s (s47).
 */
async function applyBatch(anyTrx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  const db = anyTrx as Transaction<DB>;
  const ids = [...new Set(events.map((e) => (e.data as { crewId: number }).crewId))];
  const byCrew = new Map<number, Row[]>(ids.map((id) => [id, []]));
  const key = (r: Row) => `${r.crew_id}:${r.sign_on_version}`;
  const stored = new Map<string, Row>();
  for (const r of await db
    .selectFrom('crew_sea_service')
    .selectAll()
    .where('crew_id', '=', sql<number>`any(${ids}::integer[])`)
    .execute()) {
    byCrew.get(r.crew_id)!.push(r);
    stored.set(key(r), r);
  }
  const written = new Map<string, Row>();
  const changes: Change[] = [];
  for (const s of events) {
    const e = { type: s.type, data: s.data } as SeaServiceEvent;
    const crewId = e.data.crewId;
    const r = fold(byCrew.get(crewId)!, e, s);
    if (!r) continue;
    byCrew.set(crewId, r.rows);
    for (const row of r.changed) written.set(key(row), row);
    changes.push({ topic: topics.crew(crewId) });
  }
  // Rows on file a void took away are deleted; a row opened and voided within the batch is not written at all.
  const kept = new Set([...byCrew.values()].flat().map(key));
  const gone = [...stored.values()].filter((r) => !kept.has(key(r)));
  if (gone.length > 0)
    await sql`delete from crew_sea_service where (crew_id, sign_on_version) in
      (select * from unnest(${gone.map((r) => r.crew_id)}::int[], ${gone.map((r) => r.sign_on_version)}::int[]))`.execute(
      db,
    );
  const rows = [...written.entries()]
    .filter(([k]) => kept.has(k))
    .map(([, r]) => Object.fromEntries(COLUMNS.map((c) => [c, r[c]])));
  await writeRows(db, 'crew_sea_service', rows, {
    key: ['crew_id', 'sign_on_version'],
    update: COLUMNS.filter((c) => c !== 'crew_id' && c !== 'sign_on_version'),
  });
  return changes;
}

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
  applyBatch,
  // One fold: an event alone is a batch of one.
  apply: (db, _e, stored) => applyBatch(db, [stored]),
});
