import type { CrewFilePart } from '../shared/crew-file';
import { DebriefingRecordsPage } from './records/DebriefingRecordsPage';

/** The crew 201 file's DebriefingRecords route (000 §2), under Others. */
export const debriefingCrewFile: CrewFilePart = {
  screens: [{ path: 'others/debriefing-records', render: (crewId) => <DebriefingRecordsPage crewId={crewId} /> }],
  sideLinks: { 'others/': [{ label: 'Debriefing Records', to: 'others/debriefing-records' }] },
};
