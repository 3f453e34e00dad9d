import { ALL, PLANNERS, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const planningSamples: ProcedureSamples = {
  inputs: {
    'planning.vesselPlan': (i) => ({ vesselId: i.vesselId }),
    'planning.rotationPlan': (i) => ({ vesselId: i.vesselId }),
    'planning.monthlyPlan': (i) => ({ fleetId: i.fleetId }),
    'planning.lineUp': (i) => ({ rankId: 1, embarkDate: '2027-01-10', months: 9, vesselId: i.vesselId }),
    'planning.discrepancy': (i) => ({ fleetId: i.fleetId }),
    'planning.setContractDuration': (i) => ({ crewId: i.crewId, months: 6 }),
    'planning.pastBoard': (i) => ({ fleetId: i.fleetId, date: '2026-01-05' }),
    'planning.batchList': (i) => ({ vesselId: i.vesselId }),
    'planning.addBatchRemark': (i) => ({ batchId: i.batchId, vesselId: i.vesselId, remark: 'x' }),
    'planning.updateBatchRemark': (i) => ({
      batchId: i.batchId,
      vesselId: i.vesselId,
      remarkId: crypto.randomUUID(),
      remark: 'y',
    }),
    'planning.deleteBatchRemark': (i) => ({ batchId: i.batchId, vesselId: i.vesselId, remarkId: crypto.randomUUID() }),
    'planning.queue': () => ({}),
    'planning.issueTicket': (i) => ({ crewId: i.crewId, purpose: 'MEDICAL' }),
    'planning.callNext': () => ({ counter: '1' }),
    'planning.finishTicket': () => ({ ticketNo: 1 }),
  },
  access: {
    // Issue 16: plans, dashboards and the queue.
    'planning.vesselPlan': cc('planning.read', ALL),
    'planning.rotationPlan': cc('planning.read', ALL),
    'planning.monthlyPlan': cc('planning.read', ALL),
    'planning.lineUp': cc('planning.read', ALL),
    'planning.discrepancy': cc('planning.read', ALL),
    'planning.setContractDuration': cc('planning.manage', PLANNERS),
    'planning.pastBoard': cc('crew-change.read', ALL),
    'planning.batchList': cc('crew-change.read', ALL),
    'planning.addBatchRemark': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
    'planning.updateBatchRemark': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
    'planning.deleteBatchRemark': cc('crew-change.manage-batches', ['admin', 'ops', 'dss', 'management', 'crewing']),
    'planning.queue': cc('queue.read', ALL),
    'planning.issueTicket': cc('queue.manage', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib']),
    'planning.callNext': cc('queue.manage', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib']),
    'planning.finishTicket': cc('queue.manage', ['admin', 'ops', 'dss', 'management', 'crewing', 'aib']),
  },
};
