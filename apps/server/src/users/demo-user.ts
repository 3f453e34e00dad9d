import type { UserProfile } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import type { CommandMetadata } from '../platform/stream-commands.js';
import { createUser } from './commands.js';

/** Who a demo user is: his sign-in name (his e-mails are made from it) and his name. */
export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
}

/**
 * A demo user through the users' command (001 §6), signing in with the demo password's `hash`: a
 * staff user (type 2), active, with no position or grant unless `profile` gives them.
 */
export function createDemoUser(
  services: Services,
  sender: { metadata: CommandMetadata; hash: string },
  u: DemoUser,
  profile: Pick<UserProfile, 'employeeId' | 'departmentId'> & Partial<UserProfile>,
) {
  return createUser(services, {
    username: u.username,
    hash: sender.hash,
    commandId: `seed-user-${u.username}`,
    metadata: sender.metadata,
    profile: {
      firstName: u.firstName,
      lastName: u.lastName,
      email: `${u.username}@example.com`,
      vmcEmail: `${u.username}@crewing.example.com`,
      userTypeId: 2,
      positionIds: [],
      grants: [],
      status: 1,
      ...profile,
    },
  });
}
