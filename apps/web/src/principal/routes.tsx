import { lazy } from 'react';
import { navSection, type WebArea } from '../shared/web-area';

const VesselsPage = lazy(() => import('./PrincipalVesselsPage').then((m) => ({ default: m.PrincipalVesselsPage })));
const VesselPage = lazy(() => import('./PrincipalVesselPage').then((m) => ({ default: m.PrincipalVesselPage })));
const CrewPage = lazy(() => import('./PrincipalCrewPage').then((m) => ({ default: m.PrincipalCrewPage })));

/** Issue 30: the principal user's own screens: his vessels, their crew changes and plans, his crews' 201 summary. */
export const principalArea: WebArea = {
  routes: [
    { path: '/v/principal', permission: 'principal.portal', element: <VesselsPage /> },
    { path: '/v/principal/vessel/:vesselId', permission: 'principal.portal', element: <VesselPage /> },
    { path: '/v/principal/crew/:crewId', permission: 'principal.portal', element: <CrewPage /> },
  ],
  nav: navSection('Crew Change', [{ label: 'My Vessels', to: '/v/principal', permission: 'principal.portal' }]),
};
