import {
  vesselBatchesDecider,
  vesselBatchesStream,
  type CrewChangeCommand,
  type VesselBatchesEvent,
  type VesselBatchesState,
} from '@crewing/domain';
import type { AnyDb, AnyTrx, BatchItem, CommandResult } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { nextId } from '../shared/ids.js';
import { handleMany, streamCommands } from '../platform/stream-commands.js';
import { crewChanges, stateOf, type Caller } from './commands.js';

/**
 * Disembark batches (001 §4): the vessel's batches stream owns numbers and members. One command
 * appends the batch decision and the crew changes it moves; the vessel-batches decider decides it
 * once per attempt of the handler's retry loop, on the state that attempt read, and the crew
 * changes it moves follow from its events (issue 26 §4).
 */
const vesselBatches = streamCommands(vesselBatchesDecider, vesselBatchesStream);

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

/** The batch's number, as the decision's events (or the state it was decided on) say. */
function numberOf(batchId: number, events: readonly { type: string; data: unknown }[], state?: VesselBatchesState) {
  for (const e of events as VesselBatchesEvent[]) if (e.data.batchId === batchId) return e.data.batchNumber;
  return state?.batches.find((b) => b.batchId === batchId)?.batchNumber;
}

/** The crew changes a batch decision moves: the selected ones join it, those it lost have no batch. */
function moves(vesselId: number, batchId: number, members: number[], at: string) {
  return (events: VesselBatchesEvent[], state: VesselBatchesState): BatchItem[] => {
    const batch = { batchId, batchNumber: numberOf(batchId, events, state)! };
    const removed = events.flatMap((e) =>
      e.type === 'DisembarkBatchMembersChanged' && e.data.batchId === batchId ? e.data.removed : [],
    );
    return [
      ...members.map((id) => assign(id, vesselId, batch, at)),
      ...removed.map((id) => assign(id, vesselId, null, at)),
    ];
  };
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
  const { vesselId } = input;
  const members = ascending(input.crewChangeIds);
  const item = vesselBatches.item(
    vesselId,
    // Numbered on the state this attempt read: a batch opened meanwhile fails the version check and the next attempt renumbers.
    ({ state }) => ({
      type: 'OpenDisembarkBatch',
      data: { batchId, vesselId, members, basedOnVersion: state.version, at },
    }),
    { then: moves(vesselId, batchId, members, at) },
  );
  const [result] = await handleMany(services, [item], caller);
  // The batch this command opened, from its stored result (the first one's, when the same command id came again).
  const opened = result!.events.find((e) => e.type === 'DisembarkBatchOpened');
  if (!opened) throw new Error('The opened batch is not in its result');
  const data = opened.data as { batchId: number; batchNumber: number };
  return { batchId: data.batchId, batchNumber: data.batchNumber };
}

/**
 * Update Disembarkation Batch (001 §4): the re-selected crews are the members, the others leave.
 * Who leaves is decided by the vessel's batches stream, which knows the members. A re-selection of
 * this batch by someone else since the first attempt read it is refused (the attempt's base version).
 */
export async function updateDisembarkBatch(
  services: Services,
  caller: Caller,
  input: { vesselId: number; batchId: number; crewChangeIds: number[] },
) {
  const at = services.clock().toISOString();
  const { vesselId, batchId } = input;
  const members = ascending(input.crewChangeIds);
  const item = vesselBatches.item(
    vesselId,
    async ({ state, baseVersion, db }) => {
      const currentMembers = await legacyMembers(db, state, batchId);
      return {
        type: 'UpdateDisembarkBatch',
        data: {
          batchId,
          vesselId,
          members,
          // A legacy batch's members were read just now, on this state; a known batch's are measured from the base.
          basedOnVersion: currentMembers ? state.version : baseVersion,
          at,
          currentMembers,
        },
      };
    },
    { then: moves(vesselId, batchId, members, at) },
  );
  const [result] = await handleMany(services, [item], caller);
  return { batchId, batchNumber: await batchNumberOf(services, vesselId, batchId, result!) };
}

async function batchNumberOf(services: Services, vesselId: number, batchId: number, result: CommandResult) {
  const known = numberOf(batchId, result.events);
  if (known !== undefined) return known;
  // The same selection appended nothing: the number as the stream says.
  const state = await stateOf(services, vesselBatchesDecider, vesselBatchesStream.id(vesselId));
  return numberOf(batchId, [], state)!;
}

/**
 * A batch opened before the vessel's stream kept members: its members as the crew changes say
 * (the board is their inline fold, committed with the events), read after the stream in the same
 * attempt, so the handler's version check on the stream covers this read too.
 */
async function legacyMembers(
  db: AnyDb | AnyTrx,
  state: VesselBatchesState,
  batchId: number,
): Promise<number[] | undefined> {
  if (state.batches.find((b) => b.batchId === batchId)?.members !== null) return undefined;
  const rows = await db.selectFrom('crew_change_board').select('id').where('batch_id', '=', batchId).execute();
  return rows.map((r) => r.id);
}
