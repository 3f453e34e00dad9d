import type { Decider } from '../decider.js';
import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';

/**
 * Issue 29 §1: a seafarer's own account, one stream per crew (`seafarer-account-12`). The account
 * has its own id from the users' id sequence (sessions, command ids and event metadata key on it)
 * but is not a staff user: it never appears among users and reaches only the portal's procedures.
 * The activation code and the password hash stay out of the log (the server keeps their hashes
 * beside the read model, as the staff's credentials); the decider gets whether the code matched.
 */
export const seafarerAccountStream = streamType('seafarer-account');

export type SeafarerAccountStatus = 'none' | 'invited' | 'active' | 'inactive';

export type SeafarerAccountEvent =
  | {
      type: 'SeafarerInvited';
      data: { crewId: number; accountId: number; email: string; expiresAt: string; mailed: boolean; at: string };
    }
  | { type: 'SeafarerAccountActivated'; data: { crewId: number; accountId: number; at: string } }
  | { type: 'SeafarerAccountDeactivated'; data: { crewId: number; accountId: number; at: string } }
  | { type: 'SeafarerSignedIn'; data: { crewId: number; accountId: number; at: string } };

export type SeafarerAccountCommand =
  | {
      type: 'InviteSeafarer';
      data: { crewId: number; accountId: number; email: string | null; expiresAt: string; mailed: boolean; at: string };
    }
  /** `codeValid`: the server found the code's hash on this account's invitation, not expired. */
  | { type: 'ActivateSeafarerAccount'; data: { codeValid: boolean; at: string } }
  | { type: 'DeactivateSeafarerAccount'; data: { at: string } }
  | { type: 'RecordSeafarerSignIn'; data: { at: string } };

export interface SeafarerAccountState {
  status: SeafarerAccountStatus;
  crewId: number;
  accountId: number;
  email: string | null;
}

export const NO_EMAIL = 'Enter the crew\u2019s e-mail address on his 201 file first';
export const BAD_CODE = 'This activation code is wrong or has expired: ask the office for a new one';

export function evolveSeafarerAccount(s: SeafarerAccountState, e: SeafarerAccountEvent): SeafarerAccountState {
  switch (e.type) {
    case 'SeafarerInvited':
      // A new invitation of a deactivated account waits for activation again.
      return { status: 'invited', crewId: e.data.crewId, accountId: e.data.accountId, email: e.data.email };
    case 'SeafarerAccountActivated':
      return { ...s, status: 'active' };
    case 'SeafarerAccountDeactivated':
      return { ...s, status: 'inactive' };
    case 'SeafarerSignedIn':
      return s;
    default:
      return assertNever(e);
  }
}

export function decideSeafarerAccount(c: SeafarerAccountCommand, s: SeafarerAccountState): SeafarerAccountEvent[] {
  const ids = { crewId: s.crewId, accountId: s.accountId };
  switch (c.type) {
    case 'InviteSeafarer': {
      if (s.status === 'active') throw new DomainError('CONFLICT', 'This crew already has an active portal account');
      if (!c.data.email) throw ValidationError.field('email', NO_EMAIL);
      // The account keeps its id across invitations: his sessions and events stay his.
      const accountId = s.status === 'none' ? c.data.accountId : s.accountId;
      return [{ type: 'SeafarerInvited', data: { ...c.data, accountId, email: c.data.email } }];
    }
    case 'ActivateSeafarerAccount':
      if (s.status !== 'invited' || !c.data.codeValid) throw ValidationError.field('code', BAD_CODE);
      return [{ type: 'SeafarerAccountActivated', data: { ...ids, at: c.data.at } }];
    case 'DeactivateSeafarerAccount':
      if (s.status === 'none') throw new NotFoundError('This crew has no portal account');
      if (s.status === 'inactive') throw new DomainError('CONFLICT', 'This portal account is already deactivated');
      return [{ type: 'SeafarerAccountDeactivated', data: { ...ids, at: c.data.at } }];
    case 'RecordSeafarerSignIn':
      if (s.status !== 'active') throw new DomainError('CONFLICT', 'This portal account is not active');
      return [{ type: 'SeafarerSignedIn', data: { ...ids, at: c.data.at } }];
    default:
      return assertNever(c);
  }
}

export const seafarerAccountDecider: Decider<SeafarerAccountCommand, SeafarerAccountEvent, SeafarerAccountState> = {
  streamType: seafarerAccountStream.type,
  initialState: () => ({ status: 'none', crewId: 0, accountId: 0, email: null }),
  evolve: evolveSeafarerAccount,
  decide: decideSeafarerAccount,
  // One account, a handful of events: a concurrent command is decided again on the new state.
  commandFields: () => ({}),
  eventFields: () => ({}),
};
