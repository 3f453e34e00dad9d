/**
 * npm run create-admin -- --username NAME [--first-name X --last-name Y --employee-id Z]
 * Issue 32 item 5: the first system administrator of a production database (which starts empty,
 * SEED_ON_EMPTY=0). The password is typed twice at a prompt, or read from the first line of stdin
 * when it is piped (`printf '%s\n' "$PASSWORD" | npm run create-admin -- --username ada`), so it
 * never stands on a command line or in the shell history.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DomainError } from '@crewing/domain';
import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import { createAdministrator, firstAdminInput } from '../users/first-admin.js';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'employee-id': { type: 'string' },
  },
});

/** One line typed without echo (a TTY) or the first line piped in. */
async function readSecret(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    process.stdout.write(question);
    // Print nothing of what is typed: readline echoes through _writeToOutput.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
  }
  const line = await new Promise<string>((resolve) => {
    rl.once('line', resolve);
    rl.once('close', () => resolve(''));
  });
  rl.close();
  if (process.stdin.isTTY) process.stdout.write('\n');
  return line;
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readSecret('');
  const first = await readSecret('Password (at least 10 characters): ');
  const again = await readSecret('Password again: ');
  if (first !== again) {
    console.error('Password Not Matched');
    process.exit(2);
  }
  return first;
}

if (!values.username) {
  console.error('username: This field is required (--username NAME)');
  process.exit(2);
}
const input = {
  username: values.username,
  password: await readPassword(),
  ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
  ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
  ...(values['employee-id'] ? { employeeId: values['employee-id'] } : {}),
};
// A refused input is told before the database is opened.
const checked = firstAdminInput.safeParse(input);
if (!checked.success) {
  for (const issue of checked.error.issues) console.error(`${String(issue.path[0])}: ${issue.message}`);
  process.exit(2);
}
const services = await createServices(loadEnv(), { startRunner: false, startWorkers: false });
try {
  const admin = await createAdministrator(services, input);
  console.log(`Created system administrator ${admin.username} (user ${admin.userId}); sign in with that password.`);
} catch (e) {
  if (!(e instanceof DomainError)) throw e;
  for (const [field, messages] of Object.entries(e.fieldErrors ?? {}))
    console.error(`${field}: ${messages.join('; ')}`);
  if (!e.fieldErrors) console.error(e.message);
  process.exitCode = 2;
} finally {
  await services.close();
}
