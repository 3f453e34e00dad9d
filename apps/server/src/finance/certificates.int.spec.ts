import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, POS, type CrewCommand } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { callerFor, codeOf, createMasterRecord, makeUser, handleCrew } from '../testing/actors.js';
import { nextId } from '../shared/ids.js';
import { readFile } from '../platform/files/store.js';
import { savePortrait } from '../crew/biodata/test-image.js';
import { newFleet, newRank, newVessel } from '../testing/master-data.js';

// Issue 15: the Certificate of Employment (coe grant) and crew ID cards rendered in Chromium.
// "Today" is pinned (22 Jun 2026 in Manila) so the certificate's date reads 22nd.
const NOW = new Date('2026-06-22T04:00:00.000Z');
let services: TestServices;
type Caller = Awaited<ReturnType<typeof callerFor>>;
let holder: Caller;
let officer: Caller;
let crewId: number;
const OUT = join(tmpdir(), 'finance-certificates');

const pdfText = async (fileId: string, name: string) => {
  const file = await readFile(services.db, fileId);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, name), file!.content);
  // Without spaces: the letter-spaced titles come out of pdftotext one letter at a time.
  return execFileSync('pdftotext', ['-layout', join(OUT, name), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
};
const squash = (s: string) => s.replace(/\s+/g, '');

beforeAll(async () => {
  services = await createTestServices({ startWorkers: true, clock: () => NOW });
  holder = await callerFor(services, (await makeUser(services, { departmentId: DEPT.finance, grants: ['coe'] })).id);
  const officerId = (await makeUser(services, { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] })).id;
  officer = await callerFor(services, officerId);
  const fleet = await newFleet(services, 'BULK COE');
  const vessel = await newVessel(services, fleet, 'MV CERTITUDE', 'CRT');
  const ab = await newRank(services, 'ABLE SEAMAN', 'AB', 3, 5);
  const fc = await createMasterRecord(services, 'contract-reason', await nextId(services, 'contract_reason'), {
    code: 'FC',
    name: 'FINISHED CONTRACT',
  });
  ({ id: crewId } = await officer.crew.add({
    applicantNo: 'APP-9001',
    crewCode: 'C-9001',
    lastName: 'BAUTISTA',
    firstName: 'RAMON',
    birthdate: '1988-08-08',
    rankId: ab,
  }));
  const photo = await savePortrait(services.db, officerId, 'ramon.png');
  await officer.crew.setPhoto({ crewId, fileId: photo.id });
  const handle = (command: CrewCommand) => handleCrew(services, crewId, command);
  await handle({
    type: 'SignOnCrew',
    data: { crewId, vesselId: vessel, rankId: ab, embarkDate: '2025-01-10', at: NOW.toISOString() },
  });
  await handle({
    type: 'SignOffCrew',
    data: { crewId, disembarkDate: '2025-10-10', contractReasonId: fc, at: NOW.toISOString() },
  });
  await services.runner.catchUp(60_000);
}, 120_000);
afterAll(() => services.dispose());

describe('Certificate of Employment', () => {
  it('prints his sea service from the events, the signatory and the ordinal date; only for coe grant holders', async () => {
    const preview = await holder.finance.coe.preview({ crewId });
    expect(preview.seaService).toEqual([
      expect.objectContaining({
        vesselName: 'MV CERTITUDE',
        rankName: 'ABLE SEAMAN',
        embarkDate: '2025-01-10',
        disembarkDate: '2025-10-10',
        months: 9,
      }),
    ]);
    const input = { crewId, signatoryName: 'Maria Santos', signatoryTitle: 'Crewing Manager', purpose: 'bank loan' };
    expect(await codeOf(officer.finance.coe.generate(input))).toBe('FORBIDDEN');
    const { jobId } = await holder.finance.coe.generate(input);
    await services.jobs.waitFor(jobId);
    const status = await holder.finance.coe.status({ jobId });
    expect(status).toMatchObject({ state: 'completed', fileName: 'coe_C-9001_2026-06-22.pdf' });
    const text = await pdfText(status.fileId!, 'coe.pdf');
    for (const words of [
      'CERTIFICATE OF EMPLOYMENT',
      'RAMON BAUTISTA',
      'MV CERTITUDE',
      'ABLE SEAMAN',
      '10 JAN 2025',
      '10 OCT 2025',
      'BANK LOAN',
      '22nd',
      'JUNE 2026',
      'MARIA SANTOS',
      'CREWING MANAGER',
    ]) {
      expect(text).toContain(squash(words));
    }
  }, 60_000);
});

describe('crew ID cards', () => {
  it('prints a card with his name, rank and crew code', async () => {
    const { jobId } = await officer.finance.idCards.generate({ crewIds: [crewId, crewId] });
    await services.jobs.waitFor(jobId);
    const status = await officer.finance.idCards.status({ jobId });
    expect(status).toMatchObject({ state: 'completed', fileName: 'crew-id-cards_2026-06-22.pdf' });
    const text = await pdfText(status.fileId!, 'id-cards.pdf');
    expect(text.match(/C-9001/g)).toHaveLength(2);
    for (const words of ['CREW IDENTIFICATION CARD', 'RAMON BAUTISTA', 'ABLE SEAMAN'])
      expect(text).toContain(squash(words));
    expect(await codeOf(officer.finance.idCards.generate({ crewIds: [999_999] }))).toBe('NOT_FOUND');
  }, 60_000);
});
