import { topics, VESSEL_RECORD_FAMILIES } from '@crewing/domain';
import { recordOwner } from '../records/bind.js';
import { vessels } from './commands.js';

/** The record pattern bound to vessels: `vessel.records.<family>` (002 §3 vessel records) on the vessel's stream. */
export const vesselRecords = recordOwner({
  name: 'vessel-records',
  key: 'vesselId',
  sequence: 'vessel_record',
  table: 'vessel_records',
  filesTable: 'vessel_record_files',
  column: 'vessel_id',
  families: VESSEL_RECORD_FAMILIES,
  stream: vessels,
  named: 'Vessel',
  commands: { add: 'AddVesselRecord', update: 'UpdateVesselRecord', remove: 'DeleteVesselRecord' },
  topics: (vesselId, family) => [{ topic: topics.vessel(vesselId), payload: { family } }],
});
