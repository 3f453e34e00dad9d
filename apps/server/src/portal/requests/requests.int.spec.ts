import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@crewing/domain';
import { useTestApp } from '../../testing/test-file.js';
import { addCrew, callerAs, codeOf, createMasterRecord, newMasterRecord, type Caller } from '../../testing/actors.js';
import { browserCaller, signedInSeafarer } from '../../testing/portal.js';
import { EMPTY_PDF, PNG_1X1 } from '../../testing/files.js';
import { SESSION_COOKIE } from '../../platform/auth/sessions.js';
import { currentDocuments } from '../../documents/current.js';

// Issue 29 §2: what a seafarer sends (a renewed document, a 201 correction) waits for DSS's review.
const file = useTestApp({ startWorkers: false });
const PASSWORD = 'Seafarer-Pass-1';
const ABLE_SEAMAN = { name: 'ABLE SEAMAN', alias: 'AB', rankTypeId: 3, sortOrder: 5 };
let dss: Caller;
let officer: Caller;
const crews = { a: 0, b: 0 };
const passports = { a: 0, b: 0 };
const jars: Record<'a' | 'b', { token: string | null }> = { a: { token: null }, b: { token: null } };

const seafarer = (who: 'a' | 'b') => browserCaller(file.services, jars[who]).caller;
/** In ten years, by the agency's calendar. */
const renewedExpiry = () => `${Number(todayIn(file.services.clock()).slice(0, 4)) + 10}-03-01`;
const issuedToday = () => todayIn(file.services.clock());

