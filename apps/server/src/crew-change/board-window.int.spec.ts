import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  boardShownFrom,
  evolveCrewChange,
  initialCrewChangeState,
  type CrewChangeEvent,
  type CrewChangeState,
} from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';

// s47: the day a crew change's work ended (`finished_on`, 0082), worked out by PostgreSQL from the state the board's
// fold keeps: the live board shows a row until 30 days after it. The story spec checks the board day by day; here,
// each case of the rule on its own, the states made by the domain's own evolve.
const file = useTestServices();

const stamp = { byId: 1, byName: 'OPS', at: '2026-05-03T01:00:00.000Z' };
const at = stamp.at;
const planned = (offSignerCrewId: number | null, relievers: number[]): CrewChangeEvent[] => [
  {
    type: 'CrewChangePlanned',
    data: {
      crewChangeId: 1,
      vesselId: 1,
      fleetId: 1,
      rankId: 1,
      offSignerCrewId,
      relievers: relievers.map((crewId, i) => ({ crewId, primary: i === 0 })),
      at,
    },
  },
  ...relievers.slice(0, 1).map((crewId): CrewChangeEvent => ({
    type: 'EmbarkingOpened',
    data: { embarkingId: '1-1', crewId, replacement: false, at },
  })),
];
const dates: CrewChangeEvent[] = [
  {
    type: 'EmbarkingDetailsUpdated',
    data: { embarkingId: '1-1', changes: { embark_date: '2026-05-10' }, previous: {}, at },
  },
  {
    type: 'DisembarkingDetailsUpdated',
    data: { changes: { disembark_date: '2026-05-10', arrive_manila: '2026-05-12' }, previous: {}, at },
  },
];
const confirm = (side: 'embarking' | 'disembarking', field: string): CrewChangeEvent =>
  ({
    type: 'DateConfirmed',
    data: { side, field, embarkingId: side === 'embarking' ? '1-1' : null, ...stamp },
  }) as CrewChangeEvent;

async function finishedOn(events: CrewChangeEvent[]): Promise<string> {
  const state: CrewChangeState = events.reduce(evolveCrewChange, initialCrewChangeState());
  const { rows } = await sql<{
    d: string;
  }>`select crew_change_finished_on(${JSON.stringify(state)}::jsonb)::text as d`.execute(file.services.db);
  return rows[0]!.d;
}

describe("a crew change's finished day (the live board's window)", () => {
  it('is open until the reliever embarked and the off-signer is home, then the later of the two days', async () => {
    const base = [...planned(7, [8]), ...dates];
    expect(await finishedOn(base)).toBe('infinity');
    expect(await finishedOn([...base, confirm('embarking', 'embark_date')])).toBe('infinity');
    expect(await finishedOn([...base, confirm('disembarking', 'arrive_manila')])).toBe('infinity');
    const done = [...base, confirm('disembarking', 'arrive_manila'), confirm('embarking', 'embark_date')];
    expect(await finishedOn(done)).toBe('2026-05-12');
    // An undone confirmation opens it again.
    const undone: CrewChangeEvent = {
      type: 'DateConfirmationUndone',
      data: { side: 'embarking', field: 'embark_date', embarkingId: '1-1', ...stamp },
    } as CrewChangeEvent;
    expect(await finishedOn([...done, undone])).toBe('infinity');
  });

  it('a new rank (no off-signer) is done when its crew embarked; with no one lined up it stays open', async () => {
    expect(await finishedOn([...planned(null, [8]), dates[0]!, confirm('embarking', 'embark_date')])).toBe(
      '2026-05-10',
    );
    expect(await finishedOn(planned(null, []))).toBe('infinity');
  });

  it('an off-signer home with no reliever embarking is done on his arrival; a cancelled embarking counts as none', async () => {
    const home = [...planned(7, []), dates[1]!, confirm('disembarking', 'arrive_manila')];
    expect(await finishedOn(home)).toBe('2026-05-12');
    const cancelled: CrewChangeEvent = {
      type: 'EmbarkingCancelled',
      data: { embarkingId: '1-1', crewId: 8, ...stamp },
    };
    expect(await finishedOn([...planned(7, [8]), ...dates, cancelled, confirm('disembarking', 'arrive_manila')])).toBe(
      '2026-05-12',
    );
    // A replacement lined up after the cancellation opens it again until he embarks.
    const replacement: CrewChangeEvent = {
      type: 'EmbarkingOpened',
      data: { embarkingId: '1-2', crewId: 9, replacement: true, at },
    };
    expect(await finishedOn([...home, replacement])).toBe('infinity');
  });

  it('a cancelled rank is done on the latest of its cancellation and its dates', async () => {
    const cancel: CrewChangeEvent = { type: 'RankCancelled', data: stamp };
    expect(await finishedOn([...planned(7, [8]), cancel])).toBe('2026-05-03');
    expect(await finishedOn([...planned(7, [8]), ...dates, cancel])).toBe('2026-05-10');
    expect(await finishedOn([...planned(7, [8]), cancel, { type: 'RankRetrieved', data: stamp }])).toBe('infinity');
  });

  it('the board of a day shows what finished from 30 days before it', () => {
    expect(boardShownFrom('2026-05-31')).toBe('2026-05-01');
    expect(boardShownFrom('2026-03-01')).toBe('2026-01-30');
  });
});
