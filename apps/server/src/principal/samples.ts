import { ALL, cc, PLANNERS, type ProcedureSamples } from '../platform/trpc/samples.js';

/** None of the office's demo roles is a principal user: the principal probe (principal.int.spec.ts) calls these as one. */
const PRINCIPALS: string[] = [];

export const principalSamples: ProcedureSamples = {
  inputs: {
    'principal.vessels': () => undefined,
    'principal.board': (ids) => ({ vesselId: ids.vesselId }),
    'principal.vesselPlan': (ids) => ({ vesselId: ids.vesselId }),
    'principal.crews': (ids) => ({ vesselId: ids.vesselId }),
    'principal.crew': (ids) => ({ crewId: ids.crewId }),
    'principal.documents': (ids) => ({ crewId: ids.crewId }),
    'principal.biodata': (ids) => ({ crewId: ids.crewId }),
    'principal.propose': (ids) => ({ crewChangeId: ids.crewChangeId, crewIds: [ids.crewId] }),
    'principal.vesselProposals': (ids) => ({ vesselId: ids.vesselId }),
    'principal.proposals': () => undefined,
    'principal.answer': (ids) => ({ crewChangeId: ids.crewChangeId, crewId: ids.crewId, approved: true }),
    'principal.markCrew': (ids) => ({ crewId: ids.crewId, mark: 'PREFERRED', reason: 'Good record with us' }),
    'principal.clearCrewMark': (ids) => ({ crewId: ids.crewId }),
  },
  access: {
    'principal.vessels': cc('principal.portal', PRINCIPALS),
    'principal.board': cc('principal.portal', PRINCIPALS),
    'principal.vesselPlan': cc('principal.portal', PRINCIPALS),
    'principal.crews': cc('principal.portal', PRINCIPALS),
    'principal.crew': cc('principal.portal', PRINCIPALS),
    'principal.documents': cc('principal.portal', PRINCIPALS),
    'principal.biodata': cc('principal.portal', PRINCIPALS),
    'principal.propose': cc('principal.propose', PLANNERS),
    'principal.vesselProposals': cc('crew-change.read', ALL),
    'principal.proposals': cc('principal.portal', PRINCIPALS),
    'principal.answer': cc('principal.portal', PRINCIPALS),
    'principal.markCrew': cc('principal.portal', PRINCIPALS),
    'principal.clearCrewMark': cc('principal.portal', PRINCIPALS),
  },
};
