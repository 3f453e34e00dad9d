import type { ReactNode } from 'react';
import type { Permission, Topic } from '@crewing/domain';
import type { trpc } from './trpc';
import type { CrewFilePart } from './crew-file';

/**
 * What one area of the web app brings: its screens, the screens it will bring (placeholders
 * until then), the paths that only forward, and its side navigation entries. `app/areas.ts`
 * lists every area; the route table and the side navigation are composed from that list.
 */
export interface WebArea {
  /** Screens outside the signed-in frame (sign in, password reset); each element brings its own guard. */
  publicRoutes?: AreaRoute[];
  /** Screens inside the signed-in frame. An element may be `lazyScreen()`: every screen sits in a Suspense. */
  routes?: AreaRoute[];
  /** 002 §2 paths whose screens later work fills; they render the one honest placeholder. */
  planned?: PlannedRoute[];
  redirects?: Redirect[];
  nav?: NavEntry[];
  /** What the area refreshes when a change is pushed (every signed-in page hears every joined topic). */
  live?: LiveHandler;
  /** Its tabs, screens and side links inside the crew 201 container (000 §2). */
  crewFile?: CrewFilePart;
}

/** Refreshes an area's cached reads for one pushed change; `meId` is the signed-in user. */
export type LiveHandler = (topic: Topic, utils: ReturnType<typeof trpc.useUtils>, meId: number) => void;

export interface AreaRoute {
  path: string;
  element: ReactNode;
  /** Users without it are sent Home (as the legacy did for /coe); the server refuses the data too. */
  permission?: Permission;
}

export interface PlannedRoute {
  path: string;
  title: string;
  /** Which work brings the screen, shown on the placeholder. */
  arrivesWith: string;
  permission?: Permission;
}

/** A path that only forwards (002 §2 "redirects to", default children); `to` may be relative. */
export interface Redirect {
  from: string;
  to: string;
}

/** The legacy side navigation's sections; their order is in `app/layout/nav.ts`. */
export type NavSectionLabel =
  'Dashboard' | 'Master List' | 'Crew Change' | 'Debriefing' | 'Reports' | 'Other Reports' | 'Settings' | 'Utilities';

export interface NavItem {
  label: string;
  to: string;
  /** Hidden from users without it (the server refuses them too). */
  permission?: Permission;
}

/**
 * One entry of the side navigation. Within a section, entries show in the order of the area
 * list, then in the order an area declares them.
 */
export interface NavEntry extends NavItem {
  section: NavSectionLabel;
}

/** Entries of one section, in the order given. */
export function navSection(section: NavSectionLabel, items: NavItem[]): NavEntry[] {
  return items.map((item) => ({ section, ...item }));
}

/** Placeholders sharing a path prefix and the work that brings them: [path, title, permission?]. */
export function plannedGroup(
  prefix: string,
  arrivesWith: string,
  entries: Array<[string, string, Permission?]>,
): PlannedRoute[] {
  return entries.map(([path, title, permission]) => ({
    path: `${prefix}/${path}`,
    title,
    arrivesWith,
    ...(permission ? { permission } : {}),
  }));
}
