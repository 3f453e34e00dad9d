import { CREW_RECORD_FAMILIES, topics } from '@crewing/domain';
import { recordOwner } from '../../records/bind.js';
import { crews } from '../commands.js';

/**
 * The record pattern (apps/server/src/records) bound to crews: the crew 201 file's families kept on
 * the crew's stream, read from `crew_records`, `crew.records.<family>` (the debriefing records and the
 * contracts are the debriefing and compliance areas' procedures on the same binding).
 */
/** The crew families another area's router serves (debriefing records, contracts). */
export const SERVED_ELSEWHERE = [
  'debriefingRecord',
  'employmentContract',
  'contractChange',
  'owmsReport',
  'marinaVerification',
  'eRegistration',
] as const;

export const crewRecords = recordOwner({
  name: 'crew-records',
  key: 'crewId',
  sequence: 'crew_record',
  table: 'crew_records',
  filesTable: 'crew_record_files',
  column: 'crew_id',
  families: CREW_RECORD_FAMILIES,
  except: SERVED_ELSEWHERE,
  stream: crews,
  named: 'Crew',
  commands: { add: 'AddCrewRecord', update: 'UpdateCrewRecord', remove: 'DeleteCrewRecord' },
  topics: (crewId, family) => [{ topic: topics.crew(crewId), payload: { family } }],
});
