import type { Kysely } from 'kysely';
import { crewChangeStream, FIELD_LABELS, formatDate, windowLabel, type ExpiryWindow } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { myCrewChange, shownValue, SHOWN_FIELDS } from './my-queries.js';
import { streamFieldChanges } from '../field-history/stream.js';

/** How many of each kind his portal lists: the newest. */
const LIMIT = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An expiry alert as he reads it (his portal and his mail). */
export const expiryLine = (document: string, window: ExpiryWindow, expiryDate: string) =>
  `${document} ${windowLabel(window)} (${formatDate(expiryDate)})`;

/** A change of one embarking field as he reads it (his portal and his mail). */
export async function crewChangeLine(db: Kysely<DB>, vessel: string, field: string, raw: unknown) {
  const value = await shownValue(db, field, raw);
  const shown = value === null ? 'cleared' : `now ${DATE.test(value) ? formatDate(value) : value}`;
  return `${vessel}: ${FIELD_LABELS.embarking[field] ?? field} ${shown}`;
}

export interface MyNotification {
  key: string;
  kind: 'expiry' | 'crew-change';
  text: string;
  at: string;
  /** A crew change update after he last pressed "I have read this" (or never did). */
  unread: boolean;
}

/**
 * Issue 29 §2 Notifications: his own expiry alerts (the daily alerts the office gets, from the
 * same read model) and the updates of his crew change's embarking details that his portal shows
 * (the per-field history), newest first.
 */
export async function myNotifications(db: Kysely<DB>, crewId: number) {
  const alerts = await db
    .selectFrom('expiry_alerts')
    .select(['alert_key', 'document', 'expiry_date', 'alert_window', 'fired_on'])
    .where('crew_id', '=', crewId)
    .orderBy('fired_on', 'desc')
    .limit(LIMIT)
    .execute();
  const out: MyNotification[] = alerts.map((a) => ({
    key: `expiry:${a.alert_key}`,
    kind: 'expiry',
    text: expiryLine(a.document, a.alert_window as ExpiryWindow, a.expiry_date),
    at: `${a.fired_on}T00:00:00.000Z`,
    unread: false,
  }));
  const change = await myCrewChange(db, crewId);
  if (change) {
    const shown = new Set(SHOWN_FIELDS.map((f) => `embarking.${f}`));
    const history = (
      await streamFieldChanges(db, crewChangeStream.id(change.crewChangeId), (f) => shown.has(f), false)
    ).slice(0, LIMIT);
    for (const h of history) {
      const at = h.recordedAt;
      out.push({
        key: `crew-change:${h.position}:${h.field}`,
        kind: 'crew-change',
        text: await crewChangeLine(db, change.vessel, h.field.slice('embarking.'.length), h.newValue),
        at,
        unread: change.acknowledgedAt === null || at > change.acknowledgedAt,
      });
    }
  }
  return { crewId, items: out.sort((a, b) => b.at.localeCompare(a.at)) };
}
