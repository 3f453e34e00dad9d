import type { Actor } from '../auth/roles.js';
import { DEPT, POS } from '../auth/reference.js';
import type { CrewChangeCommand, CrewChangeEvent, Rotation } from '../crew-change/events.js';
import { person } from './person.js';

/**
 * The crew change unit tests' world: one instant, the demo roles of 001 §6 as personas, and crew
 * change 7 planned on vessel 3 (fleet 1, rank 2): crew 100 signs off, crew 200 relieves him.
 */
export const at = '2026-11-21T08:00:00.000Z';

const persona = (id: number, over: Partial<Actor>): Actor => person({ id, ...over });
export const ops = persona(1, { departmentId: DEPT.operations });
export const co = persona(2, { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] });
export const aib = persona(3, { departmentId: DEPT.bulk, positionIds: [POS.aib] });
export const dss = persona(4, { departmentId: DEPT.dss });
export const mgc = persona(5, { departmentId: DEPT.pcc, positionIds: [POS.mgc] });
/** A system administrator writes every field. */
export const admin = persona(6, { userTypeId: 1 });

/** Crew change 7: rank 2 on vessel 3 (fleet 1), crew 100 signing off. */
const rotation: Rotation = { crewChangeId: 7, vesselId: 3, fleetId: 1, rankId: 2, offSignerCrewId: 100 };

export const planned: CrewChangeEvent[] = [
  {
    type: 'CrewChangePlanned',
    data: {
      ...rotation,
      relievers: [{ crewId: 200, primary: true }],
      at,
    },
  },
  { type: 'EmbarkingOpened', data: { embarkingId: '7-1', crewId: 200, replacement: false, at } },
];

type Plan = Extract<CrewChangeCommand, { type: 'PlanCrewChange' }>['data'];
/** Planning crew change 7 as the board does it, with the facts the server gathered (all true). */
export const plan = (over: Partial<Plan> = {}): CrewChangeCommand => ({
  type: 'PlanCrewChange',
  data: {
    ...rotation,
    relieverCrewIds: [200],
    at,
    known: { vesselId: true, rankId: true },
    offSignerVesselId: 3,
    ...over,
  },
});
