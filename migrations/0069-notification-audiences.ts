import { sql, type Kysely } from 'kysely';

/**
 * Issue 32: a notification addressed to a group is written once, not once per member. The daily expiry job wrote a
 * standby crew's every alert to each DSS user (~20 rows an alert), most of its time at scale.
 *
 * - `notification_audiences`: each set of recipients an alert was addressed to, once (`members` sorted, distinct;
 *   the DSS users of the day, or the one crewing officer of a fleet). A user finds his audiences by the GIN index.
 * - `notifications`: one row an alert and audience (`audience_id` replaces `user_id`), read by audience in
 *   (created_at desc, id desc) order, so a user's page is an index walk per audience he belongs to.
 * - `notification_reads`: a member's own read mark, keyed (user_id, notification_id) (`read_at` leaves the row).
 *
 * Data move: the rows of one alert (the same alert_key: one event, one set of recipients) become one row, kept
 * under its first id, addressed to the audience of its recipients; each recipient's read mark moves to
 * notification_reads under the kept id. All of it in set-based statements (no parameters: PGlite's limit holds).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  /** The rows of one alert: the id kept, its recipients (read again by each statement below, before the delete). */
  const groups = sql`(select alert_key, min(id) as keep, array_agg(distinct user_id order by user_id) as members
                        from notifications group by alert_key)`;
  await sql`
    create table notification_audiences (
      id       serial primary key,
      members  integer[] not null unique
    )`.execute(db);
  await sql`create index notification_audiences_members_idx on notification_audiences using gin (members)`.execute(db);
  await sql`
    create table notification_reads (
      user_id          integer not null,
      notification_id  bigint not null,
      read_at          timestamptz not null,
      primary key (user_id, notification_id)
    )`.execute(db);
  await sql`alter table notifications add column audience_id integer`.execute(db);

  await sql`
    insert into notification_audiences (members)
      select g.members from ${groups} g group by g.members order by min(g.keep)
      on conflict (members) do nothing`.execute(db);
  await sql`
    update notifications n set audience_id = a.id
      from ${groups} g join notification_audiences a on a.members = g.members
     where n.id = g.keep`.execute(db);
  await sql`
    insert into notification_reads (user_id, notification_id, read_at)
      select o.user_id, g.keep, o.read_at
        from notifications o join ${groups} g on g.alert_key = o.alert_key
       where o.read_at is not null
      on conflict do nothing`.execute(db);
  await sql`delete from notifications where audience_id is null`.execute(db);

  // Dropping user_id drops the (user_id, alert_key) key and notifications_user_idx with it.
  await sql`alter table notifications drop column user_id, drop column read_at`.execute(db);
  await sql`alter table notifications alter column audience_id set not null`.execute(db);
  await sql`alter table notifications add unique (audience_id, alert_key)`.execute(db);
  await sql`create index notifications_audience_idx on notifications (audience_id, created_at desc, id desc)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table notifications add column user_id integer, add column read_at timestamptz`.execute(db);
  await sql`alter table notifications drop constraint notifications_audience_id_alert_key_key`.execute(db);
  await sql`
    insert into notifications (audience_id, user_id, alert_key, kind, title, body, link, crew_id, created_at, read_at)
      select -1, m.user_id, n.alert_key, n.kind, n.title, n.body, n.link, n.crew_id, n.created_at, r.read_at
        from notifications n join notification_audiences a on a.id = n.audience_id
             cross join lateral unnest(a.members) as m(user_id)
             left join notification_reads r on r.user_id = m.user_id and r.notification_id = n.id
       order by n.id, m.user_id`.execute(db);
  await sql`delete from notifications where user_id is null`.execute(db);
  await sql`alter table notifications drop column audience_id`.execute(db);
  await sql`alter table notifications alter column user_id set not null`.execute(db);
  await sql`alter table notifications add unique (user_id, alert_key)`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc)`.execute(db);
  await sql`drop table notification_reads, notification_audiences`.execute(db);
}
