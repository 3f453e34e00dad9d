import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { topics, type DocumentAlertsEvent } from '@crewing/domain';
import { rowChunks } from '../../platform/db/row-chunks.js';

/**
 * Inline: the alerts raised and each recipient's notification, pushed to his `user:{id}` topic after commit.
 * A command's (or a group's, or a replay page's) alerts are written in one statement per table (issue 32: the
 * daily job's first run was two statements an alert); conflicts are skipped as one by one, rows go in event order.
 */
export const expiryAlertsProjection: Projection = {
  name: 'expiry-alerts',
  mode: 'inline',
  eventTypes: ['ExpiryAlertRaised'],
  tables: ['expiry_alerts', 'notifications'],
  apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
    return foldAlerts(trx, [stored]);
  },
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    return foldAlerts(trx, events);
  },
};

async function foldAlerts(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  const raised = events.map((stored) => ({ stored, a: (stored as unknown as DocumentAlertsEvent).data }));
  const alerts = raised.map(({ a }) => ({
    alert_key: a.key,
    crew_id: a.crewId,
    family: a.family,
    record_id: a.recordId,
    document: a.document,
    expiry_date: a.expiryDate,
    alert_window: a.window,
    contract_end: a.contractEnd,
    fired_on: a.at.slice(0, 10),
  }));
  for (const part of rowChunks(alerts))
    await trx
      .insertInto('expiry_alerts')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  // A notification per recipient: a standby crew's alert goes to every DSS user (23 in the demo), so a group's
  // notifications passed PGlite's parameter limit in one statement; rowChunks keeps each statement under it.
  const notes = raised.flatMap(({ stored, a }) =>
    a.recipients.map((user_id) => ({
      user_id,
      alert_key: a.key,
      kind: 'document-expiry',
      title: a.title,
      body: a.body,
      link: a.link,
      crew_id: a.crewId,
      created_at: stored.recordedAt,
    })),
  );
  for (const part of rowChunks(notes))
    await trx
      .insertInto('notifications')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  // Issue 29 §2: the crew's own portal lists his alerts too (his room; the push names nothing).
  return raised.flatMap(({ a }) => [
    ...a.recipients.map((id) => ({ topic: topics.user(id), payload: { notification: true } })),
    { topic: topics.seafarer(a.crewId) },
  ]);
}
