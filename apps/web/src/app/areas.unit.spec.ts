import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { NAV } from './layout/nav';
import { CREW_FILE } from './route-table';

const routed = AREAS.flatMap((a) =>
  [...(a.publicRoutes ?? []), ...(a.routes ?? []), ...(a.planned ?? [])].map((r) => r.path),
);
const forwarded = AREAS.flatMap((a) => (a.redirects ?? []).map((r) => r.from));

describe('the areas compose the route table and the side navigation (002 §2)', () => {
  it('no path is declared by two areas (or twice by one)', () => {
    const all = [...routed, ...forwarded];
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
  });

  it('every side navigation entry opens a declared screen or placeholder', () => {
    const targets = NAV.flatMap((s) => (s.to !== undefined ? [s.to] : (s.items ?? []).map((i) => i.to)));
    expect(targets.filter((to) => !routed.includes(to))).toEqual([]);
  });

  it('the sections keep the legacy order', () => {
    expect(NAV.map((s) => s.label)).toEqual([
      ...['Dashboard', 'Master List', 'Crew Change', 'Debriefing'],
      ...['Reports', 'Other Reports', 'Settings', 'Utilities'],
    ]);
  });

  it("the crew 201 container's tabs and Others links, brought by their areas, keep the legacy order (000 §2)", () => {
    expect(CREW_FILE.tabs.map((t) => t.label)).toEqual([
      // Issue 31 adds Contracts (the employment contract of each deployment) after Work Experience.
      ...['Crew Profile', 'Docs / License', 'Work Experience', 'Contracts', 'Comments', 'Incident/Behaviour'],
      ...['Medical Issues', 'Training', 'Cash Advance', 'Others'],
    ]);
    expect(CREW_FILE.sideLinks['others/']!.map((l) => l.label)).toEqual([
      ...['Certificate', 'Recommendation List', 'Cash Loan', 'Withdrawal', 'Debriefing Records'],
      // Issue 29: the crew's portal account (invite, deactivate).
      'Portal Account',
    ]);
  });
});
