import {
  StaleBatchesError,
  vesselBatchesDecider,
  vesselBatchesStream,
  type CrewChangeCommand,
  type VesselBatchesCommand,
  type VesselBatchesState,
} from '@crewing/domain';
import type { BatchItem } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { nextId } from '../shared/ids.js';
import { commandIdOf, handleMany, streamCommands } from '../platform/stream-commands.js';
import { crewChanges, stateOf, type Caller } from './commands.js';

const vesselBatches = streamCommands(vesselBatchesDecider, vesselBatchesStream);

/** Disembark batches (001 §4): the vessel's batches stream owns numbers and members. */
const MAX_STALE_RETRIES = 12;

/**
 * Runs a vessel-batches command with the facts read from that stream just before. When the
 * stream moved on in between, the decider says the facts are stale: read them again and retry.
 */
async function withFreshBatches<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof StaleBatchesError) || attempt >= MAX_STALE_RETRIES) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}

function assign(
  crewChangeId: number,
  vesselId: number,
  batch: { batchId: number; batchNumber: number } | null,
  at: string,
): BatchItem {
  const command: CrewChangeCommand = {
    type: 'AssignDisembarkBatch',
    data: { vesselId, batchId: batch?.batchId ?? null, batchNumber: batch?.batchNumber ?? null, at },
  };
  return crewChanges.item(crewChangeId, command);
}

/**
 * The vessel's batches command and the crew changes it moves, in one command (all or nothing).
 * The vessel-batches decider is run on the state just read to learn which crew changes move and
 * the batch's number; the handler runs it again on the state in the transaction, and it refuses
 * when that state is no longer the one read (`basedOnVersion`), so the two always agree.
 */
async function decideBatches(
  services: Services,
  caller: Caller,
  vesselId: number,
  build: (state: VesselBatchesState) => Promise<VesselBatchesCommand>,
) {
  const state = await stateOf(services, vesselBatchesDecider, vesselBatchesStream.id(vesselId));
  const command = await build(state);
  const events = vesselBatchesDecider.decide(command, state);
  const { batchId, at } = command.data;
  let batchNumber = state.batches.find((b) => b.batchId === batchId)?.batchNumber;
  let removed: number[] = [];
  for (const e of events) {
    if (e.data.batchId !== batchId) continue;
    if (e.type === 'DisembarkBatchOpened') batchNumber = e.data.batchNumber;
    if (e.type === 'DisembarkBatchMembersChanged') removed = e.data.removed;
  }
  const batch = { batchId, batchNumber: batchNumber! };
  const items: BatchItem[] = [
    vesselBatches.item(vesselId, command),
    ...command.data.members.map((id) => assign(id, vesselId, batch, at)),
    ...removed.map((id) => assign(id, vesselId, null, at)),
  ];
  const [result] = await handleMany(services, items, caller);
  return { batch, result: result! };
}

const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Add New Disembarkation Batch (001 §4): the vessel's batches stream numbers it and records its members. */
export async function addDisembarkBatch(
  services: Services,
  caller: Caller,
  input: { vesselId: number; crewChangeIds: number[] },
) {
  const batchId = await nextId(services, 'disembark_batch');
  const at = services.clock().toISOString();
  const members = ascending(input.crewChangeIds);
  const once: Caller = { ...caller, commandId: commandIdOf(caller) }; // one command id across the retries
  const { result } = await withFreshBatches(() =>
    decideBatches(services, once, input.vesselId, async (state) => ({
      type: 'OpenDisembarkBatch',
      data: { batchId, vesselId: input.vesselId, members, basedOnVersion: state.version, at },
    })),
  );
  // The batch this command opened, from its stored result (the first one's, when the same command id came again).
  const opened = result.events.find((e) => e.type === 'DisembarkBatchOpened');
  if (!opened) throw new Error('The opened batch is not in its result');
  const data = opened.data as { batchId: number; batchNumber: number };
  return { batchId: data.batchId, batchNumber: data.batchNumber };
}

/**
 * Update Disembarkation Batch (001 §4): the re-selected crews are the members, the others leave.
 * Who leaves is decided by the vessel's batches stream, which knows the members.
 */
export async function updateDisembarkBatch(
  services: Services,
  caller: Caller,
  input: { vesselId: number; batchId: number; crewChangeIds: number[] },
) {
  const at = services.clock().toISOString();
  const members = ascending(input.crewChangeIds);
  const once: Caller = { ...caller, commandId: commandIdOf(caller) };
  const { batch } = await withFreshBatches(() =>
    decideBatches(services, once, input.vesselId, async (state) => ({
      type: 'UpdateDisembarkBatch',
      data: {
        batchId: input.batchId,
        vesselId: input.vesselId,
        members,
        basedOnVersion: state.version,
        at,
        currentMembers: await legacyMembers(services, state, input.batchId),
      },
    })),
  );
  return batch;
}

/**
 * A batch opened before the vessel's stream kept members: its members as the crew changes say
 * (the board is their inline fold), read after the stream so that the decider's version check
 * covers this read too.
 */
async function legacyMembers(
  services: Services,
  state: VesselBatchesState,
  batchId: number,
): Promise<number[] | undefined> {
  if (state.batches.find((b) => b.batchId === batchId)?.members !== null) return undefined;
  const rows = await services.db.selectFrom('crew_change_board').select('id').where('batch_id', '=', batchId).execute();
  return rows.map((r) => r.id);
}
