import { ALL, CREW_MANAGERS, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 15: finance and accounting keep cash advances and loans; crewing, Ops, Management and DSS read them. */
const FINANCE_READERS = ['admin', 'ops', 'dss', 'management', 'crewing', 'finance'];

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const financeSamples: ProcedureSamples = {
  inputs: {
    // Issue 15: the 201 flags, the Certificate of Employment and crew ID cards.
    'finance.crewStatus': (i) => ({ crewId: i.crewId }),
    'finance.cashAdvances': (i) => ({ crewId: i.crewId, dateFrom: '2026-01-01', dateTo: '2026-01-31' }),
    'finance.coe.preview': (i) => ({ crewId: i.crewId }),
    'finance.coe.generate': (i) => ({
      crewId: i.crewId,
      signatoryName: 'MARIA SANTOS',
      signatoryTitle: 'CREWING MANAGER',
      purpose: 'BANK LOAN',
    }),
    'finance.coe.status': () => ({ jobId: 'no-such-job' }),
    'finance.idCards.generate': (i) => ({ crewIds: [i.crewId] }),
    'finance.idCards.status': () => ({ jobId: 'no-such-job' }),
  },
  access: {
    // Issue 15: the 201 flags for crew readers; the COE for the coe grant (only admin here); ID cards for crew keepers.
    'finance.crewStatus': cc('crew-change.read', ALL),
    'finance.cashAdvances': cc('finance.read', FINANCE_READERS),
    'finance.coe.preview': cc('coe.access', ['admin']),
    'finance.coe.generate': cc('coe.access', ['admin']),
    'finance.coe.status': cc('coe.access', ['admin']),
    'finance.idCards.generate': cc('crew.manage', CREW_MANAGERS),
    'finance.idCards.status': cc('crew.manage', CREW_MANAGERS),
  },
};
