import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

const OwmsPage = lazyScreen(() => import('./OwmsPage'), 'OwmsPage');
const MarinaPage = lazyScreen(() => import('./marina/MarinaPage'), 'MarinaPage');
const ContractsPage = lazyScreen(() => import('./ContractsPage'), 'ContractsPage');

/** Issue 31: Philippine compliance. The crew 201 file's Contracts tab (after Work Experience). */
export const complianceArea: WebArea = {
  routes: [
    { path: '/v/compliance/owms', permission: 'crew-change.read', element: <OwmsPage /> },
    { path: '/v/compliance/marina', permission: 'crew-change.read', element: <MarinaPage /> },
  ],
  nav: navSection('Reports', [
    { label: 'OWMS Reports', to: '/v/compliance/owms', permission: 'crew-change.read' },
    { label: 'MARINA Verification', to: '/v/compliance/marina', permission: 'crew-change.read' },
  ]),
  crewFile: {
    tabs: [{ label: 'Contracts', to: 'contract/index', section: 'contract/', order: 3.5 }],
    screens: [{ path: 'contract/index', render: (crewId) => <ContractsPage crewId={crewId} /> }],
    sideLinks: { 'contract/': [{ label: 'Contracts', to: 'contract/index' }] },
  },
  // Contracts are crew records: a change pushed on a crew's topic reads them again.
  live: (topic, utils) => {
    if (topic.kind === 'crew') void utils.compliance.invalidate();
  },
};
