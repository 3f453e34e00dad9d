import { createContext, useContext, type ReactNode } from 'react';

/**
 * What an area brings into the crew 201 container (000 §2) through its web manifest (`crewFile` in
 * its routes.tsx): its tabs, the screens under them and the tabs' side links. The container draws
 * them; `app/areas.ts` gathers them, so adding an area's tab touches only its own folder.
 */
export interface CrewFilePart {
  tabs?: CrewTab[];
  screens?: CrewScreen[];
  /** Side links by the route prefix of a tab's section; areas add to one section in the area list's order. */
  sideLinks?: Record<string, CrewLink[]>;
}

/** A tab, opening its first 002 §2 path under /v/crew/{id}; `order` is its place in the legacy row. */
export interface CrewTab {
  label: string;
  to: string;
  section: string;
  /** A second route prefix that lights the tab (the Docs / License tab's document/ group). */
  also?: string;
  order: number;
}

/** A screen inside the crew 201 container, drawn for the crew of the route. */
export interface CrewScreen {
  path: string;
  render: (crewId: number) => ReactNode;
}

export interface CrewLink {
  label: string;
  to: string;
}

/** Every area's part, composed once: tabs in their legacy order, side links merged by section. */
export interface CrewFile {
  tabs: CrewTab[];
  screens: CrewScreen[];
  sideLinks: Record<string, CrewLink[]>;
}

export function composeCrewFile(parts: ReadonlyArray<CrewFilePart | undefined>): CrewFile {
  const sideLinks: Record<string, CrewLink[]> = {};
  for (const part of parts)
    for (const [section, links] of Object.entries(part?.sideLinks ?? {}))
      sideLinks[section] = [...(sideLinks[section] ?? []), ...links];
  return {
    tabs: parts.flatMap((p) => p?.tabs ?? []).sort((a, b) => a.order - b.order),
    screens: parts.flatMap((p) => p?.screens ?? []),
    sideLinks,
  };
}

const CrewFileContext = createContext<CrewFile>({ tabs: [], screens: [], sideLinks: {} });
export const CrewFileProvider = CrewFileContext.Provider;

/** The composed crew 201 container: what every area brings into it. */
export function useCrewFile(): CrewFile {
  return useContext(CrewFileContext);
}
