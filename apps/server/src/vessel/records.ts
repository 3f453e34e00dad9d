import { topics, VESSEL_RECORD_FAMILIES, VESSEL_RECORD_FAMILIES_BY_NAME, type VesselCommand } from '@crewing/domain';
import { router } from '../platform/trpc/trpc.js';
import { ownerRecordProcedures, streamBinding } from '../records/router.js';
import { recordsProjection } from '../records/projection.js';
import type { RecordOwner } from '../records/owner.js';
import { vessels } from './commands.js';

export const vesselOwner: RecordOwner = {
  table: 'vessel_records',
  filesTable: 'vessel_record_files',
  column: 'vessel_id',
  families: VESSEL_RECORD_FAMILIES_BY_NAME,
};

/** The record pattern bound to vessels: the vessel's stream, its read model, `vesselId` in every input. */
const binding = streamBinding({
  key: 'vesselId',
  sequence: 'vessel_record',
  owner: vesselOwner,
  stream: vessels,
  commands: { add: 'AddVesselRecord', update: 'UpdateVesselRecord', remove: 'DeleteVesselRecord' } satisfies Record<
    string,
    VesselCommand['type']
  >,
  added: 'VesselRecordAdded',
});

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
