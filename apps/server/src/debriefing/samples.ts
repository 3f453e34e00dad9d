import { ALL, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 13: debriefing records and remarks, debriefings, top management. */
const DEBRIEFING_FIELDS = {
  dateSubmitted: '2026-01-15',
  crewChangeId: 1,
  review: true,
  availabilityDate: '2026-02-01',
};
const REMARK = '00000000-0000-4000-8000-000000000001';

/** Issue 13: who debriefs (README "Debriefing"). */
const DEBRIEFERS = ['admin', 'ops', 'dss', 'management', 'crewing', 'staffdb'];
const DEBRIEF_EDITORS = ['admin', 'crewing', 'staffdb'];

/**
 * Each procedure of the area: an input that passes validation, and who may call it (001 §6). Debriefing
 * records: add for whoever debriefs, edit and Del for operations and management; remarks (author-only
 * edits decided in the stream), the form (002 §6 edit view) and top management.
 */
export const debriefingSamples: ProcedureSamples = {
  inputs: {
    'debriefing.records.list': (i) => ({ crewId: i.crewId }),
    'debriefing.records.experiences': (i) => ({ crewId: i.crewId }),
    'debriefing.records.add': (i) => ({ crewId: i.crewId, fields: DEBRIEFING_FIELDS }),
    'debriefing.records.update': (i) => ({ crewId: i.crewId, recordId: 1, changes: { review: false } }),
    'debriefing.records.remove': (i) => ({ crewId: i.crewId, recordId: 1 }),
    'debriefing.remarks.byCrew': (i) => ({ crewId: i.crewId }),
    'debriefing.remarks.add': (i) => ({ crewId: i.crewId, debriefingRecordId: 1, remarks: 'AVAILABLE BY MARCH' }),
    'debriefing.remarks.update': () => ({ debriefingRecordId: 1, remarkId: REMARK, remarks: 'AVAILABLE BY APRIL' }),
    'debriefing.remarks.remove': () => ({ debriefingRecordId: 1, remarkId: REMARK }),
    'debriefing.print.start': (i) => ({ id: i.crewChangeId }),
    'debriefing.print.status': () => ({ jobId: 'no-such-job' }),
    'debriefing.due': () => ({}),
    'debriefing.get': (i) => ({ id: i.crewChangeId }),
    'debriefing.queue': () => ({ status: 'FOR REVIEW' }),
    'debriefing.start': (i) => ({ crewChangeId: i.crewChangeId }),
    'debriefing.save': (i) => ({
      id: i.crewChangeId,
      form: { forReview: true, sections: { '3': { remarks: 'NO INCIDENTS' } } },
    }),
    'debriefing.addTraining': (i) => ({ id: i.crewChangeId, training: { courseId: 1 } }),
    'debriefing.cancelTraining': (i) => ({ id: i.crewChangeId, endorsementId: 1 }),
    'debriefing.endorse': (i) => ({ id: i.crewChangeId }),
    'debriefing.remove': (i) => ({ id: i.crewChangeId }),
    'debriefing.topManagement.list': () => ({}),
    'debriefing.topManagement.decide': (i) => ({
      id: i.crewChangeId,
      decision: { decision: 'NOTED', remarks: 'NOTED BY GM' },
    }),
  },
  access: {
    'debriefing.records.list': cc('crew-change.read', ALL),
    'debriefing.records.experiences': cc('crew-change.read', ALL),
    'debriefing.records.add': cc('debriefing.record.add', DEBRIEFERS),
    'debriefing.records.update': cc('debriefing.record.manage', ['admin', 'ops', 'management']),
    'debriefing.records.remove': cc('debriefing.record.manage', ['admin', 'ops', 'management']),
    'debriefing.remarks.byCrew': cc('crew-change.read', ALL),
    ...Object.fromEntries(
      ['add', 'update', 'remove'].map((op) => [`debriefing.remarks.${op}`, cc('debriefing.record.add', DEBRIEFERS)]),
    ),
    'debriefing.print.start': cc('crew-change.read', ALL),
    'debriefing.print.status': cc('crew-change.read', ALL),
    'debriefing.due': cc('crew-change.read', ALL),
    'debriefing.get': cc('crew-change.read', ALL),
    'debriefing.queue': cc('crew-change.read', ALL),
    ...Object.fromEntries(
      ['start', 'save', 'addTraining', 'cancelTraining', 'endorse', 'remove'].map((op) => [
        `debriefing.${op}`,
        cc('debriefing.edit-view', DEBRIEF_EDITORS),
      ]),
    ),
    'debriefing.topManagement.list': cc('debriefing.top-management', ['admin', 'management']),
    'debriefing.topManagement.decide': cc('debriefing.top-management', ['admin', 'management']),
  },
};
