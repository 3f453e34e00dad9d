import { beforeAll, describe, expect, it } from 'vitest';
import { type CrewCommand } from '@crewing/domain';
import { useTestServices } from '../../testing/test-file.js';
import { addCrew, type Caller, callerAs, codeOf, newMasterRecord, handleCrew } from '../../testing/actors.js';
import { PROFILE_NOT_SET } from '../../company-profile/query.js';
import { newFleet, newRank, newVessel } from '../../testing/master-data.js';

// Issue 8 §5: the crew's in-house sea service and the experience totals, set up through commands.
// "Today" is pinned (15 Jun 2026 in Manila) so an onboard contract's months are known.
const my = useTestServices({ startWorkers: false, clock: () => NOW });
let crewingOfficer: Caller;
let ab: number;
let bosun: number;
let bulker: number;
let passenger: number;
let finished: number;
const NOW = new Date('2026-06-15T04:00:00.000Z');

const handle = (crewId: number, command: CrewCommand) => handleCrew(my.services, crewId, command);
const signOn = (crewId: number, vesselId: number, rankId: number, embarkDate: string) =>
  handle(crewId, { type: 'SignOnCrew', data: { crewId, vesselId, rankId, embarkDate, at: NOW.toISOString() } });
const signOff = (crewId: number, disembarkDate: string, contractReasonId?: number) =>
  handle(crewId, {
    type: 'SignOffCrew',
    data: { crewId, disembarkDate, ...(contractReasonId ? { contractReasonId } : {}), at: NOW.toISOString() },
  });

/** A crew added as the crewing officer does it; his current rank is `rankId`. */
const added = (lastName: string, rankId: number) => addCrew(crewingOfficer, { lastName, rankId });

beforeAll(async () => {
  crewingOfficer = await callerAs(my.services, 'crewingOfficer');
  const fleet = await newFleet(my.services, 'BULK EXPERIENCE');
  ab = await newRank(my.services, 'ABLE SEAMAN', 'AB', 3, 5);
  bosun = await newRank(my.services, 'BOSUN', 'BSN', 3, 4);
  bulker = await newVessel(my.services, fleet, 'MV GOLDEN BULK', 'GB1', { grossTon: 43500 });
  passenger = await newMasterRecord(my.services, 'vessel', 'vessel', {
    name: 'MV SEA PRINCESS',
    code: 'SP1',
    fleetId: fleet,
    vesselTypeId: 1,
  });
  finished = await newMasterRecord(my.services, 'contract-reason', 'contract_reason', {
    code: 'FC',
    name: 'FINISHED CONTRACT',
  });
  await my.settled();
});

describe('crew.experience', () => {
  it('keeps one row per contract with us, newest embark first, and totals in-house with outside months', async () => {
    const crew = await added('MARINO', bosun);
    await signOn(crew, bulker, ab, '2025-01-10');
    await signOff(crew, '2025-10-10', finished); // 9 months as AB
    await signOn(crew, passenger, bosun, '2026-03-15'); // onboard: 3 months till today
    const other = await added('OTRO', ab); // another crew's contracts stay his own
    await signOn(other, bulker, ab, '2026-01-01');
    await crewingOfficer.crew.records.outsideExperience.add({
      crewId: crew,
      fields: {
        otherManning: 'OCEAN CREW INC.',
        rankId: ab,
        vesselName: 'MV OUTSIDER',
        embarkDate: '2023-01-01',
        disembarkDate: '2023-07-01',
      },
    }); // 6 months as AB
    await crewingOfficer.crew.records.outsideExperience.add({
      crewId: crew,
      fields: {
        otherManning: 'OCEAN CREW INC.',
        otherRank: 'DECK CADET',
        vesselName: 'MV TRAINER',
        embarkDate: '2022-01-01',
        disembarkDate: '2022-03-01',
      },
    }); // 2 months in a typed rank: all ranks only
    await my.settled();

    const rows = await crewingOfficer.crew.experience.inHouse({ crewId: crew });
    expect(rows).toEqual([
      {
        id: 4,
        stintNo: 2,
        vesselId: passenger,
        arrivalDate: null,
        contractReasonId: null,
        company: PROFILE_NOT_SET,
        vesselName: 'MV SEA PRINCESS',
        rankId: bosun,
        rankName: 'BOSUN',
        rankAlias: 'BSN',
        vesselGrosston: null,
        vesselEngine: null,
        vesselTypeName: 'PASSENGER / PCC',
        tradeRoute: null,
        embarkDate: '2026-03-15',
        disembarkDate: null,
        monthOnBoard: 3,
        contractReasonName: null,
        contractReasonCode: null,
        grade: null,
      },
      expect.objectContaining({
        vesselName: 'MV GOLDEN BULK',
        rankName: 'ABLE SEAMAN',
        rankAlias: 'AB',
        vesselGrosston: 43500,
        vesselTypeName: 'BULK',
        embarkDate: '2025-01-10',
        disembarkDate: '2025-10-10',
        monthOnBoard: 9,
        contractReasonName: 'FINISHED CONTRACT',
        contractReasonCode: 'FC',
      }),
    ]);

    expect(await crewingOfficer.crew.experience.totals({ crewId: crew })).toEqual({
      allRanks: 20,
      currentRank: { rankId: bosun, rankName: 'BOSUN', rankAlias: 'BSN', months: 3 },
      previousRank: { rankId: ab, rankName: 'ABLE SEAMAN', rankAlias: 'AB', months: 15 },
    });
    expect((await crewingOfficer.crew.experience.inHouse({ crewId: other })).map((r) => r.embarkDate)).toEqual([
      '2026-01-01',
    ]);
  });

  it('closes the contract without a reason when the sign-off carries none (events stored before it)', async () => {
    const crew = await added('SINRAZON', ab);
    await signOn(crew, bulker, ab, '2024-02-01');
    await signOff(crew, '2024-05-16');
    await my.settled();
    const [row] = await crewingOfficer.crew.experience.inHouse({ crewId: crew });
    expect(row).toMatchObject({
      disembarkDate: '2024-05-16',
      monthOnBoard: 3.5,
      contractReasonName: null,
      contractReasonCode: null,
    });
    expect(await crewingOfficer.crew.experience.totals({ crewId: crew })).toEqual({
      allRanks: 3.5,
      currentRank: { rankId: ab, rankName: 'ABLE SEAMAN', rankAlias: 'AB', months: 3.5 },
      previousRank: null,
    });
  });

  it('has no rows and zero months for a crew never signed on; an unknown crew is NOT_FOUND', async () => {
    const crew = await added('NUEVO', ab);
    await my.settled();
    expect(await crewingOfficer.crew.experience.inHouse({ crewId: crew })).toEqual([]);
    expect(await crewingOfficer.crew.experience.totals({ crewId: crew })).toMatchObject({
      allRanks: 0,
      currentRank: { months: 0 },
      previousRank: null,
    });
    expect(await codeOf(crewingOfficer.crew.experience.totals({ crewId: 999_999 }))).toBe('NOT_FOUND');
  });
});
