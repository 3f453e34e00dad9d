import { describe, expect, it } from 'vitest';
import type { MasterKeys } from '../shared/trpc';
import { keyName, keyOptions } from './use-key-list';

// Only the parts the key lists read; the rest of the keys query is not needed here.
const keys = {
  inns: [{ id: 1, name: 'HOTEL ONE', telephone: null, address: null }],
  contractReasons: [{ id: 4, code: 'FC', name: 'FINISHED CONTRACT' }],
  documents: [
    { id: 7, name: 'PASSPORT', code: null, category: 'document', hasExpiry: true },
    { id: 8, name: 'COC', code: null, category: 'license', hasExpiry: true },
  ],
  ranks: [{ id: 3, name: 'BOSUN', alias: 'BSN', rankTypeId: 3 }],
  keyLists: { relationship: [{ id: 5, name: 'SPOUSE', code: null }] },
  userLists: { 'crewing-officer': [{ id: 9, name: 'ANA CRUZ' }] },
  retired: {
    inns: [{ id: 2, name: 'OLD HOTEL' }],
    contractReasons: [{ id: 6, code: 'MED', name: 'MEDICAL' }],
    keyLists: { relationship: [{ id: 11, name: 'COUSIN', code: null }] },
  },
} as unknown as MasterKeys;

describe('one web key list', () => {
  it('reads a key the same wherever it shows, also one no longer offered', () => {
    expect(keyName(keys, 'inn', 1)).toBe('HOTEL ONE');
    expect(keyName(keys, 'inn', 2)).toBe('OLD HOTEL');
    expect(keyName(keys, 'contract-reason', 4)).toBe('FC — FINISHED CONTRACT');
    expect(keyName(keys, 'contract-reason', 6)).toBe('MED — MEDICAL');
    expect(keyName(keys, 'relationship', 11)).toBe('COUSIN');
    expect(keyName(keys, 'rank', 3)).toBe('BOSUN');
    expect(keyName(keys, 'inn', 99)).toBe('#99');
    expect(keyName(keys, 'inn', null)).toBe('');
  });

  it('offers active entries only, a kept inactive value marked', () => {
    expect(keyOptions(keys, 'inn')).toEqual([{ value: '1', label: 'HOTEL ONE' }]);
    expect(keyOptions(keys, 'inn', '2')).toEqual([
      { value: '1', label: 'HOTEL ONE' },
      { value: '2', label: 'OLD HOTEL (INACTIVE)' },
    ]);
    expect(keyOptions(keys, 'rank')).toEqual([{ value: '3', label: 'BSN — BOSUN' }]);
    expect(keyOptions(keys, 'document:license')).toEqual([{ value: '8', label: 'COC' }]);
    expect(keyOptions(keys, 'vessel-type').map((o) => o.value)).toEqual(['1', '2']);
    expect(keyOptions(keys, 'crewing-officer')).toEqual([{ value: '9', label: 'ANA CRUZ' }]);
    expect(keyOptions(undefined, 'inn')).toEqual([]);
  });
});
