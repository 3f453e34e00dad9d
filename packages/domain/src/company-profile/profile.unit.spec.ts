import { describe, expect, it } from 'vitest';
import { companyProfileDecider as d, type CompanyProfileCommand, type CompanyProfileState } from './profile.js';

const at = '2026-11-20T04:00:00.000Z';
const change = (changes: unknown, logoKnown: boolean | null = null): CompanyProfileCommand => ({
  type: 'ChangeCompanyProfile',
  data: { changes, logoKnown, by: 'ADMIN', at },
});
const after = (s: CompanyProfileState, c: CompanyProfileCommand) => d.decide(c, s).reduce(d.evolve, s);

describe('company profile decider (issue 25)', () => {
  it('needs a name the first time, then records only what changed', () => {
    expect(() => d.decide(change({ address: 'MANILA' }), d.initialState())).toThrow('This field is required');
    const s = after(
      d.initialState(),
      change({ name: 'NORTHWIND MANNING', officers: [{ title: 'PRESIDENT', name: 'E. MARQUEZ' }] }),
    );
    expect(s.profile).toMatchObject({
      name: 'NORTHWIND MANNING',
      address: null,
      officers: [{ title: 'PRESIDENT', name: 'E. MARQUEZ' }],
    });
    expect(d.decide(change({ name: 'NORTHWIND MANNING', address: 'MANILA' }), s)).toEqual([
      { type: 'CompanyProfileChanged', data: { changes: { address: 'MANILA' }, by: 'ADMIN', at } },
    ]);
    expect(() => d.decide(change({ name: 'NORTHWIND MANNING' }), s)).toThrow('Nothing changed');
  });

  it('refuses a logo that is not an uploaded image and a blank name, under the field', () => {
    const s = after(d.initialState(), change({ name: 'NORTHWIND MANNING' }));
    const logo = '0b0c6a2e-5a8e-4f4b-9d8a-0e7d7d7d7d7d';
    expect(() => d.decide(change({ logoFileId: logo }, false), s)).toThrow('The logo must be an image uploaded here');
    expect(d.decide(change({ logoFileId: logo }, true), s)).toHaveLength(1);
    expect(() => d.decide(change({ name: '  ' }), s)).toThrow(
      expect.objectContaining({ fieldErrors: { name: ['This field is required'] } }),
    );
  });
});
