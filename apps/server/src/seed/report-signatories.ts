import { POEA_SIGNATORIES } from '@crewing/domain/reports/index';
import type { EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { masterEntries } from '../master-data/commands.js';
import { nextId } from '../shared/ids.js';

/** Which demo user signs as which POEA signatory (001 §9: each fixed id is tied to a named officer). */
const SIGNERS: Record<string, string> = {
  PRESIDENT: 'management',
  'VICE PRESIDENT - OPERATIONS': 'ops',
  'GENERAL MANAGER': 'management',
  'OPERATIONS MANAGER': 'ops',
  'DOCUMENTATION MANAGER': 'dss',
  'CREWING MANAGER': 'crewing',
};

/**
 * Issue 12: the fleet signatories the POEA reports name (Settings, Fleet Signatories), through the
 * master data commands; no random draws, so the seed's other data stay as they were.
 */
export async function seedReportSignatories(
  services: Services,
  meta: Omit<EventMetadata, 'commandId'>,
): Promise<number> {
  const fleet = await services.db.selectFrom('fleets').select('id').orderBy('id').executeTakeFirst();
  if (!fleet) return 0;
  const users = await services.db.selectFrom('users').select(['id', 'username']).execute();
  const at = services.clock().toISOString();
  let commands = 0;
  for (const s of POEA_SIGNATORIES) {
    const user = users.find((u) => u.username === SIGNERS[s.title]);
    if (!user) continue;
    const id = await nextId(services, 'key_item');
    await masterEntries('fleet-signatory').handle(
      services,
      id,
      {
        type: 'CreateMasterRecord',
        data: {
          kind: 'fleet-signatory',
          id,
          fields: { name: s.title, fleetId: fleet.id, signatoryUserId: user.id },
          at,
        },
      },
      { commandId: `seed-fleet-signatory-${id}`, metadata: meta },
    );
    commands++;
  }
  return commands;
}
