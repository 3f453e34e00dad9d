import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ValidationError } from '@crewing/domain';
import {
  ACTIVATION_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  BAD_CODE,
  seafarerAccountDecider,
  seafarerAccountStream,
} from '@crewing/domain/portal/index';
import { isUniqueViolation, type AnyTrx } from '@crewing/events';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import { hashToken } from '../platform/auth/sessions.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { streamCommands, type Sender } from '../platform/stream-commands.js';
import { nextId } from '../shared/ids.js';
import { writeCredentials } from '../users/commands.js';

/** The seafarer account streams (`seafarer-account-{crewId}`), sent through the one handler. */
export const seafarerAccounts = streamCommands(seafarerAccountDecider, seafarerAccountStream);

/** An invitation's code is good for two weeks: long enough for a seafarer between ports. */
const INVITATION_DAYS = 14;

export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i++) code += ACTIVATION_ALPHABET[randomInt(ACTIVATION_ALPHABET.length)];
  return code;
}

const db = (trx: AnyTrx) => trx as unknown as Kysely<DB>;

/**
 * Invites the crew: a fresh code (its hash kept beside the log, replacing an older one), the
 * address from his 201 file. Another crew's open account with the same address is refused.
 */
export async function inviteSeafarer(
  services: Services,
  input: { crewId: number; code: string; mailed: boolean } & Sender,
) {
  const crew = await services.db.selectFrom('crews').select('email').where('id', '=', input.crewId).executeTakeFirst();
  if (!crew) throw ValidationError.field('crewId', 'Unknown crew');
  const at = services.clock();
  const expiresAt = new Date(at.getTime() + INVITATION_DAYS * 86_400_000).toISOString();
  const data = {
    crewId: input.crewId,
    accountId: await nextId(services, 'user'),
    email: crew.email?.trim().toLowerCase() || null,
    expiresAt,
    mailed: input.mailed,
    at: at.toISOString(),
  };
  const row = { code_hash: hashToken(input.code), expires_at: expiresAt };
  const beforeCommit = async (trx: AnyTrx) => {
    await db(trx)
      .insertInto('seafarer_invitations')
      .values({ crew_id: input.crewId, ...row })
      .onConflict((oc) => oc.column('crew_id').doUpdateSet(row))
      .execute();
  };
  return seafarerAccounts
    .handle(services, input.crewId, { type: 'InviteSeafarer', data }, { ...input, beforeCommit })
    .catch((e: unknown) => {
      if (isUniqueViolation(e, 'seafarer_accounts_email_key'))
        throw ValidationError.field('email', 'Another crew\u2019s portal account uses this e-mail address');
      throw e;
    });
}

/** The invitation a code opens: its crew and whether it is still good. */
export async function invitationOf(services: Services, code: string) {
  const found = await services.db
    .selectFrom('seafarer_invitations as i')
    .innerJoin('seafarer_accounts as a', 'a.crew_id', 'i.crew_id')
    .select(['i.crew_id', 'i.expires_at', 'a.account_id', 'a.email'])
    .where('i.code_hash', '=', hashToken(code))
    .executeTakeFirst();
  if (!found) throw ValidationError.field('code', BAD_CODE);
  return { ...found, valid: new Date(found.expires_at) > services.clock() };
}

/** Activation: the password (staff rules, hashed beside the log) commits with the event; the code is spent. */
export async function activateSeafarer(services: Services, input: { code: string; password: string } & Sender) {
  const invitation = await invitationOf(services, input.code);
  const hash = await hashPassword(input.password);
  const beforeCommit = async (trx: AnyTrx) => {
    await writeCredentials(trx, invitation.account_id, hash);
    await db(trx).deleteFrom('seafarer_invitations').where('crew_id', '=', invitation.crew_id).execute();
  };
  const command = {
    type: 'ActivateSeafarerAccount' as const,
    data: { codeValid: invitation.valid, at: services.clock().toISOString() },
  };
  await seafarerAccounts.handle(services, invitation.crew_id, command, { ...input, beforeCommit });
  return { email: invitation.email };
}
