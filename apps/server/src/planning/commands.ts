import { crewContractDecider, crewContractStream, crewStream, type CrewEvent } from '@crewing/domain';
import type { Services } from '../services.js';
import { cid, type Caller } from '../crew-change/commands.js';

/**
 * Where the crew is onboard and since when, read from his own stream just before (the fact the
 * contract decider checks): the last sign-on not followed by a sign-off.
 */
async function onboardFact(services: Services, crewId: number): Promise<{ vesselId: number; embarkDate: string } | null> {
  const events = await services.store.readStream(crewStream.id(crewId));
  let on: { vesselId: number; embarkDate: string } | null = null;
  for (const stored of events) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    if (e.type === 'CrewSignedOn') on = { vesselId: e.data.vesselId, embarkDate: e.data.embarkDate };
    if (e.type === 'CrewSignedOff') on = null;
  }
  return on;
}

/** Sets the contract duration of the crew's current contract (002 §9: 3, 6, 8, 9 or 12 months). */
export async function setContractDuration(services: Services, caller: Caller, input: { crewId: number; months: number }) {
  const onboard = await onboardFact(services, input.crewId);
  const r = await services.commands.handle(crewContractDecider, {
    streamId: crewContractStream.id(input.crewId),
    command: { type: 'SetContractDuration', data: { crewId: input.crewId, months: input.months, onboard, at: services.clock().toISOString() } },
    commandId: cid(caller),
    metadata: caller.metadata,
  });
  return { version: r.version };
}
