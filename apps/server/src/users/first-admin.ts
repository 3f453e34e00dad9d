import { z } from 'zod';
import { DEPT, newAccountFields, passwordSchema, ValidationError } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import type { CommandMetadata } from '../platform/stream-commands.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { createUser } from './commands.js';

/**
 * Issue 32 item 5: a production database starts with no account at all (no demo users); the first
 * system administrator is made by `npm run create-admin`, with a password of his own choosing that
 * the staff password rule checks (the same `passwordSchema` as Add New Staff and Change Password).
 */
export const firstAdminInput = z.object({
  username: newAccountFields.username,
  password: passwordSchema,
  firstName: z.string().trim().min(1, 'This field is required').max(100).default('SYSTEM'),
  lastName: z.string().trim().min(1, 'This field is required').max(100).default('ADMINISTRATOR'),
  employeeId: z.string().trim().min(1, 'This field is required').max(40).default('ADMIN-1'),
});
export type FirstAdminInput = z.input<typeof firstAdminInput>;

/** Who the events say sent it: the command line on the server's own machine. */
export const CLI_METADATA: CommandMetadata = {
  userId: null,
  userName: 'CREATE-ADMIN COMMAND',
  device: 'SERVER',
  browser: 'COMMAND LINE',
  os: process.platform.toUpperCase(),
  ip: '127.0.0.1',
  correlationId: 'create-admin',
  causationId: null,
};

/** The field errors in our sentences (the schemas carry them), keyed by field. */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) (out[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  return out;
}

/** Creates a system administrator (user type 1, admin department) through the users' command handler. */
export async function createAdministrator(
  services: Services,
  raw: FirstAdminInput,
  metadata: CommandMetadata = CLI_METADATA,
): Promise<{ userId: number; username: string }> {
  const parsed = firstAdminInput.safeParse(raw);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const input = parsed.data;
  const { userId } = await createUser(services, {
    username: input.username,
    hash: await hashPassword(input.password),
    metadata,
    profile: {
      employeeId: input.employeeId,
      firstName: input.firstName.toUpperCase(),
      lastName: input.lastName.toUpperCase(),
      userTypeId: 1,
      departmentId: DEPT.admin,
      positionIds: [],
      grants: [],
      status: 1,
    },
  });
  return { userId, username: input.username };
}
