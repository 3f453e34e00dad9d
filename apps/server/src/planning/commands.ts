import { crewContractDecider, crewContractStream, crewDecider, crewStream, openStint } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import { stateOf, type Caller } from '../crew-change/commands.js';
import { streamCommands } from '../platform/stream-commands.js';

const contracts = streamCommands(crewContractDecider, crewContractStream);

/**
 * Where the crew is onboard and since when, read from his own stream just before (the fact the
 * contract decider checks): his open contract (crew/lifecycle.ts, corrections included).
 */
async function onboardFact(
  services: Services,
  crewId: number,
): Promise<{ vesselId: number; embarkDate: string } | null> {
  const state = await stateOf(services, crewDecider, crewStream.id(crewId));
  const open = openStint(state.stints);
  return open ? { vesselId: open.vesselId, embarkDate: open.embarkDate } : null;
}

/** Sets the contract duration of the crew's current contract (002 §9: 3, 6, 8, 9 or 12 months). */
export async function setContractDuration(
  services: Services,
  caller: Caller,
  input: { crewId: number; months: number },
) {
  const onboard = await onboardFact(services, input.crewId);
  const data = { crewId: input.crewId, months: input.months, onboard, at: services.clock().toISOString() };
  const r = await contracts.handle(services, input.crewId, { type: 'SetContractDuration', data }, caller);
  return { version: r.version };
}
