import { describe, expect, it } from 'vitest';
import { keyChoiceLabel, keyEntryName, keyFact, keyList, KEY_LISTS } from './index.js';
import { UNKNOWN_REFERENCE, inactiveReference } from '../crew-change/references.js';

describe('key lists, declared once', () => {
  it('names every list in one vocabulary: master tables, simple key lists, document categories', () => {
    expect(keyList('inn').source).toEqual({ from: 'table', table: 'inns', loaded: 'inns' });
    expect(keyList('contract-reason').source).toEqual({
      from: 'table',
      table: 'contract_reasons',
      loaded: 'contractReasons',
    });
    expect(keyList('relationship').source).toEqual({ from: 'key-items', kind: 'relationship' });
    expect(keyList('principal').source).toEqual({ from: 'key-items', kind: 'principal' });
    expect(keyList('document:certificate').source).toEqual({ from: 'documents', category: 'certificate' });
    expect(keyList('category').offered).toBe('active-branch');
    expect(KEY_LISTS['crewing-officer']?.source).toEqual({ from: 'users', positions: [9] });
  });

  it('reads an entry as its list declares, the same on the board and the 201 file', () => {
    expect(keyEntryName(keyList('contract-reason'), { id: 1, code: 'FC', name: 'FINISHED CONTRACT' })).toBe(
      'FC — FINISHED CONTRACT',
    );
    expect(keyEntryName(keyList('rank'), { id: 1, alias: 'BSN', name: 'BOSUN' })).toBe('BOSUN');
    expect(keyChoiceLabel(keyList('rank'), { id: 1, alias: 'BSN', name: 'BOSUN' })).toBe('BSN — BOSUN');
    expect(keyEntryName(keyList('port'), { id: 1, code: 'X', name: 'MANILA' })).toBe('MANILA');
  });

  it('keeps an inactive entry known by name but refuses it in a new value', () => {
    expect(keyFact(undefined)).toBe(false);
    expect(keyFact({ name: 'A', active: true })).toBe(true);
    expect(keyFact({ name: 'A', active: false })).toBe('inactive');
    expect(keyFact({ name: 'A', active: true, outside: true })).toBe('outside');
  });

  it("words a crew change's unknown or inactive key from the list's label", () => {
    expect(UNKNOWN_REFERENCE.inn).toBe('Unknown hotel');
    expect(UNKNOWN_REFERENCE['contract-reason']).toBe('Unknown disembark reason');
    expect(inactiveReference('port')).toBe('This port is no longer active');
  });
});
