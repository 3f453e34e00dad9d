import type { AreaRoute, PlannedRoute, Redirect } from '../shared/web-area';
import { AREAS } from './areas';

/** Every path of 002 §2, gathered from the areas. */
export const PUBLIC_ROUTES: AreaRoute[] = AREAS.flatMap((a) => a.publicRoutes ?? []);
export const ROUTES: AreaRoute[] = AREAS.flatMap((a) => a.routes ?? []);
export const PLANNED_ROUTES: PlannedRoute[] = AREAS.flatMap((a) => a.planned ?? []);
export const REDIRECTS: Redirect[] = AREAS.flatMap((a) => a.redirects ?? []);
