import { describe, expect, it } from 'vitest';
import { normalise, normaliseInput } from './normalise.js';

describe('normalise (002 §5 upper-case rule)', () => {
  it('upper-cases text except the listed fields, trims, drops empty values and keeps 0', () => {
    expect(
      normalise({
        lastName: ' dela cruz ',
        email: 'Juan@Mail.com',
        vmc_email: 'J@Co.com',
        username: 'jDelaCruz',
        password: 'Secret-Pass',
        status: 'active',
        middleName: '',
        count: 0,
        flag: false,
        nothing: undefined,
      }),
    ).toEqual({ lastName: 'DELA CRUZ', email: 'Juan@Mail.com', vmc_email: 'J@Co.com', username: 'jDelaCruz', password: 'Secret-Pass', status: 'active', count: 0, flag: false });
  });

  it('keeps null as an explicit clear, skips attachments, and recurses into objects and arrays', () => {
    const file = { name: 'scan.pdf' };
    expect(normalise({ changes: { remarks: 'late', suffix: null, tags: ['a', '', 'b'] }, attachments: [file] })).toEqual({
      changes: { remarks: 'LATE', suffix: null, tags: ['A', 'B'] },
      attachments: [file],
    });
  });

  it('passes non-object inputs through', () => {
    expect(normaliseInput(undefined)).toBeUndefined();
    expect(normaliseInput(5)).toBe(5);
  });
});
