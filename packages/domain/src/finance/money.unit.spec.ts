import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { denominationsOf, formatMoney, formatPeso, fromCentavos, moneyText, toCentavos } from './money.js';
import { instalments, loanPosition } from './loan.js';
import { cashLoanFamily, cashLoanPaymentFamily } from './families.js';
import { decideAddRecord, NO_FACTS } from '../records/collection.js';
import type { Collection } from '../records/family.js';

describe('money in exact centavos', () => {
  it('reads decimal text digit by digit: no binary float creeps in', () => {
    expect(toCentavos('0.1')).toBe(10);
    expect(toCentavos('0.2')).toBe(20);
    expect(toCentavos('0.1')! + toCentavos('0.2')!).toBe(toCentavos('0.3'));
    expect(toCentavos('12,500.5')).toBe(1_250_050);
    expect(toCentavos('999999999.99')).toBe(99_999_999_999);
    for (const bad of ['', '1.234', '-5', '1e3', 'abc', '1.2.3', '1000000000']) expect(toCentavos(bad), bad).toBeNull();
  });

  it('shows an amount with its currency: USD with $, PHP with ₱, others by code (issue 31)', () => {
    expect(formatMoney(100_000, 'USD')).toBe('$1,000.00');
    expect(formatMoney(-100_000, 'USD')).toBe('-$1,000.00');
    expect(formatMoney(1_250_050, 'PHP')).toBe('₱12,500.50');
    expect(formatMoney(5, 'NOK')).toBe('NOK 0.05');
  });

  it('formats PHP with separators (002 §9) and keeps the stored form canonical', () => {
    expect(formatPeso(1_250_050)).toBe('₱12,500.50');
    expect(formatPeso(5)).toBe('₱0.05');
    expect(formatPeso(-100_000)).toBe('-₱1,000.00');
    expect(fromCentavos(1_250_050)).toBe('12500.50');
    expect(moneyText.parse('1,000.5')).toBe('1000.50');
    expect(moneyText.safeParse('1.005').success).toBe(false);
  });

  it('round-trips every amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => toCentavos(fromCentavos(c)) === c));
  });

  it('counts the denominations of 002 §9 (500, 200, 100, 50, 20, 10, 5)', () => {
    expect(denominationsOf(toCentavos('1285')!)).toEqual({
      counts: [
        { value: 500, count: 2 },
        { value: 200, count: 1 },
        { value: 50, count: 1 },
        { value: 20, count: 1 },
        { value: 10, count: 1 },
        { value: 5, count: 1 },
      ],
      rest: 0,
    });
    expect(denominationsOf(toCentavos('7.50')!).rest).toBe(250);
  });
});

describe('a cash loan: schedule and balance', () => {
  const loan = { amount: '5000.00', startDate: '2026-01-31', monthPayable: 3, paymentDay: 31, status: 'APPROVED' };

  it('splits the principal into exact instalments, the odd centavos first', () => {
    expect(instalments(500_000, 3)).toEqual([166_667, 166_667, 166_666]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.integer({ min: 1, max: 60 }), (p, n) => {
        const xs = instalments(p, n);
        return xs.length === n && xs.reduce((a, b) => a + b, 0) === p && Math.max(...xs) - Math.min(...xs) <= 1;
      }),
    );
  });

  it('is due on the payment day, clamped to short months', () => {
    expect(loanPosition(loan, []).schedule.map((s) => s.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it('covers the schedule in order and counts the months left', () => {
    const pos = loanPosition(loan, [{ amount: '1666.67' }, { amount: '500.00' }]);
    expect(pos).toMatchObject({ principal: 500_000, paid: 216_667, balance: 283_333, monthsLeft: 2 });
    expect(pos.schedule.map((s) => s.status)).toEqual(['PAID', 'PARTIAL', 'DUE']);
  });

  it('over any sequence of payments the decider accepts: the balance never goes negative and equals principal minus payments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 30 }),
        (principal, months, tries) => {
          const loanFields = { ...loan, amount: fromCentavos(principal), monthPayable: months };
          let collections: Record<string, Collection> = { 'cash-loan': { 1: loanFields }, 'cash-loan-payment': {} };
          let accepted = 0;
          tries.forEach((amount, i) => {
            const fields = { cashLoanId: 1, amount: fromCentavos(amount), paymentDate: '2026-02-01' };
            try {
              const stored = decideAddRecord(cashLoanPaymentFamily, collections, 100 + i, fields, NO_FACTS);
              collections = {
                ...collections,
                'cash-loan-payment': { ...collections['cash-loan-payment'], [100 + i]: stored },
              };
              accepted += amount;
            } catch (e) {
              // Refused only when it would exceed the balance.
              expect(
                String(
                  (e as { fieldErrors?: unknown }).fieldErrors
                    ? JSON.stringify((e as { fieldErrors: unknown }).fieldErrors)
                    : e,
                ),
              ).toMatch(/exceeds the balance/);
              expect(accepted + amount).toBeGreaterThan(principal);
            }
            const pos = loanPosition(loanFields, Object.values(collections['cash-loan-payment']!));
            expect(pos.balance).toBeGreaterThanOrEqual(0);
            expect(pos.balance).toBe(principal - accepted);
            expect(pos.monthsLeft === 0).toBe(pos.balance === 0);
          });
        },
      ),
      { numRuns: 200 },
    );
    // 200 sequences of up to 30 payments: about a second alone, five on a machine busy with the int suites.
  }, 30_000);

  it('refuses a loan lowered below what is paid, and an approval without its date', () => {
    const collections: Record<string, Collection> = {
      'cash-loan-payment': { 7: { cashLoanId: 1, amount: '3000.00', paymentDate: '2026-02-01' } },
    };
    expect(() => decideAddRecord(cashLoanFamily, collections, 1, { ...loan, amount: '2000' }, NO_FACTS)).toThrow();
    try {
      decideAddRecord(cashLoanFamily, {}, 1, { ...loan, approvedDate: undefined }, NO_FACTS);
      expect.unreachable();
    } catch (e) {
      expect((e as { fieldErrors: Record<string, string[]> }).fieldErrors.approvedDate).toEqual([
        'An approved loan needs its approved date',
      ]);
    }
  });
});

describe('ordinal suffixes (002 §9)', () => {
  it('reads 1st, 2nd, 3rd, the teens with th, and 21st again', async () => {
    const { ordinal } = await import('./certificates.js');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});
