import { describe, expect, it } from 'vitest';
import { requestHash } from './command-handler.js';

describe('requestHash: the fingerprint of what the client sent', () => {
  it('ignores key order, undefined values and the commandId', () => {
    const a = requestHash({ commandId: 'x-1', crewChangeId: 5, changes: { port: 'MANILA', flight: null } });
    const b = requestHash({
      changes: { flight: null, port: 'MANILA', hotel: undefined },
      crewChangeId: 5,
      commandId: 'y-2',
    });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when the request differs: a value, a cleared field (null), array order', () => {
    const base = requestHash({ crewChangeIds: [1, 2], changes: { port: 'MANILA' } });
    expect(requestHash({ crewChangeIds: [1, 2], changes: { port: 'CEBU' } })).not.toBe(base);
    expect(requestHash({ crewChangeIds: [1, 2], changes: { port: null } })).not.toBe(base);
    expect(requestHash({ crewChangeIds: [2, 1], changes: { port: 'MANILA' } })).not.toBe(base);
    expect(requestHash({ crewChangeIds: [1, 2], changes: { port: 'MANILA' }, baseVersion: 3 })).not.toBe(base);
  });

  it('leaves passwords out: a fast hash of one beside the events would undo argon2id', () => {
    expect(requestHash({ userId: 3, password: 'Secret-Pass-1', confirmPassword: 'Secret-Pass-1' })).toBe(
      requestHash({ userId: 3 }),
    );
  });

  it('hashes inputs that are not objects (none, a number, a list)', () => {
    expect(requestHash(undefined)).toBe(requestHash(null));
    expect(requestHash(7)).not.toBe(requestHash('7'));
    expect(requestHash([{ b: 1, a: 2 }])).toBe(requestHash([{ a: 2, b: 1 }]));
  });
});
