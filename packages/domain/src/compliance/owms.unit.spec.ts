import { describe, expect, it } from 'vitest';
import { isCriticalIncidentType, owmsDue, owmsShown, type OwmsDeployment } from './owms.js';

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

  it('raises a report for each critical incident on record within the deployment, 5 working days on', () => {
    const incidents = [
      { key: 'INC-4', date: '2026-02-05', label: 'INJURY ONBOARD' },
      { key: 'MED-9', date: '2025-12-01', label: 'ILLNESS ONBOARD' },
    ] as const;
    const due = owmsDue({ ...ON_BOARD, incidents }, [], '2026-03-01');
    // Thursday 5 Feb: due Thursday 12 Feb. The December illness was before he joined: not this deployment's.
    expect(due.map((i) => [i.item, i.due, i.label])).toEqual([
      ['FIRST', '2026-04-10', 'First report'],
      ['INC-4', '2026-02-12', 'Critical incident: INJURY ONBOARD'],
    ]);
  });

  it('calls death, injury, detention, desertion, medical, repatriation and piracy critical', () => {
    const critical = ['DEATH', 'INJURY ONBOARD', 'DETAINED BY PORT STATE', 'DESERTION', 'PIRACY ATTACK'];
    expect(critical.every(isCriticalIncidentType)).toBe(true);
    expect(['LATE REPORTING FOR WATCH', 'COMMENDATION'].some(isCriticalIncidentType)).toBe(false);
  });

  it('filters open, overdue, due this month and filed', () => {
    const filed = { filedOn: '2026-06-02', reference: 'R', recordId: 1 };
    const list = [
      { due: '2026-06-03', filed: null, overdue: true },
      { due: '2026-06-30', filed: null, overdue: false },
      { due: '2026-05-30', filed, overdue: false },
    ];
    const shown = (show: Parameters<typeof owmsShown>[1]) =>
      list.map((d, i) => (owmsShown(d, show, '2026-06-10') ? i : -1)).filter((i) => i >= 0);
    expect([shown('OPEN'), shown('OVERDUE'), shown('MONTH'), shown('FILED'), shown('ALL')]).toEqual([
      [0, 1],
      [0],
      [0, 1],
      [2],
      [0, 1, 2],
    ]);
  });
});
