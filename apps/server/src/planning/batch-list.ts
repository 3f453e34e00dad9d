import { sql, type Kysely } from 'kysely';
import {
  activeEmbarking,
  batchRemarksDecider,
  batchRemarksStream,
  can,
  topics,
  type Actor,
  type BatchRemarksCommand,
  type BatchRemarksEvent,
  type CrewChangeState,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import type { Caller } from '../crew-change/commands.js';
import { authoredNote } from '../crew-change/queries.js';
import { streamCommands } from '../platform/stream-commands.js';
import { vesselVisible } from '../fleet-access/fleet-access.js';
import { crewNames } from './facts.js';
import { rowUpdate } from '../platform/db/row-update.js';
import { found } from '../platform/db/found.js';
import { inlineProjection } from '../platform/db/typed-projection.js';

/** Inline: a batch's remarks, read back at once; the vessel's room hears it. */
export const batchRemarksProjection = inlineProjection<BatchRemarksEvent>({
  name: 'batch-remarks',
  eventTypes: ['BatchRemarkAdded', 'BatchRemarkUpdated', 'BatchRemarkDeleted'],
  tables: ['batch_remarks'],
  async apply(trx, e, stored) {
    const update = rowUpdate(trx, 'batch_remarks', { id: e.data.remarkId });
    switch (e.type) {
      case 'BatchRemarkAdded':
        await trx
          .insertInto('batch_remarks')
          .values({
            id: e.data.remarkId,
            batch_id: e.data.batchId,
            vessel_id: e.data.vesselId,
            remark: e.data.remark,
            file_id: e.data.fileId,
            author_id: e.data.byId,
            author_name: e.data.byName,
            created_at: stored.recordedAt,
            updated_at: stored.recordedAt,
          })
          .execute();
        return [{ topic: topics.vessel(e.data.vesselId) }];
      case 'BatchRemarkUpdated':
        await update({ remark: e.data.remark, file_id: e.data.fileId, updated_at: stored.recordedAt });
        return;
      case 'BatchRemarkDeleted':
        await update({ deleted_at: stored.recordedAt });
        return;
      default:
        return;
    }
  },
});

/**
 * The crew change batch list of a vessel (002 §2 ccmanipulation/batch-list): its batches sorted by
 * embark date (002 §4; a batch's embark date is its members' earliest), each with its crew changes
 * and remarks, and the vessel's open crew changes in no batch (to add on a batch).
 */
export async function batchList(db: Kysely<DB>, vesselId: number, actor: Actor) {
  const [batches, rows, remarks] = await Promise.all([
    db.selectFrom('disembark_batches').select(['id', 'batch_number']).where('vessel_id', '=', vesselId).execute(),
    db
      .selectFrom('crew_change_board as b')
      .innerJoin('ranks as r', 'r.id', 'b.rank_id')
      .select([
        'b.id',
        'b.batch_id',
        'b.embark_date',
        'b.disembark_date',
        'b.off_signer_crew_id',
        'r.name as rank_name',
        'r.sort_order',
      ])
      .select(sql<unknown>`b.state - 'comments'`.as('state'))
      .where('b.vessel_id', '=', vesselId)
      .where('b.rank_cancelled', '=', false)
      .orderBy('r.sort_order')
      .execute(),
    db
      .selectFrom('batch_remarks')
      .selectAll()
      .where('vessel_id', '=', vesselId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .execute(),
  ]);
  const states = rows.map((r) => ({
    r,
    s: (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as CrewChangeState,
  }));
  const names = await crewNames(
    db,
    states.flatMap(({ s }) => [
      ...(s.offSignerCrewId !== null ? [s.offSignerCrewId] : []),
      ...(activeEmbarking(s) ? [activeEmbarking(s)!.crewId] : []),
    ]),
  );
  const crewChange = ({ r, s }: (typeof states)[number]) => {
    const e = activeEmbarking(s);
    return {
      crewChangeId: r.id,
      rankName: r.rank_name,
      offSigner: s.offSignerCrewId !== null ? (names.get(s.offSignerCrewId) ?? '') : null,
      embarking: e ? (names.get(e.crewId) ?? '') : null,
      embarkDate: r.embark_date,
      disembarkDate: r.disembark_date,
    };
  };
  const list = batches
    .map((b) => {
      const members = states.filter(({ r }) => r.batch_id === b.id).map(crewChange);
      const dates = members.flatMap((m) => (m.embarkDate ? [m.embarkDate] : [])).sort();
      return {
        batchId: b.id,
        batchNumber: b.batch_number,
        embarkDate: dates[0] ?? null,
        crewChanges: members,
        remarks: remarks
          .filter((x) => x.batch_id === b.id)
          .map((x) => ({ remarkId: x.id, remark: x.remark, ...authoredNote(x, actor) })),
      };
    })
    .sort((a, b) => (a.embarkDate ?? '9999').localeCompare(b.embarkDate ?? '9999') || a.batchNumber - b.batchNumber);
  // Candidates: crew changes with an off-signer in no batch (the no-batch rule of 002 §4).
  const noBatch = states.filter(({ r }) => r.batch_id === null && r.off_signer_crew_id !== null).map(crewChange);
  return { batches: list, noBatch };
}

/** A remark command on a batch's remarks stream, with the fact that the batch is on that vessel. */
const batchRemarks = streamCommands(batchRemarksDecider, batchRemarksStream);
export async function onBatchRemarks(services: Services, caller: Caller, command: BatchRemarksCommand) {
  const r = await batchRemarks.handle(services, command.data.batchId, command, caller);
  return { version: r.version };
}

export async function batchOnVessel(db: Kysely<DB>, batchId: number, vesselId: number): Promise<boolean> {
  return found(
    db.selectFrom('disembark_batches').select('id').where('id', '=', batchId).where('vessel_id', '=', vesselId),
  );
}

/** A batch remark's file reaches whoever reads the board of its vessel. */
export async function batchRemarkFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  if (!can(actor, 'crew-change.read')) return false;
  const rows = await db
    .selectFrom('batch_remarks')
    .select('vessel_id')
    .where('file_id', '=', fileId)
    .where('deleted_at', 'is', null)
    .execute();
  for (const r of rows) if (await vesselVisible(db, actor, r.vessel_id)) return true;
  return false;
}
