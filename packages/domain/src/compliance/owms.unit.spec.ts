import { describe, expect, it } from 'vitest';
import { owmsDue, type OwmsDeployment } from './owms.js';

// Issue 31 §2 (MC 12 s.2018, MC 9 s.2019): due dates of one deployment around weekends and holidays.
const ON_BOARD: OwmsDeployment = {
  crewId: 7,
  stintNo: 1,
  embarkDate: '2026-01-10',
  disembarkDate: null,
  signOffReason: null,
};
const items = (d: OwmsDeployment, holidays: string[], today: string) =>
  owmsDue(d, holidays, today).map((i) => [i.item, i.due, i.overdue]);

describe('OWMS due list', () => {
  it('asks a first report within 3 months and a quarterly update for each quarter begun', () => {
    expect(items(ON_BOARD, [], '2026-07-10')).toEqual([
      ['FIRST', '2026-04-10', true],
      ['Q2', '2026-07-10', false],
      ['Q3', '2026-10-10', false],
    ]);
  });

  it('counts a critical incident 5 working days from a medical sign-off, weekends and holidays left out', () => {
    const off = { ...ON_BOARD, disembarkDate: '2026-06-11', signOffReason: 'MEDICAL REPATRIATION' };
    // Thursday 11 Jun: Friday 12 Jun (Independence Day) and the weekend do not count.
    expect(owmsDue(off, ['2026-06-12'], '2026-06-19').at(-1)).toMatchObject({ item: 'INCIDENT', due: '2026-06-19' });
    expect(owmsDue(off, [], '2026-06-19').at(-1)).toMatchObject({ due: '2026-06-18', overdue: true });
    // A Friday death: the next Friday.
    const death = { ...off, disembarkDate: '2026-03-06', signOffReason: 'DEATH ON BOARD' };
    expect(owmsDue(death, [], '2026-03-06').at(-1)).toMatchObject({ due: '2026-03-13', overdue: false });
  });

  it('raises no incident for a finished contract, and no quarter after he left', () => {
    const fc = { ...ON_BOARD, disembarkDate: '2026-05-01', signOffReason: 'FINISHED CONTRACT' };
    expect(items(fc, [], '2026-12-01').map(([i]) => i)).toEqual(['FIRST', 'Q2']);
  });

  it('reads a filed report as filed, never overdue', () => {
    const filed = { '1:FIRST': { filedOn: '2026-04-20', reference: 'OWMS-1', recordId: 3 } };
    expect(owmsDue(ON_BOARD, [], '2026-05-01', filed)[0]).toMatchObject({
      overdue: false,
      filed: { reference: 'OWMS-1' },
    });
  });
});
