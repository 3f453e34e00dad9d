import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { holidayYearDecider as d, type HolidayCommand, type HolidayYearState } from './decider.js';
import { declareHolidayInput } from './schemas.js';

const run = (s: HolidayYearState, ...cs: HolidayCommand[]) =>
  cs.reduce((st, c) => d.decide(c, st).reduce(d.evolve, st), s);
const declare = (date: string, name: string, kind: 'REGULAR' | 'SPECIAL' = 'REGULAR'): HolidayCommand => ({
  type: 'DeclareHoliday',
  data: { date, name, kind },
});

describe('holiday year decider', () => {
  it('declares, changes and withdraws a holiday of the year', () => {
    const s = run(d.initialState(), declare('2026-12-25', 'CHRISTMAS'), declare('2026-12-24', 'XMAS EVE', 'SPECIAL'));
    expect(Object.keys(s.holidays).sort()).toEqual(['2026-12-24', '2026-12-25']);
    expect(
      d.decide(
        { type: 'ChangeHoliday', data: { date: '2026-12-24', changes: { name: 'XMAS EVE', kind: 'REGULAR' } } },
        s,
      ),
    ).toEqual([{ type: 'HolidayChanged', data: { date: '2026-12-24', changes: { kind: 'REGULAR' } } }]);
    const after = run(s, { type: 'WithdrawHoliday', data: { date: '2026-12-24' } });
    expect(after.holidays).toEqual({ '2026-12-25': { name: 'CHRISTMAS', kind: 'REGULAR' } });
  });

  it('refuses a date already on the list under the date field, and unknown or unchanged ones', () => {
    const s = run(d.initialState(), declare('2026-12-25', 'CHRISTMAS'));
    expect(() => d.decide(declare('2026-12-25', 'OTHER'), s)).toThrow(
      expect.objectContaining({ fieldErrors: { date: ['25 DEC 2026 is already a holiday: edit that one instead'] } }),
    );
    expect(() => d.decide({ type: 'WithdrawHoliday', data: { date: '2026-12-26' } }, s)).toThrow(
      'This holiday is not on the list',
    );
    expect(() =>
      d.decide({ type: 'ChangeHoliday', data: { date: '2026-12-25', changes: { name: 'CHRISTMAS' } } }, s),
    ).toThrow(DomainError);
  });

  it('gives our sentences for a bad input, never the schema library wording', () => {
    const r = declareHolidayInput.safeParse({ date: '2026-02-30', name: ' ', kind: 'HALF' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date', 'Invalid date'],
      ['name', 'This field is required'],
      ['kind', 'Choose regular holiday or special non-working day'],
    ]);
    expect(
      declareHolidayInput.safeParse({ date: '1999-12-31', name: 'X', kind: 'REGULAR' }).error!.issues[0]!.message,
    ).toBe('Enter a date from 2000 to 2100');
  });
});
