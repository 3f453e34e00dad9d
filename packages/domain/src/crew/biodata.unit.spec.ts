import { describe, expect, it } from 'vitest';
import { biodataFilters, CONTRACT_PERIODS, contractEnd, utilityLabel } from './biodata.js';

describe('crew biodata (000 §2, §9)', () => {
  it('offers 1 mo, then 2 to 13 mos +/-', () => {
    expect(CONTRACT_PERIODS.map((p) => p.label)).toEqual([
      '1 mo',
      ...Array.from({ length: 12 }, (_, i) => `${i + 2} mos +/-`),
    ]);
  });
  it('labels the crew code (S.O.T.) or REGULAR only without a category name', () => {
    expect(utilityLabel(1, null)).toBe('(S.O.T.)');
    expect(utilityLabel(0, null)).toBe('REGULAR');
    expect(utilityLabel(1, 'SENIOR POOL')).toBeNull();
    expect(utilityLabel(null, null)).toBeNull();
  });
  it('ends the planned contract at the end of its last month', () => {
    expect(contractEnd('2026-08', 9)).toBe('2027-04-30');
    expect(contractEnd('2026-01', undefined)).toBe('2026-01-31');
    expect(contractEnd(undefined, 3)).toBeNull();
    expect(biodataFilters.safeParse({ embarkMonth: '2026-13' }).success).toBe(false);
  });
});
