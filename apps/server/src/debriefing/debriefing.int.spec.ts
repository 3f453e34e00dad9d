import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { TestServices } from '../testing/test-services.js';
import dayjs from 'dayjs';
import { DEPT, POS, todayIn } from '@crewing/domain';
import { createTestServices } from '../testing/test-services.js';
import { callerFor, codeOf, makeUser, newMasterRecord, registeredCrew } from '../testing/actors.js';
import { HttpClient, startApp } from '../testing/http.js';
import { tinyPdf } from '../seed/tiny-pdf.js';
import type { App } from '../app.js';
import { rebuildProjection } from '@crewing/events';
import { debriefingsProjection } from './projection.js';
import { debriefingRemarksProjection } from './remarks.js';
import { readFile } from '../platform/files/store.js';
import { lineWith, pdfText } from '../testing/pdf.js';
import { newFleet, newRank, newVessel } from '../testing/master-data.js';
import { PNG_1X1 as PNG } from '../testing/files.js';

/** Issue 13: debriefing records with attachments and remarks, the debriefing form and top management. */
let services: TestServices;
let app: App;
let url: string;
const ids: Record<string, number> = {};
const clients: Record<string, HttpClient> = {};
let fleet: number;
let rank: number;
let vessel: number;
const at = () => services.clock().toISOString();
const day = (n: number) => dayjs(todayIn(services.clock(), services.env.TIME_ZONE)).add(n, 'day').format('YYYY-MM-DD');

async function crew(onboard?: number) {
  const onboardFrom = onboard ? { onboard: { vesselId: onboard, embarkDate: day(-200) } } : {};
  const crewId = await registeredCrew(services, { rankId: rank, at: at(), ...onboardFrom });
  await services.runner.catchUp(60_000);
  return crewId;
}

/** A crew change whose off-signer has come home: disembarked five days ago, in Manila three days ago. */
async function arrived() {
  const ops = await callerFor(services, ids.ops!);
  const offSignerCrewId = await crew(vessel);
  const { crewChangeId } = await ops.crewChange.plan({
    vesselId: vessel,
    rankId: rank,
    offSignerCrewId,
    relieverCrewIds: [await crew()],
  });
  await ops.crewChange.updateDisembarking({
    crewChangeId,
    changes: { disembark_date: day(-5), arrive_manila: day(-3) },
  });
  await services.runner.catchUp(60_000);
  return { crewId: offSignerCrewId, crewChangeId };
}

beforeAll(async () => {
  services = await createTestServices({ startWorkers: true });
  ({ app, url } = await startApp(services));
  fleet = await newFleet(services, 'TEST FLEET');
  rank = await newRank(services, 'MASTER', 'MSTR', 1, 1);
  vessel = await newVessel(services, fleet, 'MV DEBRIEF', 'DBR1');
  const profiles = {
    ops: { departmentId: DEPT.operations, positionIds: [POS.operationsManager] },
    crewing: { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] },
    management: { departmentId: DEPT.management, positionIds: [POS.generalManager] },
  };
  for (const [name, profile] of Object.entries(profiles)) {
    const u = await makeUser(services, profile);
    ids[name] = u.id;
    clients[name] = new HttpClient(url);
    await clients[name].mutation('auth.login', { username: u.username, password: u.password });
  }
});
afterAll(async () => {
  await app.close();
  await services.dispose();
});

const upload = (c: HttpClient, bytes: Buffer, name: string) =>
  c.raw('/files?kind=pdf', {
    method: 'POST',
    body: bytes,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  });
