import type { Kysely } from 'kysely';
import type { Change } from '@crewing/events';
import {
  crewMarksDecider,
  principalCrewsStream,
  type CrewMark,
  type CrewMarkEvent,
} from '@crewing/domain/principal/index';
import { topics } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { streamCommands } from '../platform/stream-commands.js';
import { principalVesselIds } from '../fleet-access/principal-access.js';
import { inlineProjection } from '../platform/db/typed-projection.js';

/** Issue 30 §3: the principal's preferred and barred crews, one stream per principal. */
export const principalCrews = streamCommands(crewMarksDecider, principalCrewsStream);

/**
 * Inline: a line-up refuses a crew the moment the principal's bar commits, and every room of the
 * principal's vessels hears of it, so an officer's open vessel plan and line-up refetch.
 */
export const principalCrewMarksProjection = inlineProjection<CrewMarkEvent>({
  name: 'principal-crew-marks',
  eventTypes: ['CrewMarked', 'CrewMarkCleared'],
  tables: ['principal_crew_marks'],
  async apply(db, e) {
    const key = { principal_id: e.data.principalId, crew_id: e.data.crewId };
    if (e.type === 'CrewMarkCleared') {
      await db
        .deleteFrom('principal_crew_marks')
        .where('principal_id', '=', key.principal_id)
        .where('crew_id', '=', key.crew_id)
        .execute();
    } else {
      const row = { mark: e.data.mark, reason: e.data.reason, marked_by: e.data.byName, marked_at: e.data.at };
      await db
        .insertInto('principal_crew_marks')
        .values({ ...key, ...row })
        .onConflict((oc) => oc.columns(['principal_id', 'crew_id']).doUpdateSet(row))
        .execute();
    }
    return principalVesselRooms(db, key.principal_id);
  },
});

async function principalVesselRooms(db: Kysely<DB>, principalId: number): Promise<Change[]> {
  const vessels = await principalVesselIds(db, principalId).execute();
  return vessels.map((v) => ({ topic: topics.vessel(v.id), payload: { crewMarks: true } }));
}

export interface CrewMarkDto {
  mark: CrewMark;
  reason: string;
  markedBy: string;
  markedAt: string;
}

/** A principal's marks on some crews (all of them when no ids are named), by crew id. */
export async function crewMarksOf(
  db: Kysely<DB>,
  principalId: number,
  crewIds?: readonly number[],
): Promise<Map<number, CrewMarkDto>> {
  if (crewIds?.length === 0) return new Map();
  let q = db
    .selectFrom('principal_crew_marks')
    .select(['crew_id', 'mark', 'reason', 'marked_by', 'marked_at'])
    .where('principal_id', '=', principalId);
  if (crewIds) q = q.where('crew_id', 'in', crewIds);
  const rows = await q.execute();
  return new Map(
    rows.map((r) => [
      r.crew_id,
      { mark: r.mark, reason: r.reason, markedBy: r.marked_by, markedAt: new Date(r.marked_at).toISOString() },
    ]),
  );
}

/** The crews a principal barred, with his reason: the line-up facts of the decider (issue 30 §3). */
export async function barredCrewsOf(
  db: Kysely<DB>,
  principalId: number | null,
  crewIds: readonly number[],
): Promise<Record<number, string>> {
  if (principalId === null) return {};
  const marks = await crewMarksOf(db, principalId, crewIds);
  return Object.fromEntries([...marks].filter(([, m]) => m.mark === 'BARRED').map(([id, m]) => [id, m.reason]));
}
