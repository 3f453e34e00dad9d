import type { MasterDataKind } from '@crewing/domain';
import { masterEntries } from '../master-data/commands.js';
import { nextId } from '../shared/ids.js';
import { seedKeyLists } from '../seed/crew-201.js';
import { seedDocumentCatalog } from '../seed/crew-documents.js';
import { CONTRACT_REASONS, FLEETS, INNS, LABORATORIES, PORTS, RANKS, VESSEL_NAMES } from '../seed/data.js';
import { SEED_META } from '../seed/seed.js';
import { createTestServices, type TestServices } from './test-services.js';
import { makeUser } from './actors.js';

/**
 * The master data the scale seed points at (key lists, the document catalogue, ranks, ports, hotels,
 * laboratories, contract reasons, three fleets and the demo's vessels), written through the handlers as the demo seed
 * writes it, then caught up. The scale seed's specs start from it.
 */
export async function scaleMasterData(services: TestServices, at: string): Promise<void> {
  const add = async (kind: MasterDataKind, sequence: Parameters<typeof nextId>[1], fields: Record<string, unknown>) => {
    const id = await nextId(services, sequence);
    const command = { type: 'CreateMasterRecord' as const, data: { kind, id, fields, at } };
    await masterEntries(kind).handle(services, id, command, { metadata: SEED_META });
    return id;
  };
  await seedKeyLists(services, SEED_META);
  await seedDocumentCatalog(services, SEED_META);
  for (const [i, r] of RANKS.entries()) await add('rank', 'rank', { ...r, sortOrder: i + 1 });
  for (const p of PORTS) await add('port', 'port', p);
  for (const h of INNS) await add('inn', 'inn', h);
  for (const l of LABORATORIES) await add('laboratory', 'laboratory', l);
  for (const c of CONTRACT_REASONS) await add('contract-reason', 'contract_reason', c);
  const fleets: number[] = [];
  for (const f of FLEETS) fleets.push(await add('fleet', 'fleet', f));
  for (const [i, name] of VESSEL_NAMES.entries())
    await add('vessel', 'vessel', {
      name,
      code: `V${i + 1}`,
      fleetId: fleets[i % 3]!,
      vesselTypeId: 1 + (i % 3 > 0 ? 1 : 0),
    });
  await services.runner.catchUp(120_000);
}

/** A spec file's services on the scale seed's master data, with an administrator, caught up (no workers). */
export async function scaleMasterServices(): Promise<{ services: TestServices; adminId: number }> {
  const services = await createTestServices({ startWorkers: false });
  await scaleMasterData(services, services.clock().toISOString());
  const adminId = (await makeUser(services, { userTypeId: 1 })).id;
  await services.runner.catchUp(120_000);
  return { services, adminId };
}
