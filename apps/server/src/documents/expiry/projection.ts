import { sql } from 'kysely';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { topics, type DocumentAlertsEvent } from '@crewing/domain';

/** Events a statement writes at most (the alerts' nine columns each): under 65,535 parameters. */
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
  // One array a column (unnest), not eight parameters a row: a group's ~5,000 notifications (19 DSS users each
  // for a standby crew's alert) were 40,000 parameters that PostgreSQL and the driver parsed one by one. The
  // rows go in their order (with ordinality), so the ids still follow the events as a replay numbers them.
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
