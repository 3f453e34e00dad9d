import { describe, expect, it } from 'vitest';
import { addressFamily, crewProfileChanges } from '@crewing/domain';
import { requiredFields, schemaResolver } from './schema-resolver';

// Issue 25 point 12: a form marks what its schema needs, and says what is missing in a sentence of ours.
describe('schema-driven forms', () => {
  it('reads the required fields from the shared schema', () => {
    expect([...requiredFields(addressFamily.addSchema, undefined)].sort()).toEqual([
      'address',
      'addressTypeId',
      'municipalityCode',
      'regionCode',
    ]);
    expect([...requiredFields(crewProfileChanges, null)]).toEqual(
      expect.arrayContaining(['lastName', 'firstName', 'rankId']),
    );
    expect(requiredFields(crewProfileChanges, null).has('middleName')).toBe(false);
  });

  it("says 'This field is required' for an empty field, never the schema library's wording", async () => {
    const resolve = schemaResolver(addressFamily.addSchema);
    const r = await resolve({ addressTypeId: 3, address: '12 MABINI ST' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const messages = Object.fromEntries(
      Object.entries(r.errors).map(([k, v]) => [k, (v as { message: string }).message]),
    );
    expect(messages).toEqual({ regionCode: 'This field is required', municipalityCode: 'This field is required' });
  });
});
