import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { contractEnd, calendarDays, expiryAlertKey, expiryWindow } from './expiry.js';
import { documentAlertsDecider, type ExpiryAlert } from './alerts.js';

const leads = [90, 60, 30];

describe('expiry windows (issue 9)', () => {
  it('puts a date in the nearest window that holds it', () => {
    expect(expiryWindow('2026-05-31', '2026-06-01', leads)).toBe('expired');
    expect(expiryWindow('2026-06-01', '2026-06-01', leads)).toBe('30');
    expect(expiryWindow('2026-07-01', '2026-06-01', leads)).toBe('30');
    expect(expiryWindow('2026-07-02', '2026-06-01', leads)).toBe('60');
    expect(expiryWindow('2026-08-30', '2026-06-01', leads)).toBe('90');
    expect(expiryWindow('2026-09-30', '2026-06-01', leads)).toBeNull();
  });

  it('counts the days between two dates as dayjs does, without it (issue 32: the daily job asks it of every document)', () => {
    // Every day of three years (leap day, month ends, both DST changes of zones that have them) against a few todays,
    // and forms that are not YYYY-MM-DD (dayjs reads them as before).
    const todays = ['2026-01-01', '2026-02-28', '2026-03-29', '2026-10-25', '2027-11-07', '2028-02-29'];
    for (const today of todays)
      for (let d = dayjs('2025-06-01'); d.isBefore('2028-06-01'); d = d.add(1, 'day')) {
        const date = d.format('YYYY-MM-DD');
        expect(calendarDays(today, date)).toBe(dayjs(date).diff(dayjs(today), 'day'));
      }
    for (const odd of ['2026-7-1', '2026-07-01T10:00:00', '20260701', '2026-02-30'])
      expect(calendarDays('2026-06-01', odd)).toBe(dayjs(odd).diff(dayjs('2026-06-01'), 'day'));
    expect(calendarDays('2026-06-01', '2026-07-01')).toBe(30);
  });

  it('catches a document valid now that lapses before the planned contract end', () => {
    const end = contractEnd('2026-05-01', 9);
    expect(end).toBe('2027-02-01');
    expect(expiryWindow('2026-12-15', '2026-06-01', leads, end)).toBe('contract');
    expect(expiryWindow('2027-03-01', '2026-06-01', leads, end)).toBeNull();
  });

  it('raises each alert once however often the job runs', () => {
    const alert = (window: ExpiryAlert['window']): ExpiryAlert => ({
      key: expiryAlertKey(7, window, '2026-07-01'),
      crewId: 1,
      family: 'crew-document',
      recordId: 7,
      document: 'PASSPORT',
      expiryDate: '2026-07-01',
      window,
      contractEnd: null,
      recipients: [3],
      title: 't',
      body: 'b',
      link: '/v/crew/1',
    });
    const d = documentAlertsDecider;
    const first = d.decide(
      { type: 'RaiseExpiryAlerts', data: { crewId: 1, alerts: [alert('60'), alert('60')], at: 'x' } },
      d.initialState(),
    );
    expect(first).toHaveLength(1);
    const state = first.reduce(d.evolve, d.initialState());
    expect(d.decide({ type: 'RaiseExpiryAlerts', data: { crewId: 1, alerts: [alert('60')], at: 'y' } }, state)).toEqual(
      [],
    );
    expect(
      d.decide({ type: 'RaiseExpiryAlerts', data: { crewId: 1, alerts: [alert('30')], at: 'z' } }, state),
    ).toHaveLength(1);
  });
});
