import { DomainError, ValidationError } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';
import type { Decider } from '../decider.js';
import { contractMonths } from './contracts.js';

/** The planned duration of a crew's current contract (002 §9 durations): `crew-contract-{crewId}`. */
export const crewContractStream = streamType('crew-contract');

export type CrewContractEvent = {
  type: 'ContractDurationSet';
  data: { crewId: number; vesselId: number; embarkDate: string; months: number; previous: number | null; at: string };
};

export type CrewContractCommand = {
  type: 'SetContractDuration';
  /** `onboard`: the fact the server read (where and since when he is onboard), null when standby. */
  data: { crewId: number; months: number; onboard: { vesselId: number; embarkDate: string } | null; at: string };
};

export interface CrewContractState {
  /** The duration set for each contract, by its vessel and embark date. */
  durations: Record<string, number>;
}

const keyOf = (vesselId: number, embarkDate: string) => `${vesselId}:${embarkDate}`;

// One event and one command so far: no switch to exhaust.
export function evolveCrewContract(s: CrewContractState, e: CrewContractEvent): CrewContractState {
  return { durations: { ...s.durations, [keyOf(e.data.vesselId, e.data.embarkDate)]: e.data.months } };
}

export function decideCrewContract(c: CrewContractCommand, s: CrewContractState): CrewContractEvent[] {
  {
    {
      const parsed = contractMonths.safeParse(c.data.months);
      if (!parsed.success) throw ValidationError.field('months', 'Choose 3, 6, 8, 9 or 12 months');
      if (!c.data.onboard)
        throw new DomainError('CONFLICT', 'This crew is not onboard: a contract duration is set for a crew onboard');
      const { vesselId, embarkDate } = c.data.onboard;
      const previous = s.durations[keyOf(vesselId, embarkDate)] ?? null;
      if (previous === c.data.months) return [];
      return [
        {
          type: 'ContractDurationSet',
          data: { crewId: c.data.crewId, vesselId, embarkDate, months: c.data.months, previous, at: c.data.at },
        },
      ];
    }
  }
}

export const crewContractDecider: Decider<CrewContractCommand, CrewContractEvent, CrewContractState> = {
  streamType: crewContractStream.type,
  initialState: () => ({ durations: {} }),
  evolve: evolveCrewContract,
  decide: decideCrewContract,
  commandFields: (c) => ({ months: c.data.months }),
  eventFields: (e) => ({ months: e.data.months }),
};
