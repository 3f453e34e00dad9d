import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { topics, type DocumentAlertsEvent } from '@crewing/domain';

/** Inline: the alerts raised and each recipient's notification, pushed to his `user:{id}` topic after commit. */
export const expiryAlertsProjection: Projection = {
  name: 'expiry-alerts',
  mode: 'inline',
  eventTypes: ['ExpiryAlertRaised'],
  tables: ['expiry_alerts', 'notifications'],
  async apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
    const e = { type: stored.type, data: stored.data } as unknown as DocumentAlertsEvent;
    const a = e.data;
    await trx
      .insertInto('expiry_alerts')
      .values({
        alert_key: a.key,
        crew_id: a.crewId,
        family: a.family,
        record_id: a.recordId,
        document: a.document,
        expiry_date: a.expiryDate,
        alert_window: a.window,
        contract_end: a.contractEnd,
        fired_on: a.at.slice(0, 10),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    if (a.recipients.length > 0) {
      await trx
        .insertInto('notifications')
        .values(
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
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    // Issue 29 §2: the crew's own portal lists his alerts too (his room; the push names nothing).
    return [
      ...a.recipients.map((id) => ({ topic: topics.user(id), payload: { notification: true } })),
      { topic: topics.seafarer(a.crewId) },
    ];
  },
};
