import { beforeAll, describe, expect, it } from 'vitest';
import { type AddCrewInput } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { callerFor, handleCrew, callerAs } from '../testing/actors.js';
import { newFleet, newRank, newVessel } from '../testing/master-data.js';

// Issue 8: the crew master list and Add Crew's possible-duplicate warning, set up through commands.
const my = useTestServices({ startWorkers: false });
let crewingOfficer: Awaited<ReturnType<typeof callerFor>>;
let master2: number;
let bosun: number;
let vessel: number;
const at = () => my.services.clock().toISOString();

/** A crew added as the crewing officer does it, and signed on a vessel when given one. */
async function added(
  profile: Partial<AddCrewInput> & { lastName: string },
  onboard?: { vesselId: number; embarkDate: string },
) {
  const { id } = await crewingOfficer.crew.add({
    applicantNo: `A${Math.random().toString(36).slice(2, 9)}`,
    firstName: 'JUAN',
    birthdate: '1990-01-01',
    rankId: bosun,
    ...profile,
  });
  if (onboard) {
    const command = { type: 'SignOnCrew' as const, data: { crewId: id, rankId: bosun, ...onboard, at: at() } };
    await handleCrew(my.services, id, command);
  }
  return id;
}

beforeAll(async () => {
  crewingOfficer = await callerAs(my.services, 'crewingOfficer');
  const fleet = await newFleet(my.services, 'BULK TEST');
  master2 = await newRank(my.services, 'MASTER', 'MSTR', 1, 1);
  bosun = await newRank(my.services, 'BOSUN', 'BSN', 3, 2);
  vessel = await newVessel(my.services, fleet, 'MV LIST TEST', 'LT1');
});

describe('crew.list', () => {
  it('finds crews by a case-insensitive prefix of the last name, newest embark date first, then name', async () => {
    const older = await added(
      { lastName: 'MAGSAYSAY', firstName: 'BEN' },
      { vesselId: vessel, embarkDate: '2026-01-15' },
    );
    const newer = await added(
      { lastName: 'MAGALONA', firstName: 'ANA' },
      { vesselId: vessel, embarkDate: '2026-05-15' },
    );
    const standby = await added({ lastName: 'MAGBANUA', firstName: 'CARLO' });
    await added({ lastName: 'SMAGA' }); // contains 'MAG' but does not start with it
    await my.settled();
    const r = await crewingOfficer.crew.list({ search: 'mag' });
    expect(r.items.map((c) => c.id)).toEqual([newer, older, standby]);
    expect(r.items[0]).toMatchObject({
      name: 'MAGALONA, ANA',
      rank: 'BSN',
      vessel: 'MV LIST TEST',
      embarkDate: '2026-05-15',
      status: 1,
    });
    expect(r.items[2]).toMatchObject({ vessel: 'STANDBY', embarkDate: null });
    // A '%' typed by the user is a character, not a pattern.
    expect((await crewingOfficer.crew.list({ search: '%AG' })).total).toBe(0);
  });

  it('searches the applicant no., crew code and IPN too', async () => {
    const id = await added({ lastName: 'REYES', applicantNo: 'APP-77001', crewCode: 'CC-77001', ipn: 'IPN-77001' });
    await my.settled();
    for (const search of ['app-770', 'CC-770', 'ipn-77'])
      expect((await crewingOfficer.crew.list({ search })).items.map((c) => c.id)).toEqual([id]);
  });

  it('lists active crews by default (002 §9), inactive ones on request', async () => {
    const active = await added({ lastName: 'QUINTO' });
    const inactive = await added({ lastName: 'QUINTOS', status: 0 });
    await my.settled();
    expect((await crewingOfficer.crew.list({ search: 'QUINTO' })).items.map((c) => c.id)).toEqual([active]);
    expect((await crewingOfficer.crew.list({ search: 'QUINTO', status: 0 })).items.map((c) => c.id)).toEqual([
      inactive,
    ]);
    expect((await crewingOfficer.crew.list({ search: 'QUINTO', status: 'all' })).total).toBe(2);
  });

  it('filters by rank, rank type, onboard or standby, vessel and principal', async () => {
    const captain = await added(
      { lastName: 'FILTRO', rankId: master2, principalId: 7 },
      { vesselId: vessel, embarkDate: '2026-03-01' },
    );
    const rating = await added({ lastName: 'FILTRO', firstName: 'PEDRO' });
    await my.settled();
    const ids = async (f: Record<string, unknown>) =>
      (await crewingOfficer.crew.list({ search: 'FILTRO', ...f })).items.map((c) => c.id);
    expect(await ids({ rankId: master2 })).toEqual([captain]);
    expect(await ids({ rankTypeId: 3 })).toEqual([rating]);
    expect(await ids({ onboard: 'ONBOARD' })).toEqual([captain]);
    expect(await ids({ onboard: 'STANDBY' })).toEqual([rating]);
    expect(await ids({ vesselId: vessel })).toEqual([captain]);
    expect(await ids({ principalId: 7 })).toEqual([captain]);
  });

  it('pages with the total: 50 a page by default', async () => {
    for (let i = 0; i < 53; i++) await added({ lastName: `PAGINA${String(i).padStart(2, '0')}` });
    await my.settled();
    const first = await crewingOfficer.crew.list({ search: 'PAGINA' });
    expect(first).toMatchObject({ total: 53, page: 1, rowCount: 50, lastPage: 2 });
    expect(first.items).toHaveLength(50);
    const second = await crewingOfficer.crew.list({ search: 'PAGINA', page: 2 });
    expect(second.items.map((c) => c.name)).toEqual(['PAGINA50, JUAN', 'PAGINA51, JUAN', 'PAGINA52, JUAN']);
  });
});

