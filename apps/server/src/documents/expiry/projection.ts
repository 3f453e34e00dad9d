import { sql } from 'kysely';
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
  // One array a column (unnest), not eight parameters a row: a standby crew's alert goes to every DSS user, so a
  // group's ~5,000 notifications were 40,000 parameters, past PGlite's 32,767 (stop 40's broken first start) and
  // parsed one by one. The rows go in their order (with ordinality), so the ids follow the events as a replay's do.
  if (notes.length > 0) {
    const col = <K extends keyof (typeof notes)[number]>(k: K) => sql.val(notes.map((n) => n[k]));
    await sql`
      insert into notifications (user_id, alert_key, kind, title, body, link, crew_id, created_at)
      select user_id, alert_key, kind, title, body, link, crew_id, created_at
        from unnest(${col('user_id')}::int[], ${col('alert_key')}::text[], ${col('kind')}::text[],
                    ${col('title')}::text[], ${col('body')}::text[], ${col('link')}::text[], ${col('crew_id')}::int[],
                    ${sql.val(notes.map((n) => n.created_at.toISOString()))}::timestamptz[])
             with ordinality as n(user_id, alert_key, kind, title, body, link, crew_id, created_at, i)
       order by i
      on conflict do nothing`.execute(trx);
  }
  // Issue 29 §2: the crew's own portal lists his alerts too (his room; the push names nothing).
  return raised.flatMap(({ a }) => [
    ...a.recipients.map((id) => ({ topic: topics.user(id), payload: { notification: true } })),
    { topic: topics.seafarer(a.crewId) },
  ]);
}
