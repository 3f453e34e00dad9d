import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

const VesselsPage = lazyScreen(() => import('./PrincipalVesselsPage'), 'PrincipalVesselsPage');
const VesselPage = lazyScreen(() => import('./PrincipalVesselPage'), 'PrincipalVesselPage');
const ProposalsPage = lazyScreen(() => import('./PrincipalProposalsPage'), 'PrincipalProposalsPage');
const CrewPage = lazyScreen(() => import('./PrincipalCrewPage'), 'PrincipalCrewPage');

/** Issue 30: the principal user's own screens: his vessels, their crew changes and plans, his crews' 201 summary. */
export const principalArea: WebArea = {
  routes: (
    [
      ['/v/principal', <VesselsPage />],
      ['/v/principal/vessel/:vesselId', <VesselPage />],
      ['/v/principal/crew/:crewId', <CrewPage />],
      ['/v/principal/proposals', <ProposalsPage />],
    ] as const
  ).map(([path, element]) => ({ path, permission: 'principal.portal' as const, element })),
  nav: navSection('Crew Change', [
    { label: 'My Vessels', to: '/v/principal', permission: 'principal.portal' },
    { label: 'Proposals', to: '/v/principal/proposals', permission: 'principal.portal' },
  ]),
  // Issue 30 §2: a proposal or an answer moves the crew change's board: the office's proposal views
  // and the principal's own list refetch (only the screens open now; a principal joins his vessels only).
  live: (topic, utils) => {
    if (topic.kind !== 'vessel') return;
    void utils.principal.vesselProposals.invalidate({ vesselId: topic.id });
    void utils.principal.proposals.invalidate();
  },
};
