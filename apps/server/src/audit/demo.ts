import { DEPT } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import type { CommandMetadata } from '../platform/stream-commands.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { DEMO_PASSWORD } from '../shared/demo.js';
import { createDemoUser } from '../users/demo-user.js';

/**
 * The demo auditor (README "Demo users", issue 27): a training-department user holding the Auditor
 * grant (the History Log, device, browser and IP) and View Only, so he reads and never edits.
 */
export async function seedAuditor(services: Services, meta: CommandMetadata): Promise<number> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await createDemoUser(
    services,
    { metadata: meta, hash },
    { username: 'auditor', firstName: 'AURORA', lastName: 'TAGASURI' },
    { employeeId: 'EMP-A0001', departmentId: DEPT.training, grants: ['auditor', 'view-only'] },
  );
  return 1;
}
