import {
  decideCrew,
  evolveCrew,
  initialCrewState,
  type CrewCommand,
  type CrewEvent,
  type CrewState,
} from '../crew/decider.js';
import type { CrewIdentityInput } from '../crew/schemas.js';

/** A crew's state just after his registration with the identity fields a test needs. */
export const registeredCrew = (crewId: number, profile: Partial<CrewIdentityInput>, at: string): CrewState =>
  evolveCrew(initialCrewState(), {
    type: 'CrewRegistered',
    data: { crewId, profile: profile as CrewIdentityInput, at },
  });

/** The crew's commands decided in turn, each on the state the previous one left: the events and the state after. */
export function runCrew(commands: CrewCommand[], state: CrewState): { state: CrewState; events: CrewEvent[] } {
  const events: CrewEvent[] = [];
  for (const c of commands) {
    const out = decideCrew(c, state);
    events.push(...out);
    state = out.reduce(evolveCrew, state);
  }
  return { state, events };
}
