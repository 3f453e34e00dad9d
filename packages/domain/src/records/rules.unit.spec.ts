import { describe, expect, it } from 'vitest';
import type { Collection, RuleContext } from './family.js';
import { choices, inOrder, labelled, order, rule } from './rules.js';
import { checklistRecommendationFamily } from '../documents/checklist.js';
import { pandiFamily } from '../crew/records/cases.js';
import { cashLoanFamily } from '../finance/families.js';
import { debriefingRecordFamily } from '../debriefing/records.js';
import { CREW_RECORD_FAMILIES } from '../crew/records/index.js';

const ctx = (others: Collection = {}, collections: Record<string, Collection> = {}): RuleContext => ({
  recordId: 1,
  others,
  collections,
});

describe('the rule builders families declare their rules with', () => {
  it('orders dates and years alike, and says nothing when one is missing', () => {
    expect(inOrder({ a: '2026-01-02', b: '2026-01-01' }, 'a', 'b', 'early')).toEqual({ b: 'early' });
    expect(inOrder({ a: 2020, b: 2019 }, 'a', 'b', 'early')).toEqual({ b: 'early' });
    expect(inOrder({ a: 2020 }, 'a', 'b', 'early')).toEqual({});
    expect(inOrder({ a: '2026-01-01', b: 2019 }, 'a', 'b', 'early')).toEqual({});
  });
  it('unique: another record with the same values, empty values taking nothing unless told', () => {
    const others = { 2: { type: 1, contact: 'x' }, 3: { type: 2 } };
    const one = rule.unique('type', 'taken');
    expect(one({ type: 1 }, ctx(others))).toEqual({ type: 'taken' });
    expect(one({ type: 9 }, ctx(others))).toEqual({});
    expect(rule.unique(['type', 'contact'], 'listed')({ type: 1, contact: 'x' }, ctx(others))).toEqual({
      contact: 'listed',
    });
    expect(rule.unique(['type', 'contact'], 'listed')({ type: 2 }, ctx(others))).toEqual({});
    // 001 §2.6: one recommendation form per vessel and rank, "no vessel" being one of them.
    const form = checklistRecommendationFamily.rules!;
    expect(form({}, ctx({ 2: {} }))).toEqual({
      vesselId: 'There is already a recommendation form for this vessel and rank',
    });
    expect(form({ vesselId: 3 }, ctx({ 2: {} }))).toEqual({});
  });
  it('all joins the rules; oneOf, needs and positive say what they say', () => {
    const r = rule.all(
      rule.oneOf('a', 'otherA', 'choose a'),
      rule.needs('date', (x) => x.done === true, 'date'),
      rule.positive('amount'),
    );
    expect(r({ done: true, amount: '0.00' }, ctx())).toEqual({
      a: 'choose a',
      date: 'date',
      amount: 'The amount must be more than zero',
    });
    expect(r({ otherA: 'X', amount: '1.00' }, ctx())).toEqual({});
  });
  it('order and choices', () => {
    expect(order.newest('d')).toEqual({ field: 'd', direction: 'desc' });
    expect(order.ascending('d')).toEqual({ field: 'd', direction: 'asc' });
    expect(choices('A', 'B')).toEqual([
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
    ]);
    expect(labelled({ OPEN: 'Open', CLOSED: 'Closed' })).toEqual([
      { value: 'OPEN', label: 'Open' },
      { value: 'CLOSED', label: 'Closed' },
    ]);
  });
});

describe("a family's hooks", () => {
  it("derived: a P&I case's total days and a loan's balance come from the families they name", () => {
    const checkups = { 5: { pandiId: 1, days: 3 }, 6: { pandiId: 1, days: 4 }, 7: { pandiId: 2, days: 9 } };
    expect(pandiFamily.derived!.from).toEqual(['pandi-checkup']);
    expect(pandiFamily.derived!.values({}, { recordId: 1, collections: { 'pandi-checkup': checkups } })).toEqual({
      totalDays: 7,
    });
    const loan = { amount: '3000.00', monthPayable: 3, paymentDay: 1, startDate: '2026-01-01', status: 'APPROVED' };
    const payments = { 9: { cashLoanId: 1, amount: '1000.00' } };
    expect(
      cashLoanFamily.derived!.values(loan, { recordId: 1, collections: { 'cash-loan-payment': payments } }),
    ).toEqual({ paid: '₱1,000.00', balance: '₱2,000.00', instalment: '₱1,000.00', monthsLeft: 2 });
  });
  it('ownerChange: only the debriefing records carry the crew profile along', () => {
    const withHook = Object.values(CREW_RECORD_FAMILIES).filter((f) => f.ownerChange);
    expect(withHook.map((f) => f.name)).toEqual(['debriefing-record']);
    const records = { 1: { dateSubmitted: '2026-01-01', availabilityDate: '2026-03-01' } };
    expect(debriefingRecordFamily.ownerChange!(records, { availabilityDate: null })).toEqual({
      changes: { availabilityDate: '2026-03-01' },
      previous: { availabilityDate: null },
    });
    expect(debriefingRecordFamily.ownerChange!(records, { availabilityDate: '2026-03-01' })).toBeNull();
  });
});
