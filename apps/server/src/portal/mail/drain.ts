import { sql } from 'kysely';
import { defineProcess } from '../../platform/process.js';
import type { JobContext } from '../../platform/jobs/definition.js';
import { mailConfigured, sendMail } from '../../platform/mail.js';
import { PORTAL_MAIL_WAKE } from './outbox.js';

/** A mail that could not go out is tried again after 1, 2, 4 ... minutes, at most an hour apart. */
const backoffMinutes = (attempts: number) => Math.min(60, 2 ** (attempts - 1));
/** Given up after this many tries, or when it waited longer than this: old news is not mailed. */
const MAX_ATTEMPTS = 12;
const STALE_HOURS = 48;

/**
 * Sends one due mail of the outbox and marks it, in one transaction that holds the row: a second
 * server process skips a row being sent (`skip locked`) and finds it sent once this commits, so
 * every mail goes out once. (A crash after the mail server accepted it and before the commit sends
 * it again on the next run: the one window an outbox cannot close.) Answers whether one was due.
 */
async function sendNext(ctx: JobContext, mail: NonNullable<JobContext['mail']>): Promise<'sent' | 'failed' | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const row = await trx
      .selectFrom('portal_mail_outbox')
      .select(['key', 'email', 'subject', 'body', 'attempts', 'created_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return null;
    const mark = trx.updateTable('portal_mail_outbox').where('key', '=', row.key);
    if (now.getTime() - new Date(row.created_at).getTime() > STALE_HOURS * 3_600_000) {
      await mark.set({ status: 'given-up', last_error: `not sent within ${STALE_HOURS} hours` }).execute();
      return 'failed';
    }
    try {
      await sendMail(mail, { to: row.email, subject: row.subject, text: row.body });
      await mark.set({ status: 'sent', sent_at: now, attempts: row.attempts + 1, last_error: null }).execute();
      return 'sent';
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message.slice(0, 500) : String(err);
      await mark
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'given-up' : 'pending',
          attempts,
          last_error: message,
          next_attempt_at: sql<Date>`${now}::timestamptz + make_interval(mins => ${backoffMinutes(attempts)})`,
        })
        .execute();
      // The key names the notification, never the crew's address.
      ctx.logger.warn({ key: row.key, attempts, err: message }, 'portal mail not sent');
      return 'failed';
    }
  });
}

/**
 * Issue 29 §2: drains the seafarers' mail outbox (outbox.ts) through SMTP_URL. Without SMTP_URL
 * nothing is sent (the mails wait, and go stale after two days). Woken by the outbox's fold, at
 * start and each minute (the retries). Answers how many mails it sent.
 */
export async function drainPortalMail(ctx: JobContext): Promise<number> {
  const mail = ctx.mail;
  if (!mail || !mailConfigured(mail)) return 0;
  let sent = 0;
  for (;;) {
    const r = await sendNext(ctx, mail);
    if (r === null) return sent;
    if (r === 'sent') sent++;
  }
}

export const portalMailProcess = defineProcess({
  name: 'portal-mail',
  wakeTopic: PORTAL_MAIL_WAKE,
  everyMinute: true,
  run: drainPortalMail,
});
