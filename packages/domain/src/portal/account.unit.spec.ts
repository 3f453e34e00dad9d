import { describe, expect, it } from 'vitest';
import { seafarerAccountDecider as d, type SeafarerAccountCommand, type SeafarerAccountState } from './account.js';

const at = '2026-11-26T08:00:00.000Z';
const run = (s: SeafarerAccountState, ...cs: SeafarerAccountCommand[]) =>
  cs.reduce((st, c) => d.decide(c, st).reduce(d.evolve, st), s);
const invite = (accountId: number, email: string | null = 'juan@sea.example'): SeafarerAccountCommand => ({
  type: 'InviteSeafarer',
  data: { crewId: 7, accountId, email, expiresAt: at, mailed: true, at },
});
const activate = (codeValid: boolean): SeafarerAccountCommand => ({
  type: 'ActivateSeafarerAccount',
  data: { codeValid, at },
});

describe('seafarer account decider (issue 29 §1)', () => {
  it('is invited, activated with a good code, signs in and is deactivated', () => {
    const s = run(d.initialState(), invite(40), activate(true));
    expect(s).toEqual({ status: 'active', crewId: 7, accountId: 40, email: 'juan@sea.example' });
    expect(d.decide({ type: 'RecordSeafarerSignIn', data: { at } }, s)).toEqual([
      { type: 'SeafarerSignedIn', data: { crewId: 7, accountId: 40, at } },
    ]);
    expect(run(s, { type: 'DeactivateSeafarerAccount', data: { at } }).status).toBe('inactive');
  });

  it('refuses a wrong or spent code under the code field, and an invitation without an address', () => {
    const invited = run(d.initialState(), invite(40));
    expect(() => d.decide(activate(false), invited)).toThrow(
      expect.objectContaining({ fieldErrors: { code: [expect.stringMatching(/wrong or has expired/)] } }),
    );
    expect(() => d.decide(activate(true), run(invited, activate(true)))).toThrow(/wrong or has expired/);
    expect(() => d.decide(invite(41, null), d.initialState())).toThrow(
      expect.objectContaining({ fieldErrors: { email: [expect.stringMatching(/e-mail address/)] } }),
    );
  });

  it('keeps the account id when a deactivated account is invited again; refuses inviting an active one', () => {
    const active = run(d.initialState(), invite(40), activate(true));
    expect(() => d.decide(invite(41), active)).toThrow(/already has an active portal account/);
    const again = run(active, { type: 'DeactivateSeafarerAccount', data: { at } }, invite(42));
    expect(again).toMatchObject({ status: 'invited', accountId: 40 });
    expect(() => d.decide({ type: 'RecordSeafarerSignIn', data: { at } }, again)).toThrow(/not active/);
  });
});
