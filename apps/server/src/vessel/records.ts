import { topics, VESSEL_RECORD_FAMILIES, VESSEL_RECORD_FAMILIES_BY_NAME, vesselDecider, vesselStream, type VesselCommand } from '@crewing/domain';
import { eventMetadata, router } from '../platform/trpc/trpc.js';
import { ownerRecordProcedures, type Ctx, type OwnerBinding } from '../records/router.js';
import { recordsProjection } from '../records/projection.js';
import type { RecordOwner } from '../records/owner.js';

export const vesselOwner: RecordOwner = { table: 'vessel_records', filesTable: 'vessel_record_files', column: 'vessel_id', families: VESSEL_RECORD_FAMILIES_BY_NAME };

async function run(ctx: Ctx, vesselId: number, command: VesselCommand, o: { commandId?: string | undefined; baseVersion?: number | undefined }) {
  return ctx.services.commands.handle(vesselDecider, {
    streamId: vesselStream.id(vesselId),
    command,
    commandId: o.commandId ?? crypto.randomUUID(),
    baseVersion: o.baseVersion,
    metadata: eventMetadata(ctx),
  });
}

/** The record pattern bound to vessels: the vessel's stream, its read model, `vesselId` in every input. */
const binding: OwnerBinding<'vesselId'> = {
  key: 'vesselId',
  sequence: 'vessel_record',
  owner: vesselOwner,
  add: async (ctx, vesselId, data, o) => {
    const r = await run(ctx, vesselId, { type: 'AddVesselRecord', data: { vesselId, ...data } }, o);
    // A retried command returns its first result: the record id it added, not the fresh one.
    const added = r.events.find((e) => e.type === 'VesselRecordAdded');
    return { recordId: added?.type === 'VesselRecordAdded' ? added.data.recordId : data.recordId, version: r.version };
  },
  update: async (ctx, vesselId, data, o) => ({ version: (await run(ctx, vesselId, { type: 'UpdateVesselRecord', data: { vesselId, ...data } }, o)).version }),
  remove: async (ctx, vesselId, data, o) => ({ version: (await run(ctx, vesselId, { type: 'DeleteVesselRecord', data: { vesselId, ...data } }, o)).version }),
};

const F = VESSEL_RECORD_FAMILIES;
/** Every vessel record family: `vessel.records.<family>.<list|add|update|remove>` (002 §3 vessel records). */
export const vesselRecordsRouter = router({
  document: ownerRecordProcedures(binding, F.document),
  flag: ownerRecordProcedures(binding, F.flag),
  specification: ownerRecordProcedures(binding, F.specification),
  ecdis: ownerRecordProcedures(binding, F.ecdis),
  visitation: ownerRecordProcedures(binding, F.visitation),
  rankSalary: ownerRecordProcedures(binding, F.rankSalary),
});

export const vesselRecordsProjection = recordsProjection({
  name: 'vessel-records',
  owner: vesselOwner,
  events: { added: 'VesselRecordAdded', updated: 'VesselRecordUpdated', deleted: 'VesselRecordDeleted' },
  ownerIdOf: (d) => d.vesselId as number,
  topics: (vesselId, family) => [{ topic: topics.vessel(vesselId), payload: { family } }],
});