async function pdf(c: HttpClient, name: string): Promise<string> {
  const res = await upload(c, tinyPdf([name]), name);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const fieldErrors = async (call: Promise<unknown>) => {
  try {
    await call;
    return null;
  } catch (e) {
    return ((e as TRPCError).cause as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? null;
  }
};
/** The crews due for debriefing, as the crewing officer sees them. */
async function due() {
  return (await callerFor(services, ids.crewing!)).debriefing.due({});
}

describe('debriefing attachments', () => {
  it('takes PDFs only, sniffed from the bytes, up to 6,000,000 bytes', async () => {
    const png = await upload(clients.ops!, PNG, 'scan.pdf');
    expect(png.status).toBe(422);
    expect(await png.json()).toMatchObject({ errors: { file: [expect.any(String)] } });
    const big = await upload(clients.ops!, Buffer.concat([tinyPdf(['BIG']), Buffer.alloc(6_000_001)]), 'big.pdf');
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ errors: { file: ['FILE TOO LARGE'] } });
  });
});

describe('debriefing records', () => {
  it("adds a record with two PDFs, refuses another crew's experience and someone else's upload, moves the availability date", async () => {
    const [first, other] = [await arrived(), await arrived()];
    const ops = await callerFor(services, ids.ops!);
    const files = [await pdf(clients.ops!, 'FORM.pdf'), await pdf(clients.ops!, 'APPRAISAL.pdf')];
    const fields = {
      dateSubmitted: '2030-01-10',
      crewChangeId: other!.crewChangeId,
      review: true,
      availabilityDate: '2030-03-01',
      attachments: files.map((fileId) => ({ fileId })),
    };
    expect(await fieldErrors(ops.debriefing.records.add({ crewId: first!.crewId, fields }))).toEqual({
      crewChangeId: ['Unknown experience'],
    });
    const theirs = await pdf(clients.crewing!, 'THEIRS.pdf');
    expect(
      await fieldErrors(
        ops.debriefing.records.add({
          crewId: first!.crewId,
          fields: { ...fields, crewChangeId: first!.crewChangeId, attachments: [{ fileId: theirs }] },
        }),
      ),
    ).toEqual({
      attachments: ['Upload the file again'],
    });
    const { id } = await ops.debriefing.records.add({
      crewId: first!.crewId,
      fields: { ...fields, crewChangeId: first!.crewChangeId },
    });
    const list = await ops.debriefing.records.list({ crewId: first!.crewId });
    const row = list.items.find((r) => r.id === id)!;
    expect(row.fields).toMatchObject({ review: true, availabilityDate: '2030-03-01' });
    expect((row.fields.attachments as unknown[]).length).toBe(2);
    expect(row.labels.crewChangeId).toContain('MV DEBRIEF');
    // The crew's availability date follows his latest record (async crews read model).
    await services.runner.catchUp(30_000);
    const crew = await services.db
      .selectFrom('crews')
      .select('availability_date')
      .where('id', '=', first!.crewId)
      .executeTakeFirstOrThrow();
    expect(crew.availability_date).toBe('2030-03-01');
    // A crew reader downloads the attachments (the crew's files rule).
    expect((await clients.crewing!.raw(`/files/${files[0]}`)).status).toBe(200);
  }, 120_000);

  it("lets only operations and management edit and delete; remarks are the author's own", async () => {
    const third = await arrived();
    const ops = await callerFor(services, ids.ops!);
    const crewing = await callerFor(services, ids.crewing!);
    const crewId = third!.crewId;
    const { id } = await crewing.debriefing.records.add({
      crewId,
      fields: { dateSubmitted: '2030-02-01', crewChangeId: third!.crewChangeId, review: false },
    });
    expect(await codeOf(crewing.debriefing.records.update({ crewId, recordId: id, changes: { review: true } }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(ops.debriefing.records.update({ crewId, recordId: id, changes: { review: true } }))).toBe('OK');
    // Blank text never arrives (002 §5 normaliser): the required remarks are refused at the door.
    expect(await codeOf(ops.debriefing.remarks.add({ crewId, debriefingRecordId: id, remarks: '   ' }))).toBe(
      'BAD_REQUEST',
    );
    const { id: remarkId } = await ops.debriefing.remarks.add({
      crewId,
      debriefingRecordId: id,
      remarks: 'available in april',
    });
    expect(
      await codeOf(crewing.debriefing.remarks.update({ debriefingRecordId: id, remarkId, remarks: 'NOT MINE' })),
    ).toBe('FORBIDDEN');
    expect(await codeOf(crewing.debriefing.remarks.remove({ debriefingRecordId: id, remarkId }))).toBe('FORBIDDEN');
    await ops.debriefing.remarks.update({ debriefingRecordId: id, remarkId, remarks: 'available in may' });
    expect((await ops.debriefing.remarks.byCrew({ crewId })).filter((r) => r.debriefingRecordId === id)).toEqual([
      expect.objectContaining({ remarks: 'AVAILABLE IN MAY', createdById: ids.ops }),
    ]);
    expect(await codeOf(crewing.debriefing.records.remove({ crewId, recordId: id }))).toBe('FORBIDDEN');
    await ops.debriefing.records.remove({ crewId, recordId: id });
    expect((await ops.debriefing.remarks.byCrew({ crewId })).some((r) => r.debriefingRecordId === id)).toBe(false);
  }, 120_000);
});

describe('the debriefing form and top management', () => {
  it('a crewing officer debriefs, marks For Review and endorses; the general manager decides; the PDF prints', async () => {
    const target = await arrived();
    expect((await due()).map((r) => r.crewChangeId)).toContain(target.crewChangeId);
    const crewing = await callerFor(services, ids.crewing!);
    const ops = await callerFor(services, ids.ops!);
    const gm = await callerFor(services, ids.management!);
    expect(await codeOf(ops.debriefing.start({ crewChangeId: target.crewChangeId }))).toBe('FORBIDDEN');
    const { id } = await crewing.debriefing.start({ crewChangeId: target.crewChangeId });
    expect(await codeOf(crewing.debriefing.start({ crewChangeId: target.crewChangeId }))).toBe('CONFLICT');
    expect((await crewing.debriefing.due({})).some((r) => r.crewChangeId === target.crewChangeId)).toBe(false);
    const sections = Object.fromEntries(['3', '11', '7', '10'].map((k) => [k, { remarks: `section ${k}` }]));
    await crewing.debriefing.save({
      id,
      form: {
        forReview: true,
        sections,
        jis: { j8: { rating: 'GOOD' } },
        documents: { '18': { scanned: true, stored: true, cleared: true } },
      },
    });
    expect(await fieldErrors(crewing.debriefing.endorse({ id }))).toEqual({
      _form: ['For Review: write the remarks of COMPLAINTS AND GRIEVANCES'],
    });
    await crewing.debriefing.save({ id, form: { sections: { '8': { remarks: 'none' } } } });
    await crewing.debriefing.endorse({ id });
    expect((await crewing.debriefing.queue({ status: 'FOR REVIEW' })).items.some((r) => r.id === id)).toBe(true);
    expect(await codeOf(ops.debriefing.topManagement.list({}))).toBe('FORBIDDEN');
    const listed = (await gm.debriefing.topManagement.list({ perPage: 100 })).items.find((r) => r.id === id)!;
    expect(listed.sections.map((s) => [s.id, s.remarks])).toEqual([
      [3, 'SECTION 3'],
      [11, 'SECTION 11'],
      [7, 'SECTION 7'],
      [10, 'SECTION 10'],
      [8, 'NONE'],
    ]);
    await gm.debriefing.topManagement.decide({ id, decision: { decision: 'FOR RE-HIRE', remarks: 'good report' } });
    expect((await crewing.debriefing.get({ id })).status).toBe('REVIEWED');
    const { jobId } = await crewing.debriefing.print.start({ id });
    const result = (await services.jobs.waitFor(jobId, 60_000)) as { fileId: string };
    const file = await clients.crewing!.raw(`/files/${result.fileId}`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);
});

describe('issue 25: the printed debriefing and its training endorsements', () => {
  it('endorses training courses (not school degrees); the PDF header says FOR REVIEW once', async () => {
    const target = await arrived();
    const crewing = await callerFor(services, ids.crewing!);
    const pscrb = await newMasterRecord(services, 'training', 'key_item', {
      name: 'PROFICIENCY IN SURVIVAL CRAFT AND RESCUE BOATS',
      code: 'PSCRB',
    });
    const bsmt = await newMasterRecord(services, 'course', 'key_item', {
      name: 'BS MARINE TRANSPORTATION',
      code: 'BSMT',
    });
    await services.runner.catchUp(60_000);
    const { id } = await crewing.debriefing.start({ crewChangeId: target.crewChangeId });
    await crewing.debriefing.save({ id, form: { forReview: true, sections: { '3': { remarks: 'no incidents' } } } });
    expect(await fieldErrors(crewing.debriefing.addTraining({ id, training: { courseId: bsmt } }))).toEqual({
      courseId: ['Unknown course'],
    });
    await crewing.debriefing.addTraining({ id, training: { courseId: pscrb, remarks: 'refresher due' } });
    expect((await crewing.debriefing.get({ id })).trainings.map((t) => [t.courseName, t.status])).toEqual([
      ['PROFICIENCY IN SURVIVAL CRAFT AND RESCUE BOATS', 'ENDORSED'],
    ]);
    const { jobId } = await crewing.debriefing.print.start({ id });
    const result = (await services.jobs.waitFor(jobId, 60_000)) as { fileId: string };
    const text = pdfText((await readFile(services.db, result.fileId))!.content, 'debriefing');
    expect(lineWith(text, 'Printed')).toMatch(/Printed .* · Status FOR REVIEW$/);
    expect(text.match(/FOR REVIEW/g)).toHaveLength(1);
    expect(lineWith(text, 'For Review')).toMatch(/For Review\s+YES/);
    expect(lineWith(text, 'PROFICIENCY IN SURVIVAL CRAFT')).toMatch(
      /PROFICIENCY IN SURVIVAL CRAFT AND RESCUE BOATS\s+REFRESHER DUE\s+ENDORSED/,
    );
  }, 120_000);
});

describe('replay', () => {
  it('rebuilding the debriefing read models from the events gives the live ones', async () => {
    // Runs after the tests above: remarks added, updated and deleted, debriefings started, saved, endorsed, decided.
    const dump = async () => ({
      remarks: (await services.db.selectFrom('debriefing_remarks').selectAll().orderBy('id').execute()).map((r) =>
        JSON.stringify(r),
      ),
      debriefings: (await services.db.selectFrom('debriefings').selectAll().orderBy('id').execute()).map((r) =>
        JSON.stringify(r),
      ),
    });
    const live = await dump();
    expect(live.debriefings.length).toBeGreaterThan(0);
    for (const p of [debriefingRemarksProjection, debriefingsProjection])
      expect((await rebuildProjection(services.store, p)).events, p.name).toBeGreaterThan(0);
    expect(await dump()).toEqual(live);
  });
});

describe('a debriefing stays within its crew change fleet (001 §2.1)', () => {
  it('a crewing officer bound to another fleet reads, edits and prints none of it; his own fleet is open', async () => {
    const target = await arrived();
    const crewing = await callerFor(services, ids.crewing!);
    const { id } = await crewing.debriefing.start({ crewChangeId: target.crewChangeId });
    const passenger = await newFleet(services, 'PASSENGER FLEET', 1);
    const bound = await makeUser(services, {
      departmentId: DEPT.bulk,
      positionIds: [POS.crewingOfficer],
      fleetId: passenger,
      vesselTypeId: 1,
    });
    const other = await callerFor(services, bound.id);
    expect(await codeOf(other.debriefing.get({ id }))).toBe('NOT_FOUND');
    expect(await codeOf(other.debriefing.save({ id, form: { forReview: true } }))).toBe('NOT_FOUND');
    expect(await codeOf(other.debriefing.endorse({ id }))).toBe('NOT_FOUND');
    expect(await codeOf(other.debriefing.print.start({ id }))).toBe('NOT_FOUND');
    expect(await codeOf(other.debriefing.start({ crewChangeId: (await arrived()).crewChangeId }))).toBe('NOT_FOUND');
    expect((await crewing.debriefing.get({ id })).id).toBe(id);
  }, 120_000);
});
