import type { ReactNode } from 'react';
import { DebriefingRecordsPage } from './records/DebriefingRecordsPage';

/** The crew 201 file's DebriefingRecords route (000 §2), under Others. */
export const DEBRIEFING_CREW_SCREENS: Array<{ path: string; render: (crewId: number) => ReactNode }> = [
  { path: 'others/debriefing-records', render: (crewId) => <DebriefingRecordsPage crewId={crewId} /> },
];
