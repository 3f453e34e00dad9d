import { describe, expect, it } from 'vitest';
import { contractEnd, expiryAlertKey, expiryWindow } from './expiry.js';
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
