import { defineRecordFamily } from '../records/family.js';
import { field } from '../records/fields.js';
import { order } from '../records/rules.js';
import type { Collection, Fields } from '../records/family.js';

/**
 * 000 §3 Debriefing record, kept on the crew's stream by the record pattern: date submitted, the
 * experience it debriefs (one of the crew's crew changes as off-signer, 000 §2 "stored as
 * crew_change_id"), For Review (001 §4: YES or NO only), availability date, remarks and one or
 * more PDFs (000 §5: PDFs only, 6,000,000 bytes each, sniffed by the files store).
 */
export const debriefingRecordFamily = defineRecordFamily({
  name: 'debriefing-record',
  title: 'Debriefing Records',
  singular: 'Debriefing Record',
  permissions: { read: 'crew-change.read', manage: 'debriefing.record.manage', add: 'debriefing.record.add' },
  fields: {
    dateSubmitted: field.date('Date Submitted', { required: true, column: true }),
    crewChangeId: field.key('Experience', 'crew-experience', { required: true, column: true }),
    review: field.flag('For Review', { required: true, column: true }),
    availabilityDate: field.date('Availability Date', { column: true }),
    remarks: field.textarea('Remarks', { max: 2000 }),
    attachments: field.files('Attachments', 'pdf', { max: 10 }),
  },
  sort: order.newest('dateSubmitted'),
  // The crew's availability date follows his latest record (issue 13).
  ownerChange: (records, profile) => availabilityChange(records, profile.availabilityDate),
});

/** YES or NO only (001 §4 debriefing review flag): a missing flag reads NO. */
export const reviewLabel = (review: unknown): 'YES' | 'NO' => (review === true ? 'YES' : 'NO');

/** His latest debriefing record: the one submitted last, the later recorded on the same date. */
export function latestRecord(records: Collection | undefined): { id: number; fields: Fields } | null {
  let best: { id: number; fields: Fields } | null = null;
  for (const [key, fields] of Object.entries(records ?? {})) {
    const id = Number(key);
    const d = String(fields.dateSubmitted ?? '');
    const bd = String(best?.fields.dateSubmitted ?? '');
    if (!best || d > bd || (d === bd && id > best.id)) best = { id, fields };
  }
  return best;
}

/**
 * The crew's availability date follows his latest debriefing record (000 §7: the crew is reloaded
 * after a save): its availability date, null when it has none. With no record left it is not the
 * records' business (`undefined`): a date set on Personal Information stays.
 */
export function availabilityFromRecords(records: Collection | undefined): string | null | undefined {
  const latest = latestRecord(records);
  if (!latest) return undefined;
  return (latest.fields.availabilityDate as string | undefined) ?? null;
}

/** The profile change that keeps the crew's availability with his records, or null when it already does. */
export function availabilityChange(
  records: Collection | undefined,
  current: unknown,
): { changes: Fields; previous: Fields } | null {
  const next = availabilityFromRecords(records);
  const before = (current as string | null | undefined) ?? null;
  if (next === undefined || next === before) return null;
  return { changes: { availabilityDate: next }, previous: { availabilityDate: before } };
}
