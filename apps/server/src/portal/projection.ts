import { topics } from '@crewing/domain';
import type { SeafarerAccountEvent } from '@crewing/domain/portal/index';
import { inlineProjection } from '../platform/db/typed-projection.js';

/**
 * Inline: a sign-in must see an activation the moment it commits, and the one-address-one-account
 * index refuses a second invitation of the same address inside the inviting command's transaction.
 * The crew's topic tells his 201 file that the account changed.
 */
export const seafarerAccountsProjection = inlineProjection<SeafarerAccountEvent>({
  name: 'seafarer-accounts',
  eventTypes: ['SeafarerInvited', 'SeafarerAccountActivated', 'SeafarerAccountDeactivated', 'SeafarerSignedIn'],
  tables: ['seafarer_accounts'],
  async apply(db, e, stored) {
    const at = stored.recordedAt.toISOString();
    const stamp = { version: stored.streamVersion, updated_at: at };
    const row = db.updateTable('seafarer_accounts').where('crew_id', '=', e.data.crewId);
    switch (e.type) {
      case 'SeafarerInvited': {
        const invite = {
          email: e.data.email,
          status: 'invited' as const,
          invited_at: at,
          invited_by: stored.metadata.userName,
          mailed: e.data.mailed,
          deactivated_at: null,
          ...stamp,
        };
        await db
          .insertInto('seafarer_accounts')
          .values({ crew_id: e.data.crewId, account_id: e.data.accountId, ...invite })
          .onConflict((oc) => oc.column('crew_id').doUpdateSet(invite))
          .execute();
        break;
      }
      case 'SeafarerAccountActivated':
        await row.set({ status: 'active', activated_at: at, ...stamp }).execute();
        break;
      case 'SeafarerAccountDeactivated':
        await row.set({ status: 'inactive', deactivated_at: at, ...stamp }).execute();
        break;
      case 'SeafarerSignedIn':
        await row.set({ last_sign_in_at: at, ...stamp }).execute();
        break;
    }
    return [{ topic: topics.crew(e.data.crewId) }];
  },
});
