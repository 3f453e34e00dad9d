import { describe, expect, it } from 'vitest';
import { checklistRecommendationFamily } from './checklist.js';

describe('the checklist recommendation form (001 §2.6 page 2)', () => {
  it('asks the vessel and rank, then the eight sections numbered as on the printed form', () => {
    const fields = Object.entries(checklistRecommendationFamily.fields).map(([name, f]) => [name, f.label]);
    expect(fields).toEqual([
      ['vesselId', 'Vessel'],
      ['rankId', 'Rank'],
      ['assessment', '1. Assessment'],
      ['usVisa', '2. US Visa'],
      ['allotment', '3. Allotment Arrangement'],
      ['workingGears', '4. Working Gears'],
      ['trainingDepartment', '5. Training Department'],
      ['pdosBriefing', '6. PDOS Briefing'],
      ['documentation', '7. Documentation'],
      ['crewingOfficer', '8. Crewing Officer'],
    ]);
  });

  it("saves a section's text and refuses a field the form does not have", () => {
    const add = checklistRecommendationFamily.addSchema;
    expect(add.safeParse({ vesselId: 1, rankId: 2, usVisa: 'Has a valid C1/D visa' }).success).toBe(true);
    expect(add.safeParse({ vesselId: 1, section9: 'x' }).success).toBe(false);
  });
});
