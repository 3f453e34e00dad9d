import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { topics, type DocumentAlertsEvent } from '@crewing/domain';

/** Events a statement writes at most (nine columns each; a notification per recipient of eight): under 65,535 parameters. */
const CHUNK = 500;

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
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    const changes: Change[] = [];
    for (let i = 0; i < events.length; i += CHUNK) changes.push(...(await foldAlerts(trx, events.slice(i, i + CHUNK))));
    return changes;
  },
};

async function foldAlerts(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  const raised = events.map((stored) => ({ stored, a: (stored as unknown as DocumentAlertsEvent).data }));
  await trx
    .insertInto('expiry_alerts')
    .values(
      raised.map(({ a }) => ({
        alert_key: a.key,
        crew_id: a.crewId,
        family: a.family,
        record_id: a.recordId,
        document: a.document,
        expiry_date: a.expiryDate,
        alert_window: a.window,
        contract_end: a.contractEnd,
        fired_on: a.at.slice(0, 10),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
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
  if (notes.length > 0)
    await trx
      .insertInto('notifications')
      .values(notes)
      .onConflict((oc) => oc.doNothing())
      .execute();
  // Issue 29 §2: the crew's own portal lists his alerts too (his room; the push names nothing).
  return raised.flatMap(({ a }) => [
    ...a.recipients.map((id) => ({ topic: topics.user(id), payload: { notification: true } })),
    { topic: topics.seafarer(a.crewId) },
  ]);
}
