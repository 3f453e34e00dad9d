import { sql, type Kysely } from 'kysely';
import { applyInRuns, type AnyTrx, type Change, type Projection, type StoredEvent } from '@crewing/events';
import { crewChangeStream, sameValue, type DocumentAlertsEvent, type ExpiryWindow } from '@crewing/domain';
import { crewChangeLine, expiryLine } from '../notifications.js';
import { SHOWN_FIELDS } from '../my-queries.js';
import type { DB } from '../../platform/db/schema.js';

/** The topic the outbox's fold publishes after commit: the drain (drain.ts) wakes. */
export const PORTAL_MAIL_WAKE = 'process:portal-mail';

type Updated = { embarkingId: string; changes: Record<string, unknown>; previous: Record<string, unknown> };
type Queued = { key: string; crewId: number; subject: string; lines: string[] };

/** An update of his embarking details: the fields his portal shows that changed, one line each. */
async function crewChangeMail(trx: AnyTrx, stored: StoredEvent): Promise<Queued | null> {
  const d = stored.data as Updated;
  // An edit of fields his portal does not show (remarks, most of the board) mails nothing: known
  // before any read, so such an edit costs its transaction no statement here.
  const fields = SHOWN_FIELDS.filter((f) => f in d.changes && !sameValue(d.changes[f], d.previous[f]));
  const crewChangeId = crewChangeStream.numberOf(stored.streamId);
  if (fields.length === 0 || crewChangeId === null) return null;
  const board = await trx
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .select(['v.name as vessel', sql<number>`(e->>'crewId')::int`.as('crew_id')])
    .innerJoin(sql`jsonb_array_elements(b.state->'embarkings')`.as('e'), (j) => j.onTrue())
    .where('b.id', '=', crewChangeId)
    .where(sql<string>`e->>'embarkingId'`, '=', d.embarkingId)
    .executeTakeFirst();
  if (!board) return null;
  const lines = await Promise.all(
    fields.map((f) => crewChangeLine(trx as unknown as Kysely<DB>, board.vessel, f, d.changes[f] ?? null)),
  );
  return {
    key: `crew-change:${stored.globalPosition}`,
    crewId: board.crew_id,
    subject: `Your crew change on ${board.vessel} was updated`,
    lines,
  };
}

/** An expiry alert's data (the outbox folds only `ExpiryAlertRaised` through here). */
const alertOf = (stored: StoredEvent) => (stored as unknown as DocumentAlertsEvent).data;

function expiryMail(stored: StoredEvent): Queued {
  const a = alertOf(stored);
  const line = expiryLine(a.document, a.window as ExpiryWindow, a.expiryDate);
  return { key: `expiry:${a.key}`, crewId: a.crewId, subject: line, lines: [line] };
}

/**
 * Issue 29 §2 Notifications by e-mail: each of his notifications (his expiry alerts, an update of
 * his crew change's details) queues one mail in the transaction that records it. Inline, beside
 * the projections that write those notifications (expiry-alerts, field-history); the outbox is
 * keyed by the notification, so a second fold of the same event queues nothing. It owns no read
 * model (`tables` is empty): a rebuild never empties the outbox, or every mail would go again.
 */
export const portalMailOutboxProjection: Projection = {
  name: 'portal-mail-outbox',
  mode: 'inline',
  eventTypes: ['ExpiryAlertRaised', 'EmbarkingDetailsUpdated'],
  tables: [],
  reads: ['seafarer_accounts', 'crew_change_board'],
  async apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
    const mail = stored.type === 'ExpiryAlertRaised' ? expiryMail(stored) : await crewChangeMail(trx, stored);
    return mail ? queue(trx, await addressed(trx, [{ crewId: mail.crewId, mail, at: stored.recordedAt }])) : [];
  },
  /**
   * A run of expiry alerts (a command's, or the daily job's group of crews) reads the accounts of their
   * crews in one statement and queues their mails in one (issue 32); an update of embarking details
   * goes one by one as in apply.
   */
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    return applyInRuns(
      events,
      (e) => (e.type === 'ExpiryAlertRaised' ? 'expiry' : null),
      async (run) => {
        const changes: Change[] = [];
        for (let i = 0; i < run.length; i += 1000) {
          // s45: each mail is worked out once its crew is known to have an account (most have none).
          const asks = run.slice(i, i + 1000).map(expiryAsk);
          const sends = (await addressed(trx, asks)).map(({ stored, email, at }) => ({
            mail: expiryMail(stored),
            email,
            at,
          }));
          changes.push(...(await queue(trx, sends)));
        }
        return changes.slice(0, 1);
      },
      (e) => portalMailOutboxProjection.apply(trx, e),
    );
  },
};

function expiryAsk(stored: StoredEvent): { crewId: number; stored: StoredEvent; at: Date } {
  return { crewId: alertOf(stored).crewId, stored, at: stored.recordedAt };
}

/**
 * Each mail with his active account's address, when it was active as the event was recorded; a mail
 * whose crew had no such account is dropped: a notification raised before he had the portal (or while
 * it was switched off) is never mailed, so folding old events again (a replay, an account activated
 * later) queues nothing. One statement for one event or a run of them (issue 32); the comparison
 * stays PostgreSQL's (microseconds).
 */
async function addressed<T extends { crewId: number; at: Date }>(
  trx: AnyTrx,
  mails: readonly T[],
): Promise<Array<T & { email: string }>> {
  if (mails.length === 0) return [];
  const { rows } = await sql<{ i: string; email: string }>`
    select k.i, a.email
      from unnest(${mails.map((m) => m.crewId)}::int[], ${mails.map((m) => m.at.toISOString())}::timestamptz[])
           with ordinality as k(crew_id, at, i)
      join seafarer_accounts a on a.crew_id = k.crew_id and a.status = 'active' and a.activated_at <= k.at`.execute(
    trx,
  );
  const email = new Map(rows.map((r) => [Number(r.i) - 1, r.email]));
  return mails.flatMap((m, i) => (email.has(i) ? [{ ...m, email: email.get(i)! }] : []));
}

/** The mails queued in one statement, each under its notification's key (a second fold queues nothing). */
async function queue(trx: AnyTrx, sends: ReadonlyArray<{ mail: Queued; email: string; at: Date }>): Promise<Change[]> {
  if (sends.length === 0) return [];
  const queued = await trx
    .insertInto('portal_mail_outbox')
    .values(
      sends.map(({ mail, email, at }) => ({
        key: mail.key,
        crew_id: mail.crewId,
        email,
        subject: mail.subject,
        body: [
          ...mail.lines,
          '',
          'Open your crew portal to read the details.',
          'You receive this mail because you have a crew portal account.',
        ].join('\n'),
        created_at: at,
        next_attempt_at: at,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return queued.numInsertedOrUpdatedRows ? [{ topic: PORTAL_MAIL_WAKE }] : [];
}
