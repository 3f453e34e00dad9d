import type { AreaRoute, PlannedRoute, Redirect } from '../shared/web-area';
import { composeCrewFile } from '../shared/crew-file';
import { AREAS } from './areas';

/** Every path of 002 §2, gathered from the areas. */
export const PUBLIC_ROUTES: AreaRoute[] = AREAS.flatMap((a) => a.publicRoutes ?? []);
export const ROUTES: AreaRoute[] = AREAS.flatMap((a) => a.routes ?? []);
export const PLANNED_ROUTES: PlannedRoute[] = AREAS.flatMap((a) => a.planned ?? []);
export const REDIRECTS: Redirect[] = AREAS.flatMap((a) => a.redirects ?? []);
/** The crew 201 container's tabs, screens and side links, from every area that brings some. */
export const CREW_FILE = composeCrewFile(AREAS.map((a) => a.crewFile));
