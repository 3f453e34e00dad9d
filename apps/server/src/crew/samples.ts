import { CREW_RECORD_FAMILIES, type Permission } from '@crewing/domain';
import { recordSamples } from '../records/samples.js';
import { SERVED_ELSEWHERE } from './records/owner.js';
import { ALL, PLANNERS, CREW_MANAGERS, cc, at, type ProcedureSamples } from '../platform/trpc/samples.js';

/** 002 §6 Incident: management, operations, the admin department (staffdb is in it) or DSS. */
const ALLOWED_BY: Partial<Record<Permission, string[]>> = {
  'crew-change.read': ALL,
  'crew.manage': CREW_MANAGERS,
  'incident.manage': ['admin', 'ops', 'dss', 'management', 'staffdb'],
  /** Issue 9: documentation (DSS), crewing officers, Ops and Management keep documents; DSS alone the covid vaccines (000 §6). */
  'documents.manage': ['admin', 'ops', 'dss', 'management', 'crewing'],
  'covid-vaccine.manage': ['admin', 'dss'],
  /** Issue 15: finance and accounting keep cash advances and loans; crewing, Ops, Management and DSS read them. */
  'finance.read': ['admin', 'ops', 'dss', 'management', 'crewing', 'finance'],
  'finance.manage': ['admin', 'finance'],
  'withdrawal.manage': ['admin', 'ops', 'management', 'crewing', 'finance'],
};

/** The record pattern's four procedures for every crew record family (issue 8). */
const records = recordSamples(
  'crew.records',
  'crewId',
  // Debriefing records and contracts are served by their areas (debriefing.records.*, compliance.*), not crew.records.
  Object.fromEntries(
    Object.entries(CREW_RECORD_FAMILIES).filter(([key]) => !(SERVED_ELSEWHERE as readonly string[]).includes(key)),
  ),
  ALLOWED_BY,
);

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const crewSamples: ProcedureSamples = {
  inputs: {
    ...records.inputs,
    'crew.options': (i) => ({ vesselId: i.vesselId }),
    'crew.list': () => ({}),
    'crew.possibleDuplicates': () => ({ lastName: 'DELA CRUZ', firstName: 'JUAN', birthdate: '1990-04-12' }),
    'crew.get': (i) => ({ id: i.crewId }),
    'crew.asOf': (i) => ({ crewId: i.crewId, date: '2026-01-15' }),
    'crew.update': (i) => ({ crewId: i.crewId, changes: { middleName: `M${at()}` } }),
    'crew.history': (i) => ({ crewId: i.crewId }),
    'crew.setPhoto': (i) => ({ crewId: i.crewId, fileId: crypto.randomUUID() }),
    'crew.deletePhoto': (i) => ({ crewId: i.crewId }),
    'crew.experience.inHouse': (i) => ({ crewId: i.crewId }),
    'crew.experience.totals': (i) => ({ crewId: i.crewId }),
    'crew.experience.steps': (i) => ({ crewId: i.crewId }),
    'crew.experience.correct': (i) => ({
      crewId: i.crewId,
      stintNo: 1,
      changes: { embarkDate: '2026-01-15' },
      reason: 'PROBE',
    }),
    'crew.biodata.sheet': (i) => ({ crewId: i.crewId, filters: {} }),
    'crew.biodata.generate': (i) => ({ crewId: i.crewId, filters: {} }),
    'crew.biodata.status': () => ({ jobId: 'no-such-job' }),
    'crew.biodata.uploadToCms': (i) => ({ crewId: i.crewId, jobId: 'no-such-job' }),
    'crew.add': () => ({
      applicantNo: `A${at()}`,
      lastName: 'SAMPLE',
      firstName: 'CREW',
      birthdate: '1990-04-12',
      rankId: 1,
    }),
  },
  access: {
    ...records.access,
    'crew.options': cc('crew-change.plan', PLANNERS),
    'crew.list': cc('crew-change.read', ALL),
    'crew.possibleDuplicates': cc('crew.manage', CREW_MANAGERS),
    'crew.add': cc('crew.manage', CREW_MANAGERS),
    'crew.get': cc('crew-change.read', ALL),
    // Issue 27: the 201 file at a past date, read as the live one is.
    'crew.asOf': cc('crew-change.read', ALL),
    'crew.update': cc('crew.manage', CREW_MANAGERS),
    'crew.history': cc('crew-change.read', ALL),
    'crew.setPhoto': cc('crew.manage', CREW_MANAGERS),
    'crew.deletePhoto': cc('crew.manage', CREW_MANAGERS),
    'crew.experience.inHouse': cc('crew-change.read', ALL),
    'crew.experience.totals': cc('crew-change.read', ALL),
    'crew.experience.steps': cc('crew-change.read', ALL),
    // Issue 24: correcting a contract is a system administrator's.
    'crew.experience.correct': cc('crew.lifecycle.correct', ['admin']),
    // The biodata is read and printed by crew readers; sending it to the CMS is crew.manage.
    'crew.biodata.sheet': cc('crew-change.read', ALL),
    'crew.biodata.generate': cc('crew-change.read', ALL),
    'crew.biodata.status': cc('crew-change.read', ALL),
    'crew.biodata.uploadToCms': cc('crew.manage', CREW_MANAGERS),
  },
};