/** His phone's upload: the bytes through /files under his session, as the office uploads a scan. */
async function upload(who: 'a' | 'b', bytes: Buffer, name: string) {
  const res = await fetch(`${file.url}/files?kind=attachment`, {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': name,
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(jars[who].token!)}`,
    },
  });
  return { status: res.status, body: (await res.json()) as { id?: string; errors?: Record<string, string[]> } };
}

const eventsOf = (streamId: string) =>
  file.services.db
    .selectFrom('events')
    .select(['event_type as type', 'metadata', 'data'])
    .where('stream_id', '=', streamId)
    .orderBy('stream_version')
    .execute();

beforeAll(async () => {
  const { services } = file;
  [dss, officer] = [await callerAs(services, 'dss'), await callerAs(services, 'crewingOfficer')];
  const rankId = await newMasterRecord(services, 'rank', 'rank', ABLE_SEAMAN);
  crews.a = await addCrew(officer, { lastName: 'ALFA', rankId, email: 'alfa@sea.example' });
  crews.b = await addCrew(officer, { lastName: 'BRAVO', rankId, email: 'bravo@sea.example' });
  await createMasterRecord(services, 'document', 47, { name: 'PASSPORT', category: 'document', code: 'PASSPORT' });
  const records = (await callerAs(services, 'admin')).crew.records;
  const passport = { documentId: 47, issuedDate: '2016-08-07', issuedPlace: 'MANILA' };
  passports.a = (
    await records.crewDocument.add({
      crewId: crews.a,
      fields: { ...passport, number: 'PA-1', expiryDate: '2026-12-20' },
    })
  ).id;
  passports.b = (
    await records.crewDocument.add({
      crewId: crews.b,
      fields: { ...passport, number: 'PB-2', expiryDate: '2035-01-01' },
    })
  ).id;
  await file.settled();
  for (const who of ['a', 'b'] as const) {
    const email = who === 'a' ? 'alfa@sea.example' : 'bravo@sea.example';
    jars[who] = await signedInSeafarer(services, dss, { crewId: crews[who], email, password: PASSWORD });
  }
});

describe('a renewed document from the portal (issue 29 §2)', () => {
  let requestId = 0;
  let scan = '';

  it('his scan goes through /files with his session, sniffed and limited as the office uploads are', async () => {
    const png = await upload('a', PNG_1X1, 'passport.png');
    expect(png.status).toBe(201);
    scan = png.body.id!;
    const text = await upload('a', Buffer.from('not a scan at all'), 'passport.png');
    expect(text).toMatchObject({ status: 422, body: { errors: { file: [expect.stringMatching(/not allowed/)] } } });
    const big = await upload('a', Buffer.concat([EMPTY_PDF, Buffer.alloc(600_001)]), 'passport.pdf');
    expect(big).toMatchObject({ status: 413, body: { errors: { file: ['FILE TOO LARGE'] } } });
    // No session at all: refused before a byte is kept.
    const anonymous = await fetch(`${file.url}/files?kind=attachment`, {
      method: 'POST',
      body: new Uint8Array(PNG_1X1),
    });
    expect(anonymous.status).toBe(401);
  });

  it('lands pending with his device and IP; the 201 file is unchanged until DSS approves', async () => {
    const sent = await seafarer('a').portal.my.submitRenewal({
      recordId: passports.a,
      number: 'pa-9',
      issuedDate: issuedToday(),
      expiryDate: renewedExpiry(),
      fileId: scan,
    });
    expect(sent.crewId).toBe(crews.a);
    requestId = sent.requestId;
    const [event] = await eventsOf(`seafarer-request-${requestId}`);
    expect(event).toMatchObject({
      type: 'SeafarerDocumentSubmitted',
      data: { crewId: crews.a, recordId: passports.a, values: { number: 'PA-9' }, fileName: 'passport.png' },
      metadata: { userName: 'JUAN ALFA', device: 'MOBILE', ip: '10.9.8.7' },
    });
    const mine = await seafarer('a').portal.my.requests();
    expect(mine.items.map((r) => [r.id, r.status, r.label])).toEqual([[requestId, 'pending', 'PASSPORT']]);
    expect((await seafarer('b').portal.my.requests()).items).toEqual([]);
    const current = await currentDocuments(file.services.db, [crews.a]);
    expect(current.map((d) => [d.recordId, d.number])).toEqual([[passports.a, 'PA-1']]);
    const queue = await dss.portal.review.list({ status: 'pending' });
    expect(queue.map((r) => [r.id, r.lastName, r.fileId])).toEqual([[requestId, 'ALFA', scan]]);
  });

  it('refuses in our words: dates out of order, another crew\u2019s document, another\u2019s scan, no scan', async () => {
    const a = seafarer('a').portal.my;
    const base = { recordId: passports.a, expiryDate: '2020-01-01', issuedDate: '2021-01-01', fileId: scan };
    await expect(a.submitRenewal(base)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { fieldErrors: { expiryDate: ['The expiry date cannot be before the issue date'] } },
    });
    const good = { recordId: passports.a, issuedDate: issuedToday(), expiryDate: renewedExpiry(), fileId: scan };
    await expect(a.submitRenewal({ ...good, issuedDate: '2016-08-07' })).rejects.toMatchObject({
      cause: { fieldErrors: { issuedDate: [expect.stringMatching(/issued after the one on file/)] } },
    });
    expect(await codeOf(a.submitRenewal({ ...good, recordId: passports.b }))).toBe('NOT_FOUND');
    const bScan = (await upload('b', PNG_1X1, 'mine.png')).body.id!;
    await expect(a.submitRenewal({ ...good, fileId: bScan })).rejects.toMatchObject({
      cause: { fieldErrors: { file: ['Upload the scan again'] } },
    });
    await expect(a.submitRenewal({ ...good, fileId: undefined as unknown as string })).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ message: 'Attach a photo or PDF of the renewed document' })] },
    });
    // A seafarer never reaches the queue, and a refusal sends nothing to it.
    expect(await codeOf(seafarer('b').portal.review.approve({ requestId }))).toBe('UNAUTHORIZED');
    expect(await dss.portal.review.list({ status: 'pending' })).toHaveLength(1);
  });

  it('DSS approves: the current version on his 201 file, with his scan, sourced to his request', async () => {
    await dss.portal.review.approve({ requestId });
    await file.settled();
    const current = await currentDocuments(file.services.db, [crews.a]);
    expect(current.map((d) => [d.number, d.issuedDate, d.expiryDate, d.fileId])).toEqual([
      ['PA-9', issuedToday(), renewedExpiry(), scan],
    ]);
    expect(current[0]!.fields).toMatchObject({ documentId: 47, issuedPlace: 'MANILA' });
    const list = await officer.crew.records.crewDocument.list({ crewId: crews.a });
    expect(list.items.map((r) => [r.fields.number, r.versions])).toEqual([['PA-9', 2]]);
    const added = (await eventsOf(`crew-${crews.a}`)).at(-1)!;
    expect(added).toMatchObject({
      type: 'CrewRecordAdded',
      metadata: { userName: expect.stringMatching(/./), source: 'seafarer', sourceRequestId: requestId },
    });
    expect((await eventsOf(`seafarer-request-${requestId}`)).map((e) => e.type)).toEqual([
      'SeafarerDocumentSubmitted',
      'SeafarerRequestApproved',
    ]);
    expect((await seafarer('a').portal.my.requests()).items[0]).toMatchObject({ status: 'approved' });
    // Decided once: a second approval or a late rejection is refused and writes nothing.
    await expect(dss.portal.review.approve({ requestId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This request was already approved',
    });
    expect(await codeOf(officer.portal.review.reject({ requestId, reason: 'late' }))).toBe('CONFLICT');
    expect(await dss.portal.review.list({ status: 'pending' })).toEqual([]);
  });

  it('DSS rejects with a reason he reads; nothing reaches the 201 file', async () => {
    const fileId = (await upload('b', PNG_1X1, 'blurred.png')).body.id!;
    const { requestId: id } = await seafarer('b').portal.my.submitRenewal({
      recordId: passports.b,
      issuedDate: issuedToday(),
      expiryDate: renewedExpiry(),
      fileId,
    });
    await expect(dss.portal.review.reject({ requestId: id, reason: '  ' })).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ message: 'Say why, so the seafarer can send it right' })] },
    });
    await officer.portal.review.reject({ requestId: id, reason: 'The photo is blurred: take it in daylight' });
    const mine = await seafarer('b').portal.my.requests();
    // Typed text is upper-cased on the way in (002 §5), as every reason of the office's.
    expect(mine.items[0]).toMatchObject({ status: 'rejected', reason: 'THE PHOTO IS BLURRED: TAKE IT IN DAYLIGHT' });
    const current = await currentDocuments(file.services.db, [crews.b]);
    expect(current.map((d) => d.number)).toEqual(['PB-2']);
  });
});

describe('a correction of his 201 profile (issue 29 §2 My profile)', () => {
  it('goes to the same queue; approval applies it through the crew\u2019s own edit, sourced to him', async () => {
    await expect(
      seafarer('b').portal.my.requestCorrection({ field: 'email', value: 'not an address' }),
    ).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ path: ['value'], message: 'Enter a valid email' })] },
    });
    const { requestId } = await seafarer('b').portal.my.requestCorrection({
      field: 'contactNumber',
      value: '0917 555 0101',
    });
    const queue = await dss.portal.review.list({ status: 'pending' });
    expect(queue.map((r) => [r.id, r.kind, r.label, r.value])).toEqual([
      [requestId, 'correction', 'Contact number', { text: '0917 555 0101' }],
    ]);
    await dss.portal.review.approve({ requestId });
    await file.settled();
    expect((await seafarer('b').portal.my.profile()).contactNumber).toBe('0917 555 0101');
    const last = (await eventsOf(`crew-${crews.b}`)).at(-1)!;
    expect(last).toMatchObject({
      type: 'CrewProfileUpdated',
      metadata: { source: 'seafarer', sourceRequestId: requestId },
    });
    const decided = await dss.portal.review.list({ status: 'decided' });
    expect(decided.map((r) => r.status)).toEqual(expect.arrayContaining(['approved', 'rejected']));
  });
});
