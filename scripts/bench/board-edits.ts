import { crewChangeDecider, crewChangeStream } from '@crewing/domain';
import { rebuildAll } from '@crewing/events';
import type { Services } from '../../apps/server/src/platform/services.js';
import { TEST_META } from '../../apps/server/src/testing/actors.js';
import { allProjections } from '../../apps/server/src/features.js';
import { benchActor, writeFleetDataset } from './fleet-dataset.js';

/**
 * The bench fleet written and its read models built, and the command the append benches send: a board edit
 * (UpdateEmbarkingDetails, remarks) through the command handler with every inline projection, the n-th on
 * crew change 1 + n % 1000.
 */
export async function boardEdits(services: Services) {
  const fleet = await writeFleetDataset(services, 0);
  await rebuildAll(services.store, allProjections);
  const actor = benchActor(fleet.adminId);
  const metadata = { ...TEST_META, userId: fleet.adminId, userName: 'BENCH ADMIN' };
  const edit = (n: number) =>
    services.commands.handle(crewChangeDecider, {
      streamId: crewChangeStream.id(1 + (n % 1000)),
      command: {
        type: 'UpdateEmbarkingDetails',
        data: { changes: { remarks: `ROWS ${n}` }, actor, at: new Date().toISOString(), known: {} },
      },
      commandId: crypto.randomUUID(),
      metadata: { ...metadata, requestHash: n.toString(16).padStart(64, '0') },
    });
  return { fleet, edit };
}