describe('crew.possibleDuplicates', () => {
  it('names crews with the same last and first name and birthdate, or the same applicant no., crew code or IPN', async () => {
    const same = await added({
      lastName: 'DUPLICADO',
      firstName: 'JOSE',
      birthdate: '1985-06-30',
      applicantNo: 'APP-DUP-1',
      crewCode: 'CC-DUP-1',
      ipn: 'IPN-DUP-1',
      suffix: 'JR.',
    });
    await my.settled();
    const check = (input: Record<string, string>) =>
      crewingOfficer.crew.possibleDuplicates(input).then((r) => r.existingCrews.map((c) => c.id));
    expect(await check({ lastName: 'duplicado', firstName: 'jose', birthdate: '1985-06-30' })).toEqual([same]);
    expect(await check({ lastName: 'DUPLICADO', firstName: 'JOSE', birthdate: '1985-07-01' })).toEqual([]);
    expect(await check({ applicantNo: 'APP-DUP-1' })).toEqual([same]);
    expect(await check({ crewCode: 'cc-dup-1' })).toEqual([same]);
    expect(await check({ ipn: 'IPN-DUP-1' })).toEqual([same]);
    const [row] = (await crewingOfficer.crew.possibleDuplicates({ ipn: 'IPN-DUP-1' })).existingCrews;
    expect(row).toMatchObject({
      applicantno: 'APP-DUP-1',
      crewcode: 'CC-DUP-1',
      crewipn: 'IPN-DUP-1',
      last_name: 'DUPLICADO',
      first_name: 'JOSE',
      suffix: 'JR.',
      birthdate: '1985-06-30',
      rankName: 'BOSUN',
      rankCode: 'BSN',
    });
  });

  it('is a warning: the crew may still be added', async () => {
    await added({ lastName: 'GEMELO', applicantNo: 'APP-TWIN' });
    await expect(added({ lastName: 'GEMELO', applicantNo: 'APP-TWIN' })).resolves.toBeGreaterThan(0);
  });
});
