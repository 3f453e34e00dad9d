import { sql } from 'kysely';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { topics, type DocumentAlertsEvent } from '@crewing/domain';

/**
 * Inline: the alerts raised and their notification (one an alert, to its recipients), pushed to each recipient's
 * `user:{id}` topic after commit.
 * A command's (or a group's, or a replay page's) alerts are written in one statement per table (issue 32: the
 * daily job's first run was two statements an alert); conflicts are skipped as one by one, rows go in event order.
 */
export const expiryAlertsProjection: Projection = {
  name: 'expiry-alerts',
  mode: 'inline',
  eventTypes: ['ExpiryAlertRaised'],
  // The read marks are rebuilt empty with the rows they mark (as read_at was, on the row, before 0069).
  tables: ['expiry_alerts', 'notifications', 'notification_audiences', 'notification_reads'],
  apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
    return foldAlerts(trx, [stored]);
  },
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    return foldAlerts(trx, events);
  },
};

async function foldAlerts(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  const raised = events.map((stored) => ({ stored, a: (stored as unknown as DocumentAlertsEvent).data }));
  // One array a column (s43: a group's ~300 alerts were ~2,700 parameters kysely compiled and PostgreSQL bound);
  // rows in event order, a key raised twice kept once (the first), as row by row.
  const col = <T>(pick: (a: DocumentAlertsEvent['data']) => T) => sql.val(raised.map(({ a }) => pick(a)));
  await sql`
    insert into expiry_alerts (alert_key, crew_id, family, record_id, document, expiry_date, alert_window,
                               contract_end, fired_on)
    select k, c, f, r, d, e, w, ce, fo
      from unnest(${col((a) => a.key)}::text[], ${col((a) => a.crewId)}::int[], ${col((a) => a.family)}::text[],
                  ${col((a) => a.recordId)}::int[], ${col((a) => a.document)}::text[],
                  ${col((a) => a.expiryDate)}::date[], ${col((a) => a.window)}::text[],
                  ${col((a) => a.contractEnd)}::date[], ${col((a) => a.at.slice(0, 10))}::date[])
           with ordinality as x(k, c, f, r, d, e, w, ce, fo, i)
     order by i
    on conflict do nothing`.execute(trx);
  // Issue 32: one row an alert, addressed to the set of its recipients (an audience, stored once), not one row a
  // recipient: a standby crew's alert goes to every DSS user (~20 rows an alert, most of the job's time at scale).
  // Each member reads it in his list and marks it read for himself (notification_reads).
  const notes = raised
    .filter(({ a }) => a.recipients.length > 0)
    .map(({ stored, a }) => ({
      audience: audienceKey(a.recipients),
      alert_key: a.key,
      title: a.title,
      body: a.body,
      link: a.link,
      crew_id: a.crewId,
      created_at: stored.recordedAt.toISOString(),
    }));
  if (notes.length > 0) {
    // One array a column (unnest), never a parameter a row (PGlite takes at most 32,767 a statement). The
    // audiences go in in the order they first appear and the rows in event order (with ordinality), so the ids
    // follow the events as a replay's do.
    const audiences = [...new Set(notes.map((n) => n.audience))];
    const noteCol = <K extends keyof (typeof notes)[number]>(k: K) => sql.val(notes.map((n) => n[k]));
    await sql`
      insert into notification_audiences (members)
      select string_to_array(k, ',')::int[] from unnest(${sql.val(audiences)}::text[])
             with ordinality as s(k, i)
       order by i
      on conflict (members) do nothing`.execute(trx);
    await sql`
      insert into notifications (audience_id, alert_key, kind, title, body, link, crew_id, created_at)
      select a.id, n.alert_key, 'document-expiry', n.title, n.body, n.link, n.crew_id, n.created_at
        from unnest(${noteCol('audience')}::text[], ${noteCol('alert_key')}::text[], ${noteCol('title')}::text[],
                    ${noteCol('body')}::text[], ${noteCol('link')}::text[], ${noteCol('crew_id')}::int[],
                    ${noteCol('created_at')}::timestamptz[])
             with ordinality as n(audience, alert_key, title, body, link, crew_id, created_at, i)
        join notification_audiences a on a.members = string_to_array(n.audience, ',')::int[]
       order by n.i
      on conflict do nothing`.execute(trx);
  }
  // Issue 29 §2: the crew's own portal lists his alerts too (his room; the push names nothing).
  return raised.flatMap(({ a }) => [
    ...a.recipients.map((id) => ({ topic: topics.user(id), payload: { notification: true } })),
    { topic: topics.seafarer(a.crewId) },
  ]);
}

/** An audience's key: its members sorted and distinct, as `notification_audiences.members` holds them. */
const audienceKey = (recipients: readonly number[]) => [...new Set(recipients)].sort((x, y) => x - y).join(',');
