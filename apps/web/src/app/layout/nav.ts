import type { Permission } from '@crewing/domain';
import type { NavItem, NavSectionLabel, WebArea } from '../../shared/web-area';
import { AREAS } from '../areas';

export interface NavSection {
  label: string;
  /** A section with a single target links straight to it. */
  to?: string;
  permission?: Permission;
  items?: NavItem[];
}

/**
 * The legacy side navigation's sections in their order. A `direct` section is one link to its
 * (single) entry rather than a group.
 */
const SECTIONS: Record<NavSectionLabel, { direct?: true }> = {
  Dashboard: { direct: true },
  'Master List': {},
  'Crew Change': {},
  Debriefing: {},
  Reports: {},
  'Other Reports': {},
  Settings: {},
  Utilities: {},
};

/** Each section's entries from every area, in the area list's order; a section nobody fills is left out. */
export function composeNav(areas: WebArea[]): NavSection[] {
  const entries = areas.flatMap((a) => a.nav ?? []);
  return (Object.keys(SECTIONS) as NavSectionLabel[]).flatMap((label): NavSection[] => {
    const items = entries.filter((e) => e.section === label).map(({ section: _section, ...item }) => item);
    const first = items[0];
    if (!first) return [];
    if (!SECTIONS[label].direct) return [{ label, items }];
    return [{ label, to: first.to, ...(first.permission ? { permission: first.permission } : {}) }];
  });
}

/** The side navigation; entries a user may not open are hidden (the server refuses them too). */
export const NAV: NavSection[] = composeNav(AREAS);
