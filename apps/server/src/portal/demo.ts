import { sql } from 'kysely';
import type { Services } from '../platform/services.js';
import type { CommandMetadata } from '../platform/stream-commands.js';
import { DEMO_PASSWORD } from '../shared/demo.js';
import { activateSeafarer, inviteSeafarer, newActivationCode } from './commands.js';

/**
 * Issue 29 demo: one seafarer with an active portal account, the crew with an e-mail whose open
 * embarking is the board's oldest (so his portal shows a crew change), invited with a code (the
 * demo has no mail server) and activated with the demo users' password.
 */
export async function seedPortal(services: Services, meta: CommandMetadata): Promise<number> {
  const found = await sql<{ crew_id: number }>`
    select c.id as crew_id
    from crew_change_board b, jsonb_array_elements(b.state->'embarkings') e, crews c
    where not b.rank_cancelled and e->'cancelled' = 'null'::jsonb
      and c.id = (e->>'crewId')::int and c.email is not null
    order by b.id limit 1`.execute(services.db);
  const crewId = found.rows[0]?.crew_id;
  if (crewId === undefined) return 0;
  const code = newActivationCode();
  const sender = (step: string) => ({ metadata: meta, commandId: `seed-portal-${step}-${crewId}` });
  await inviteSeafarer(services, { crewId, code, mailed: false, ...sender('invite') });
  await activateSeafarer(services, { code, password: DEMO_PASSWORD, ...sender('activate') });
  return 2;
}
