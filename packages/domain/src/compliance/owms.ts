import dayjs from 'dayjs';
import { z } from 'zod';
import { pageNumber } from '../shared/ids.js';
import { defineRecordFamily, type Collection } from '../records/family.js';
import { field } from '../records/fields.js';
import { order, rule } from '../records/rules.js';
import { addWorkingDays, type HolidayList } from '../holidays/working-days.js';
import { crewFile } from '../crew/permissions.js';

/**
 * Issue 31 §2: OWMS welfare monitoring (DMW/POEA MC 12 s.2018, MC 9 s.2019): a first report within
 * 3 months of each deployment, quarterly updates while he serves, and a critical incident report
 * within 5 working days (Saturdays, Sundays and the Holidays list left out). A report filed is a
 * crew record (`owms-report`: the sign-on, the item, the date filed and the reference).
 */
export type OwmsItem = 'FIRST' | `Q${number}` | 'INCIDENT' | `INC-${number}` | `MED-${number}`;

/** The report keys a filing may name: the due list's items (an incident record's or medical issue's id). */
export const OWMS_ITEM = /^(FIRST|Q\d{1,2}|INCIDENT|INC-\d{1,7}|MED-\d{1,7})$/;

/**
 * A critical incident on record during a deployment (MC 9 s.2019: death, injury, detention,
 * desertion, medical disembarkation, repatriation, piracy): an incident record of such a type, or a
 * medical issue. `key`: `INC-<record id>` or `MED-<record id>`.
 */
export interface OwmsIncident {
  key: `INC-${number}` | `MED-${number}`;
  date: string;
  label: string;
}

/** One deployment as the due list reads it: his sign-on and, once he left, the sign-off and its reason. */
export interface OwmsDeployment {
  crewId: number;
  stintNo: number;
  embarkDate: string;
  disembarkDate: string | null;
  signOffReason: string | null;
  /** His incident and medical-issue records; those dated within the deployment raise a report. */
  incidents?: readonly OwmsIncident[];
}

export interface OwmsDue {
  crewId: number;
  stintNo: number;
  item: OwmsItem;
  label: string;
  /** The day it is counted from: the sign-on, the quarter's start, the sign-off. */
  from: string;
  due: string;
  filed: { filedOn: string; reference: string; recordId: number } | null;
  overdue: boolean;
}

/** A sign-off reason of medical or death raises a critical incident report (MC 9 s.2019). */
export const isCriticalSignOff = (reason: string | null): boolean =>
  reason !== null && /MEDICAL|DEATH|DECEASED|DIED/i.test(reason);

/** An incident type MC 9 s.2019 calls critical (the settings list's names are free text, so by its words). */
export const isCriticalIncidentType = (name: string | null): boolean =>
  name !== null &&
  /DEATH|DECEASED|DIED|INJUR|DETAIN|DETENTION|ARREST|DESERT|JUMP|ABANDON|PIRA|HIJACK|KIDNAP|MEDICAL|REPATRIAT/i.test(
    name,
  );

const plusMonths = (date: string, months: number) => dayjs(date).add(months, 'month').format('YYYY-MM-DD');

/** What one deployment owes the OWMS by `today`: its items with their due dates, filed or not. */
export function owmsDue(
  d: OwmsDeployment,
  holidays: HolidayList,
  today: string,
  filed: Readonly<Record<string, OwmsDue['filed']>> = {},
): OwmsDue[] {
  const items: Array<Pick<OwmsDue, 'item' | 'label' | 'from' | 'due'>> = [
    { item: 'FIRST', label: 'First report', from: d.embarkDate, due: plusMonths(d.embarkDate, 3) },
  ];
  const end = d.disembarkDate ?? today;
  // A quarterly update for each quarter after the first that began while he served.
  for (let q = 1; plusMonths(d.embarkDate, 3 * q) <= end; q++)
    items.push({
      item: `Q${q + 1}`,
      label: `Quarterly update ${q + 1}`,
      from: plusMonths(d.embarkDate, 3 * q),
      due: plusMonths(d.embarkDate, 3 * (q + 1)),
    });
  if (d.disembarkDate && isCriticalSignOff(d.signOffReason))
    items.push({
      item: 'INCIDENT',
      label: `Critical incident: ${d.signOffReason}`,
      from: d.disembarkDate,
      due: addWorkingDays(d.disembarkDate, 5, holidays),
    });
  for (const i of d.incidents ?? [])
    if (i.date >= d.embarkDate && i.date <= end)
      items.push({
        item: i.key,
        label: `Critical incident: ${i.label}`,
        from: i.date,
        due: addWorkingDays(i.date, 5, holidays),
      });
  return items.map((i) => {
    const f = filed[`${d.stintNo}:${i.item}`] ?? null;
    return { crewId: d.crewId, stintNo: d.stintNo, ...i, filed: f, overdue: !f && i.due < today };
  });
}

/** The reports filed on a crew's stream, by `stintNo:item`. */
export function filedReports(records: Collection): Record<string, NonNullable<OwmsDue['filed']>> {
  return Object.fromEntries(
    Object.entries(records).map(([id, r]) => [
      `${String(r.stintNo)}:${String(r.item)}`,
      { filedOn: String(r.filedOn), reference: String(r.reference), recordId: Number(id) },
    ]),
  );
}

export const owmsReportFamily = defineRecordFamily({
  permissions: crewFile,
  name: 'owms-report',
  singular: 'OWMS Report',
  title: 'OWMS Reports',
  fields: {
    stintNo: field.number('Sign-on No.', { required: true, column: true, min: 1, max: 999, int: true }),
    item: field.text('Report', { required: true, column: true, max: 12 }),
    filedOn: field.date('Filed On', { required: true, column: true }),
    reference: field.text('Reference', { required: true, column: true, max: 60 }),
  },
  sort: order.newest('filedOn'),
  rules: rule.unique(['stintNo', 'item'], 'This report is already filed'),
});

/** The due list's filters (issue 31 §2): what is still to file, what is overdue, due this month, filed, or all. */
export const OWMS_SHOW = ['OPEN', 'OVERDUE', 'MONTH', 'FILED', 'ALL'] as const;
export type OwmsShow = (typeof OWMS_SHOW)[number];
export const owmsListInput = z.object({
  page: pageNumber.default(1),
  perPage: z.number().int().min(1).max(200).default(50),
  show: z.enum(OWMS_SHOW).default('OPEN'),
  /** A crew's name or code, or a vessel's name. */
  search: z.string().trim().max(100).optional(),
});
export type OwmsListInput = z.input<typeof owmsListInput>;

/** Whether a due item is shown under a filter, `today` in the agency's time zone. */
export function owmsShown(d: Pick<OwmsDue, 'due' | 'filed' | 'overdue'>, show: OwmsShow, today: string): boolean {
  switch (show) {
    case 'OPEN':
      return !d.filed;
    case 'OVERDUE':
      return d.overdue;
    case 'MONTH':
      return !d.filed && d.due.slice(0, 7) === today.slice(0, 7);
    case 'FILED':
      return !!d.filed;
    case 'ALL':
      return true;
    default: {
      const never: never = show;
      return never;
    }
  }
}
