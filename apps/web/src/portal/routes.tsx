import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';
import type { CrewFilePart } from '../shared/crew-file';

const ActivatePage = lazyScreen(() => import('./ActivatePage'), 'ActivatePage');
const PortalHome = lazyScreen(() => import('./PortalHome'), 'PortalHome');
const ReviewQueue = lazyScreen(() => import('./office/ReviewQueue'), 'ReviewQueue');
const PortalAccountCard = lazyScreen(() => import('./office/PortalAccountCard'), 'PortalAccountCard');

const deferred = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** The office's side in the crew 201 file (issue 29 §1): his portal account, under Others. */
const portalCrewFile: CrewFilePart = {
  screens: [{ path: 'others/portal-account', render: (crewId) => deferred(<PortalAccountCard crewId={crewId} />) }],
  sideLinks: { 'others/': [{ label: 'Portal Account', to: 'others/portal-account' }] },
};

/**
 * Issue 29: the seafarer's portal under /portal, outside the office's frame (its own guard: a
 * seafarer's session), and its activation page reached from the invitation.
 */
export const portalArea: WebArea = {
  crewFile: portalCrewFile,
  publicRoutes: [
    { path: '/portal/activate', element: deferred(<ActivatePage />) },
    { path: '/portal', element: deferred(<PortalHome />) },
  ],
  // Issue 29 §2: DSS's review queue of what seafarers send from the portal.
  routes: [{ path: '/v/crew/portal-review', permission: 'portal.review', element: <ReviewQueue /> }],
  nav: navSection('Master List', [
    { label: 'Portal Review', to: '/v/crew/portal-review', permission: 'portal.review' },
  ]),
};
