import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewStream, DEPT, POS } from '@crewing/domain';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { callerFor, codeOf, makeUser, callerAs } from '../../testing/actors.js';
import { newRank } from '../../testing/master-data.js';

// 000 §7 updateKrbsCrewFile against a fake CMS (a local HTTP server): what it receives, what is recorded.
interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string;
  body: string;
}
let cms: Server;
let answer = { status: 200, body: '{"success":true,"message":"Crew file updated"}' };
const received: Received[] = [];
let services: TestServices;
let userId: number;
let officer: Awaited<ReturnType<typeof callerFor>>;
let crewId: number;
let noIpnCrewId: number;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });

beforeAll(async () => {
  cms = createServer(async (req, res) => {
    received.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'] ?? '',
      body: await bodyOf(req),
    });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const { port } = cms.address() as AddressInfo;
  services = await createTestServices({
    startWorkers: true,
    env: { CMS_URL: `http://127.0.0.1:${port}/api/updateKrbsCrewFile`, CMS_TOKEN: 'cms-secret' },
  });
  userId = (await makeUser(services, { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] })).id;
  officer = await callerFor(services, userId);
  const rank = await newRank(services, 'OILER', 'OLR', 3, 9);
  ({ id: crewId } = await officer.crew.add({
    applicantNo: 'APP-CMS1',
    crewCode: 'CMS-1',
    ipn: 'IPN-5501',
    lastName: 'SANTOS',
    firstName: 'PEDRO',
    birthdate: '1988-03-03',
    rankId: rank,
  }));
  ({ id: noIpnCrewId } = await officer.crew.add({
    applicantNo: 'APP-CMS2',
    lastName: 'NOIPN',
    firstName: 'ANA',
    birthdate: '1991-04-04',
    rankId: rank,
  }));
  await services.runner.catchUp(60_000);
}, 60_000);
afterAll(async () => {
  await services.dispose();
  await new Promise((resolve) => cms.close(resolve));
});

async function generated(id = crewId) {
  const { jobId } = await officer.crew.biodata.generate({ crewId: id, filters: {} });
  await services.jobs.waitFor(jobId);
  return jobId;
}
const uploads = async () =>
  (await services.store.readStream(crewStream.id(crewId)))
    .filter((e) => e.type === 'CrewBiodataSentToCms')
    .map((e) => e.data as Record<string, unknown>);

describe('crew.biodata.uploadToCms', () => {
  it('POSTs the generated PDF as multipart with document id 80, the IPN and the bearer token, and records it', async () => {
    const jobId = await generated();
    const commandId = crypto.randomUUID();
    expect(await officer.crew.biodata.uploadToCms({ crewId, jobId, commandId })).toEqual({
      status: 'SENT',
      httpStatus: 200,
      response: '{"success":true,"message":"Crew file updated"}',
    });
    expect(received).toHaveLength(1);
    const r = received[0]!;
    expect(r).toMatchObject({ path: '/api/updateKrbsCrewFile', authorization: 'Bearer cms-secret' });
    expect(r.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(r.body).toMatch(/name="documentId"\r\n\r\n80\r\n/);
    expect(r.body).toMatch(/name="crewIpn"\r\n\r\nIPN-5501\r\n/);
    expect(r.body).toMatch(/name="ipn"\r\n\r\nIPN-5501\r\n/);
    expect(r.body).toMatch(
      /name="crewFile"; filename="biodata_CMS-1_\d{4}-\d{2}-\d{2}\.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-/,
    );
    expect(await uploads()).toEqual([
      expect.objectContaining({ crewId, documentId: 80, ipn: 'IPN-5501', status: 'SENT', httpStatus: 200 }),
    ]);
    // The same command again (a double click, a retry): nothing is sent twice, the first answer comes back.
    expect(await officer.crew.biodata.uploadToCms({ crewId, jobId, commandId })).toMatchObject({
      status: 'SENT',
      httpStatus: 200,
    });
    expect(received).toHaveLength(1);
    expect(await uploads()).toHaveLength(1);
  }, 60_000);

  it('records a refusal or an unreachable CMS as FAILED with what it answered', async () => {
    const jobId = await generated();
    answer = { status: 500, body: '<h1>Internal error</h1>' };
    expect(await officer.crew.biodata.uploadToCms({ crewId, jobId })).toEqual({
      status: 'FAILED',
      httpStatus: 500,
      response: '<h1>Internal error</h1>',
    });
    // A port nobody listens on: a server bound and closed again.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = { ...services, env: { ...services.env, CMS_URL: `http://127.0.0.1:${port}/closed` } };
    const r = await (await callerFor(down, userId)).crew.biodata.uploadToCms({ crewId, jobId });
    expect(r).toMatchObject({
      status: 'FAILED',
      httpStatus: null,
      response: expect.stringMatching(/^The CMS could not be reached: ECONNREFUSED/),
    });
    expect((await uploads()).map((u) => u.status)).toEqual(['SENT', 'FAILED', 'FAILED']);
    answer = { status: 200, body: '{"success":true}' };
  }, 60_000);

  it('is refused without a CMS_URL, for a crew without an IPN, for a job of another crew or user', async () => {
    const jobId = await generated();
    const unconfigured = await callerFor({ ...services, env: { ...services.env, CMS_URL: undefined } }, userId);
    await expect(unconfigured.crew.biodata.uploadToCms({ crewId, jobId })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'CMS integration is not configured',
    });
    await expect(officer.crew.biodata.uploadToCms({ crewId: noIpnCrewId, jobId })).rejects.toMatchObject({
      cause: { fieldErrors: { ipn: [expect.stringMatching(/no IPN/)] } },
    });
    const other = await callerAs(services, 'crewingOfficer');
    expect(await codeOf(other.crew.biodata.uploadToCms({ crewId, jobId }))).toBe('NOT_FOUND');
    const aib = await callerFor(
      services,
      (await makeUser(services, { departmentId: DEPT.bulk, positionIds: [POS.aib] })).id,
    );
    expect(await codeOf(aib.crew.biodata.uploadToCms({ crewId, jobId }))).toBe('FORBIDDEN');
    const sheet = await officer.crew.biodata.sheet({ crewId, filters: {} });
    expect(sheet.cmsConfigured).toBe(true);
  }, 60_000);
});
