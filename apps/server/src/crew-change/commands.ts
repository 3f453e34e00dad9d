import { crewChangeDecider, NotFoundError, ValidationError, vesselBatchesDecider, type Actor, type CrewChangeCommand, type VesselBatchesCommand } from '@crewing/domain';
import type { CommandResult, EventMetadata } from '@crewing/events';
import type { Services } from '../services.js';
import { nextId } from '../shared/ids.js';

type Meta = Omit<EventMetadata, 'commandId'>;
export interface Caller {
  actor: Actor;
  metadata: Meta;
  commandId?: string | undefined;
}

const streamOf = (id: number) => `crew-change-${id}`;
const cid = (c: Caller) => c.commandId ?? crypto.randomUUID();

export function onCrewChange(services: Services, caller: Caller, crewChangeId: number, command: CrewChangeCommand, baseVersion?: number): Promise<CommandResult> {
  return services.commands.handle(crewChangeDecider, { streamId: streamOf(crewChangeId), command, commandId: cid(caller), metadata: caller.metadata, baseVersion });
}

/** One command for many crew changes: every one gets the edit or none does (001 §4 batch edit). */
export function onCrewChanges(services: Services, caller: Caller, items: Array<{ crewChangeId: number; command: CrewChangeCommand }>): Promise<CommandResult[]> {
  return services.commands.handleMany(
    items.map((i) => ({ decider: crewChangeDecider, streamId: streamOf(i.crewChangeId), command: i.command })),
    { commandId: cid(caller), metadata: caller.metadata },
  );
}

export async function planCrewChange(
  services: Services,
  caller: Caller,
  input: { vesselId: number; rankId: number; offSignerCrewId?: number | null | undefined; relieverCrewIds: number[] },
): Promise<{ crewChangeId: number }> {
  const vessel = await services.db.selectFrom('vessels').select(['id', 'fleet_id']).where('id', '=', input.vesselId).executeTakeFirst();
  if (!vessel) throw ValidationError.field('vesselId', 'Unknown vessel');
  if (input.offSignerCrewId) {
    const off = await services.db.selectFrom('crews').select('onboard_vessel_id').where('id', '=', input.offSignerCrewId).executeTakeFirst();
    if (off?.onboard_vessel_id !== input.vesselId) throw ValidationError.field('offSignerCrewId', 'The off-signer must be onboard this vessel');
  }
  const crewChangeId = await nextId(services, 'crew_change');
  const r = await onCrewChange(services, caller, crewChangeId, {
    type: 'PlanCrewChange',
    data: {
      crewChangeId,
      vesselId: input.vesselId,
      fleetId: vessel.fleet_id,
      rankId: input.rankId,
      offSignerCrewId: input.offSignerCrewId ?? null,
      relieverCrewIds: input.relieverCrewIds,
      at: services.clock().toISOString(),
    },
  });
  return { crewChangeId: Number(r.streamId.slice('crew-change-'.length)) };
}

async function vesselOf(services: Services, crewChangeIds: number[]) {
  const rows = await services.db.selectFrom('crew_change_board').select(['id', 'vessel_id', 'batch_id']).where('id', 'in', crewChangeIds).execute();
  if (rows.length !== new Set(crewChangeIds).size) throw new NotFoundError('Crew change not found');
  return rows;
}

/** Add New Disembarkation Batch: a new number on the vessel and its members, in one transaction. */
export async function addDisembarkBatch(services: Services, caller: Caller, input: { vesselId: number; crewChangeIds: number[] }) {
  await vesselOf(services, input.crewChangeIds);
  const count = await services.db.selectFrom('disembark_batches').select((eb) => eb.fn.countAll<string>().as('n')).where('vessel_id', '=', input.vesselId).executeTakeFirst();
  const batchNumber = Number(count?.n ?? 0) + 1;
  const batchId = await nextId(services, 'disembark_batch');
  const at = services.clock().toISOString();
  await services.commands.handleMany(
    [
      {
        decider: vesselBatchesDecider,
        streamId: `vessel-batches-${input.vesselId}`,
        command: { type: 'OpenDisembarkBatch', data: { batchId, vesselId: input.vesselId, batchNumber, at } } as VesselBatchesCommand,
      },
      ...input.crewChangeIds.map((id) => ({
        decider: crewChangeDecider,
        streamId: streamOf(id),
        command: { type: 'AssignDisembarkBatch', data: { vesselId: input.vesselId, batchId, batchNumber, at } } as CrewChangeCommand,
      })),
    ],
    { commandId: cid(caller), metadata: caller.metadata },
  );
  return { batchId, batchNumber };
}

/** Update Disembarkation Batch: members re-selected; those left out leave the batch. */
export async function updateDisembarkBatch(services: Services, caller: Caller, input: { vesselId: number; batchId: number; crewChangeIds: number[] }) {
  const batch = await services.db.selectFrom('disembark_batches').selectAll().where('id', '=', input.batchId).executeTakeFirst();
  if (!batch || batch.vessel_id !== input.vesselId) throw new NotFoundError('Batch not found');
  await vesselOf(services, input.crewChangeIds);
  const current = await services.db.selectFrom('crew_change_board').select('id').where('batch_id', '=', input.batchId).execute();
  const keep = new Set(input.crewChangeIds);
  const at = services.clock().toISOString();
  const items = [
    ...input.crewChangeIds.map((id) => ({ crewChangeId: id, command: { type: 'AssignDisembarkBatch', data: { vesselId: input.vesselId, batchId: batch.id, batchNumber: batch.batch_number, at } } as CrewChangeCommand })),
    ...current
      .filter((c) => !keep.has(c.id))
      .map((c) => ({ crewChangeId: c.id, command: { type: 'AssignDisembarkBatch', data: { vesselId: input.vesselId, batchId: null, batchNumber: null, at } } as CrewChangeCommand })),
  ];
  await onCrewChanges(services, caller, items);
  return { batchId: batch.id, batchNumber: batch.batch_number };
}
