import { streamType } from '../shared/streams.js';

/** One debriefing of a crew coming home, keyed by the crew change that brought him home: `debriefing-{crewChangeId}`. */
export const debriefingStream = streamType('debriefing');
/** The availability remarks of one debriefing record: `debriefing-remarks-{recordId}`. */
export const debriefingRemarksStream = streamType('debriefing-remarks');
