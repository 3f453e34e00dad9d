import { ALL, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 9: the rank and flag document matrices, and running the expiry check, are DSS's and Management's. */
const MATRIX_KEEPERS = ['admin', 'dss', 'management'];

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const documentsSamples: ProcedureSamples = {
  inputs: {
    'documents.embarkRequirements': (i) => ({ crewIds: [i.crewId] }),
    'documents.matrix.get': () => ({ owner: 'rank', ownerId: 1 }),
    'documents.matrix.add': () => ({ owner: 'rank', ownerId: 1, documentIds: [1], mandatory: true }),
    'documents.matrix.setMandatory': () => ({ owner: 'rank', ownerId: 1, documentId: 1, mandatory: false }),
    'documents.matrix.remove': () => ({ owner: 'rank', ownerId: 1, documentId: 1 }),
    'documents.checklist.get': (i) => ({ crewId: i.crewId }),
    'documents.checklist.export': (i) => ({ crewId: i.crewId, format: 'pdf' }),
    'documents.checklist.status': () => ({ jobId: 'no-such-job' }),
    'documents.expiring': () => ({ window: 'expired' }),
    'documents.runExpiryAlerts': () => undefined,
  },
  access: {
    'documents.embarkRequirements': cc('crew-change.read', ALL),
    'documents.matrix.get': cc('crew-change.read', ALL),
    'documents.matrix.add': cc('documents.matrix.manage', MATRIX_KEEPERS),
    'documents.matrix.setMandatory': cc('documents.matrix.manage', MATRIX_KEEPERS),
    'documents.matrix.remove': cc('documents.matrix.manage', MATRIX_KEEPERS),
    'documents.checklist.get': cc('crew-change.read', ALL),
    'documents.checklist.export': cc('crew-change.read', ALL),
    'documents.checklist.status': cc('crew-change.read', ALL),
    'documents.expiring': cc('crew-change.read', ALL),
    'documents.runExpiryAlerts': cc('documents.matrix.manage', MATRIX_KEEPERS),
  },
};
