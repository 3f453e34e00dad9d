import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { at, planned } from '../testing/crew-change.js';
import { crewChangeDecider } from './decider.js';
import type { CrewChangeEvent } from './events.js';
import { linedUpCrewIds } from './state.js';

const lined = (events: CrewChangeEvent[]) => linedUpCrewIds(given(crewChangeDecider, events).state);
const planning = planned[0]!;
const twoRelievers: CrewChangeEvent = {
  type: 'CrewChangePlanned',
  data: {
    ...(planning.data as Extract<CrewChangeEvent, { type: 'CrewChangePlanned' }>['data']),
    relievers: [
      { crewId: 200, primary: true },
      { crewId: 300, primary: false },
    ],
  },
};

describe('the crews a crew change has lined up (002 §7 line-up)', () => {
  it('are its relievers while no embarking is open', () => {
    expect(lined([twoRelievers])).toEqual([200, 300]);
  });

  const opened: CrewChangeEvent = {
    type: 'EmbarkingOpened',
    data: { embarkingId: '7-1', crewId: 300, replacement: false, at },
  };

  it('are the active embarking crew alone once one is open', () => {
    expect(lined([twoRelievers, opened])).toEqual([300]);
  });

  it('are the relievers again once that embarking is cancelled', () => {
    const cancelled: CrewChangeEvent = {
      type: 'EmbarkingCancelled',
      data: { embarkingId: '7-1', crewId: 300, byId: 1, byName: 'OSCAR OPS', at },
    };
    expect(lined([twoRelievers, opened, cancelled])).toEqual([200, 300]);
  });
});
