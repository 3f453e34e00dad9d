import dayjs from 'dayjs';
import { defineRecordFamily, type Collection, type Fields } from '../records/family.js';
import { field } from '../records/fields.js';
import { centavosOf, choices, labelled, order, rule } from '../records/rules.js';
import { formatDate } from '../shared/calendar.js';
import { crewFile } from '../crew/permissions.js';

/**
 * Issue 31 §1: the employment contract of each deployment, kept on the crew's stream by the record
 * pattern, and its extensions and amendments. Each change is checked against DMW Advisory No. 3,
 * series of 2024 (online contract extension of seafarers on board) by the family's rule, which the
 * crew decider runs: refused with the rule's words.
 */
export const PAYS = ['basicPay', 'overtimePay', 'leavePay'] as const;
type Pay = (typeof PAYS)[number];
const PAY_NAMES: Record<Pay, string> = { basicPay: 'basic pay', overtimePay: 'overtime pay', leavePay: 'leave pay' };

/** The Advisory's limits, in its words (README "Compliance"). */
export const ADVISORY_3_2024 = {
  beyondTwelve: 'DMW Advisory 3-2024: a contract may not be extended beyond 12 months from departure',
  shorterThanMonth: 'DMW Advisory 3-2024: an extension may not be shorter than one month',
  lowerPay: (pay: string) => `DMW Advisory 3-2024: an extension or amendment may not lower the ${pay}`,
  lastMonth: 'DMW Advisory 3-2024: no wage change with less than a month left on the contract',
} as const;

export const employmentContractFamily = defineRecordFamily({
  name: 'employment-contract',
  title: 'Contracts',
  singular: 'Contract',
  permissions: crewFile,
  fields: {
    signOnNo: field.number('Sign-on No.', { required: true, column: true, min: 1, max: 999, int: true }),
    departure: field.date('Departure', { required: true, column: true }),
    months: field.number('Duration (months)', { required: true, column: true, min: 1, max: 12, int: true }),
    currency: field.choice('Currency', choices('USD', 'PHP', 'EUR', 'JPY', 'SGD'), { required: true, column: true }),
    basicPay: field.money('Basic Pay', { required: true, column: true, currency: 'currency' }),
    overtimePay: field.money('Overtime Pay', { required: true, column: true, currency: 'currency' }),
    leavePay: field.money('Leave Pay', { required: true, column: true, currency: 'currency' }),
    remarks: field.textarea('Remarks', { max: 2000 }),
  },
  sort: order.newest('departure'),
  rules: rule.unique('signOnNo', 'This sign-on already has a contract: record an extension or amendment instead'),
});

export const contractChangeFamily = defineRecordFamily({
  name: 'contract-change',
  title: 'Extensions and Amendments',
  singular: 'Extension or Amendment',
  permissions: crewFile,
  fields: {
    contractId: field.record('Contract', 'employment-contract', { required: true, column: true }),
    kind: field.choice('Kind', labelled({ EXTENSION: 'Extension', AMENDMENT: 'Amendment' }), {
      required: true,
      column: true,
    }),
    agreedOn: field.date('Agreed On', { required: true, column: true }),
    months: field.number('Extended by (months)', { column: true, min: 0, max: 11, int: true }),
    basicPay: field.money('New Basic Pay', { column: true }),
    overtimePay: field.money('New Overtime Pay', { column: true }),
    leavePay: field.money('New Leave Pay', { column: true }),
    remarks: field.textarea('Remarks', { max: 2000 }),
  },
  sort: order.newest('agreedOn'),
  rules: (r, ctx) => checkChange(r, ctx.recordId, ctx.collections),
});

/** A contract's terms after its changes: end date and pays. */
export interface ContractTerms {
  departure: string;
  months: number;
  end: string;
  pays: Record<Pay, string>;
}

const endOf = (departure: string, months: number) =>
  dayjs(departure).add(months, 'month').subtract(1, 'day').format('YYYY-MM-DD');

/** The changes before `(agreedOn, id)`, in the order they were agreed. */
const earlier = (changes: Collection, contractId: unknown, agreedOn: string, id: number) =>
  Object.entries(changes)
    .map(([k, c]) => ({ id: Number(k), c }))
    .filter(({ id: k, c }) => k !== id && c.contractId === contractId)
    .filter(({ id: k, c }) => String(c.agreedOn) < agreedOn || (c.agreedOn === agreedOn && k < id))
    .sort((a, b) => String(a.c.agreedOn).localeCompare(String(b.c.agreedOn)) || a.id - b.id)
    .map(({ c }) => c);

/** The contract's terms with the given changes applied in order. */
export function termsOf(contract: Fields, changes: readonly Fields[]): ContractTerms {
  let months = Number(contract.months);
  const pays = Object.fromEntries(PAYS.map((p) => [p, String(contract[p] ?? '0')])) as Record<Pay, string>;
  for (const c of changes) {
    months += typeof c.months === 'number' ? c.months : 0;
    for (const p of PAYS) if (typeof c[p] === 'string') pays[p] = c[p];
  }
  const departure = String(contract.departure);
  return { departure, months, end: endOf(departure, months), pays };
}

/** A contract's terms now: every change of it applied in the order agreed. */
export function currentTerms(contractId: number, collections: Record<string, Collection>): ContractTerms | null {
  const contract = collections[employmentContractFamily.name]?.[contractId];
  if (!contract) return null;
  return termsOf(contract, earlier(collections[contractChangeFamily.name] ?? {}, contractId, '9999-12-31', -1));
}

/** DMW Advisory 3-2024's rules on one extension or amendment, against the terms agreed before it. */
function checkChange(r: Fields, id: number, collections: Record<string, Collection>): Record<string, string> {
  const contract = collections[employmentContractFamily.name]?.[r.contractId as number];
  if (!contract) return {};
  const agreedOn = String(r.agreedOn);
  const before = termsOf(contract, earlier(collections[contractChangeFamily.name] ?? {}, r.contractId, agreedOn, id));
  const errors: Record<string, string> = {};
  if (agreedOn < before.departure || agreedOn > before.end)
    errors.agreedOn = `Agree it while the contract runs (${formatDate(before.departure)} to ${formatDate(before.end)})`;
  const months = typeof r.months === 'number' ? r.months : null;
  if (r.kind === 'EXTENSION') {
    if (months === null || months < 1) errors.months = ADVISORY_3_2024.shorterThanMonth;
    else if (before.months + months > 12) errors.months = ADVISORY_3_2024.beyondTwelve;
  } else if (months !== null) errors.months = 'An amendment changes the wages: record a longer term as an extension';
  const changed = PAYS.filter((p) => typeof r[p] === 'string' && centavosOf(r[p]) !== centavosOf(before.pays[p]));
  for (const p of changed)
    if (centavosOf(r[p]) < centavosOf(before.pays[p])) errors[p] = ADVISORY_3_2024.lowerPay(PAY_NAMES[p]);
  const lastMonth = dayjs(agreedOn).add(1, 'month').isAfter(dayjs(before.end));
  if (changed.length > 0 && lastMonth) errors[changed[0]!] ??= ADVISORY_3_2024.lastMonth;
  if (r.kind === 'AMENDMENT' && changed.length === 0)
    errors.basicPay = 'An amendment names a new basic, overtime or leave pay';
  return errors;
}
