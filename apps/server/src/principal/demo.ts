import { DEPT } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import type { CommandMetadata } from '../platform/stream-commands.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { createUser } from '../users/commands.js';
import { DEMO_PASSWORD } from '../shared/demo.js';

/** The demo principal user (README "Demo users"): the office of the first seeded principal (NYK). */
export async function seedPrincipalUser(services: Services, meta: CommandMetadata): Promise<number> {
  const principal = await services.db
    .selectFrom('key_items')
    .select('id')
    .where('kind', '=', 'principal')
    .orderBy('id')
    .executeTakeFirst();
  if (!principal) return 0;
  await createUser(services, {
    username: 'principal',
    hash: await hashPassword(DEMO_PASSWORD),
    commandId: 'seed-user-principal',
    metadata: meta,
    profile: {
      employeeId: 'EMP-P0001',
      firstName: 'PAOLO',
      lastName: 'PRINSIPAL',
      email: 'principal@example.com',
      vmcEmail: 'principal@crewing.example.com',
      userTypeId: 2,
      departmentId: DEPT.admin,
      positionIds: [],
      grants: [],
      status: 1,
      principalId: principal.id,
    },
  });
  return 1;
}
