import { z } from 'zod';

/**
 * Money (002 §9: currency PHP) as integer centavos: every sum, balance and instalment is exact
 * integer arithmetic, never binary floats. A record stores an amount as its decimal text
 * ('12500.50', two places); `toCentavos` reads that text digit by digit.
 */
export type Centavos = number;

/** The largest amount a record holds: 999,999,999.99 (safe as integer centavos). */
export const MAX_CENTAVOS = 99_999_999_999;

const MONEY_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '12,500.5' -> 1250050; null for anything that is not a plain amount with at most two decimals. */
export function toCentavos(text: string): Centavos | null {
  const m = MONEY_TEXT.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  const pesos = Number(m[1]);
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  return pesos * 100 + cents;
}

/** 1250050 -> '12500.50': the stored form. */
export function fromCentavos(c: Centavos): string {
  if (!Number.isSafeInteger(c)) throw new RangeError('Money must be whole centavos');
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 002 §9 currency formatting (PHP): 1250050 -> '₱12,500.50', -500 -> '-₱5.00'. */
export function formatPeso(c: Centavos): string {
  const [whole, cents] = fromCentavos(Math.abs(c)).split('.') as [string, string];
  return `${c < 0 ? '-' : ''}₱${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', EUR: '€', JPY: '¥', SGD: 'S$' };

/** An amount with its currency's sign (USD $1,250.00, PHP ₱1,250.00); a currency without one by its code. */
export function formatMoney(c: Centavos, currency: string): string {
  const peso = formatPeso(c);
  const sign = SYMBOLS[currency] ?? `${currency} `;
  return peso.replace('₱', sign);
}

/** A money value as a record's field schema takes it: the canonical stored text ('12500.50'). */
export const moneyText = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .refine((s) => toCentavos(s) !== null, 'Enter an amount in pesos with at most two decimals (12500.50)')
  .transform((s) => fromCentavos(toCentavos(s)!));

/** 002 §9 cash denominations, largest first: how many bills and coins pay an amount (whole pesos). */
export const DENOMINATIONS = [500, 200, 100, 50, 20, 10, 5] as const;

export function denominationsOf(c: Centavos): { counts: Array<{ value: number; count: number }>; rest: Centavos } {
  let left = c;
  const counts = DENOMINATIONS.map((value) => {
    const count = Math.floor(left / (value * 100));
    left -= count * value * 100;
    return { value, count };
  }).filter((d) => d.count > 0);
  return { counts, rest: left };
}
