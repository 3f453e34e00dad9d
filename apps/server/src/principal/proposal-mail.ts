import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import { mailConfigured, sendMail } from '../platform/mail.js';
import { crewName, crewNameColumns } from '../crew/queries.js';

/**
 * Issue 30 §2: the principal hears of candidates proposed to him by e-mail, through the product's
 * SMTP settings when they are set: to his office's address (the principal's master data) and to
 * each active principal user of his. The mail names the vessel, the rank and the candidates and
 * points to his Proposals screen; the proposal stands whether or not a mail goes out.
 */
export async function recipientsOf(db: Kysely<DB>, crewChangeId: number) {
  const change = await db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .leftJoin('ranks as r', 'r.id', 'b.rank_id')
    .select(['v.name as vessel', 'r.name as rank', 'v.details'])
    .where('b.id', '=', crewChangeId)
    .executeTakeFirst();
  const principalId = Number((change?.details as { principalId?: unknown } | undefined)?.principalId) || null;
  if (!change || principalId === null) return null;
  const [office, users] = await Promise.all([
    db
      .selectFrom('key_items')
      .select('details')
      .where('kind', '=', 'principal')
      .where('id', '=', principalId)
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select('email')
      .where('principal_id', '=', principalId)
      .where('status', '=', 1)
      .where('email', 'is not', null)
      .execute(),
  ]);
  const officeEmail = (office?.details as { email?: unknown } | undefined)?.email;
  const to = [...(typeof officeEmail === 'string' ? [officeEmail] : []), ...users.map((u) => u.email ?? '')];
  const unique = [...new Map(to.filter((a) => a.includes('@')).map((a) => [a.toLowerCase(), a])).values()];
  return { vessel: change.vessel, rank: change.rank ?? '', to: unique };
}

/** Mails the proposal; the number of addresses it went to (0: no SMTP settings, no address, or the send failed). */
export async function mailProposal(
  services: Services,
  input: { crewChangeId: number; crewIds: number[]; origin: string },
): Promise<number> {
  const { db, env, logger } = services;
  if (!mailConfigured(env)) return 0;
  const target = await recipientsOf(db, input.crewChangeId);
  if (!target || target.to.length === 0) return 0;
  const crews = await db
    .selectFrom('crews as c')
    .select(['c.id', ...crewNameColumns('c')])
    .where('c.id', 'in', input.crewIds)
    .execute();
  const names = crews.map((c) => `- ${crewName(c)}`).join('\n');
  const text =
    `The crewing office proposes these candidates for ${target.rank} on ${target.vessel}:\n\n${names}\n\n` +
    `Open ${input.origin}/v/principal/proposals to read their biodata and approve or reject them.`;
  try {
    await sendMail(env, {
      to: target.to.join(', '),
      subject: `Candidates proposed: ${target.rank}, ${target.vessel}`,
      text,
    });
    return target.to.length;
  } catch (err) {
    // Ids only in the log, never names or addresses.
    logger.error({ err, crewChangeId: input.crewChangeId }, 'proposal mail to the principal failed');
    return 0;
  }
}
