import { describe, expect, it } from 'vitest';
import { contractMonths, experienceTotals, roundMonths, type SeaContract } from './experience.js';

const today = '2026-06-15';
const inHouse = (rankId: number, embarkDate: string, disembarkDate: string | null = null): SeaContract => ({
  source: 'in-house',
  rankId,
  embarkDate,
  disembarkDate,
});
const outside = (rankId: number | null, embarkDate: string, disembarkDate: string | null = null): SeaContract => ({
  source: 'outside',
  rankId,
  embarkDate,
  disembarkDate,
});

describe('contractMonths', () => {
  it('rounds to one decimal', () => {
    expect(roundMonths(0.4838)).toBe(0.5);
    expect(contractMonths(inHouse(1, '2026-01-15', '2026-01-30'), today)).toBe(0.5);
    expect(contractMonths(inHouse(1, '2025-09-01', '2026-03-16'), today)).toBe(6.5);
  });
  it('runs an open in-house contract till today (he is onboard)', () => {
    expect(contractMonths(inHouse(1, '2026-03-15'), today)).toBe(3);
  });
  it('counts nothing for an outside contract without a disembark date (its end is unknown)', () => {
    expect(contractMonths(outside(1, '2020-01-01'), today)).toBe(0);
    expect(contractMonths(outside(1, '2020-01-01', '2020-07-01'), today)).toBe(6);
  });
  it('counts nothing for a sign-on dated after today', () => {
    expect(contractMonths(inHouse(1, '2026-07-01'), today)).toBe(0);
  });
});

describe('experienceTotals (000 §2 Biodata 3)', () => {
  const BOSUN = 3;
  const AB = 4;
  const OS = 5;
  it('sums all ranks, the current rank, and the rank of the latest contract in another rank', () => {
    const contracts = [
      outside(OS, '2018-01-01', '2018-07-01'), // 6
      outside(AB, '2019-01-01', '2019-10-01'), // 9
      inHouse(AB, '2021-01-10', '2021-10-10'), // 9
      outside(null, '2022-01-01', '2022-03-01'), // 2, typed rank: all ranks only
      inHouse(BOSUN, '2023-02-01', '2023-11-01'), // 9
      inHouse(BOSUN, '2026-03-15'), // onboard: 3 till today
    ];
    expect(experienceTotals(contracts, BOSUN, today)).toEqual({
      allRanks: 38,
      currentRank: { rankId: BOSUN, months: 12 },
      previousRank: { rankId: AB, months: 18 },
    });
  });
  it('adds up the months each row shows', () => {
    // 0.5 + 0.5 shown, though the unrounded months are 15/31 + 15/31 = 0.97.
    const contracts = [inHouse(AB, '2026-01-15', '2026-01-30'), inHouse(AB, '2025-01-15', '2025-01-30')];
    expect(experienceTotals(contracts, AB, today).allRanks).toBe(1);
  });
  it('has no previous rank when every contract is in the current rank, or none at all', () => {
    expect(experienceTotals([inHouse(BOSUN, '2025-01-01', '2025-04-01')], BOSUN, today)).toEqual({
      allRanks: 3,
      currentRank: { rankId: BOSUN, months: 3 },
      previousRank: null,
    });
    expect(experienceTotals([], BOSUN, today)).toEqual({
      allRanks: 0,
      currentRank: { rankId: BOSUN, months: 0 },
      previousRank: null,
    });
  });
  it('takes the previous rank from the latest contract by embark date, whatever the order given', () => {
    const contracts = [
      inHouse(OS, '2024-01-01', '2024-02-01'),
      inHouse(AB, '2020-01-01', '2020-02-01'),
      inHouse(BOSUN, '2025-01-01', '2025-02-01'),
    ];
    expect(experienceTotals(contracts, BOSUN, today).previousRank).toEqual({ rankId: OS, months: 1 });
    // A promoted crew with no contract in his new rank yet: his last contract's rank is the previous one.
    expect(experienceTotals(contracts, 99, today)).toMatchObject({
      currentRank: { rankId: 99, months: 0 },
      previousRank: { rankId: BOSUN, months: 1 },
    });
  });
});
