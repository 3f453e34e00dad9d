import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEPT, POS } from '@crewing/domain';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { callerFor, createMasterRecord, makeUser, handleCrew } from '../../testing/actors.js';
import { nextId } from '../../shared/ids.js';
import { newRank, newVessel } from '../../testing/master-data.js';

// Issue 9 §6: given a clock, which alerts fire, to whom, and none twice.
let services: TestServices;
let now = new Date('2026-06-01T02:00:00Z');
let officerId: number;
let dssId: number;
let dss2Id: number;
let onboard: number;
let standby: number;
const PAYLOAD = { leadDays: [90, 60, 30], contractMonths: 9 };

const run = async () =>
  (await services.jobs.waitFor(await services.jobs.enqueue('document-expiry-alerts', PAYLOAD), 30_000)) as {
    raised: number;
  };
/** The notification rows a user is among the audience of. */
const notes = (userId: number) =>
  services.db
    .selectFrom('notifications as n')
    .innerJoin('notification_audiences as a', 'a.id', 'n.audience_id')
    .select(['n.title', 'n.alert_key'])
    .where(sql<boolean>`a.members @> array[${userId}]::int[]`)
    .orderBy('n.id')
    .execute();

beforeAll(async () => {
  services = await createTestServices({ startWorkers: true, clock: () => now });
  officerId = (await makeUser(services, { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] })).id;
  dssId = (await makeUser(services, { departmentId: DEPT.dss })).id;
  dss2Id = (await makeUser(services, { departmentId: DEPT.dss })).id;
  const officer = await callerFor(services, officerId);
  const fleet = await createMasterRecord(services, 'fleet', await nextId(services, 'fleet'), {
    name: 'BULK 1',
    vesselTypeId: 2,
    officerUserId: officerId,
  });
  const vessel = await newVessel(services, fleet, 'MV ALERT', 'VAL');
  const rankId = await newRank(services, 'CHIEF OFFICER', 'C/O', 1, 1);
  await createMasterRecord(services, 'document', 47, { name: 'PASSPORT', category: 'document', code: 'PASSPORT' });
  await createMasterRecord(services, 'document', 10, { name: 'COC', category: 'certificate', code: 'COC' });
  const peme = await createMasterRecord(services, 'medical', await nextId(services, 'key_item'), { name: 'PEME' });
  ({ id: onboard } = await officer.crew.add({
    applicantNo: 'A-ALERT-1',
    lastName: 'ONBOARD',
    firstName: 'ONE',
    birthdate: '1980-01-01',
    rankId,
  }));
  ({ id: standby } = await officer.crew.add({
    applicantNo: 'A-ALERT-2',
    lastName: 'STANDBY',
    firstName: 'TWO',
    birthdate: '1981-01-01',
    rankId,
  }));
  await handleCrew(services, onboard, {
    type: 'SignOnCrew',
    data: { crewId: onboard, vesselId: vessel, rankId, embarkDate: '2026-05-01', at: now.toISOString() },
  });
  await services.runner.catchUp(30_000);
  await officer.crew.records.crewDocument.add({
    crewId: onboard,
    fields: { documentId: 47, issuedDate: '2016-06-20', expiryDate: '2026-06-20' },
  });
  await officer.crew.records.crewCertificate.add({
    crewId: onboard,
    fields: { documentId: 10, certificateType: '3', issuedDate: '2021-12-15', expiryDate: '2026-12-15' },
  });
  await officer.crew.records.crewMedical.add({
    crewId: onboard,
    fields: { medicalId: peme, examDate: '2025-05-01', expiryDate: '2026-05-01', result: 'FIT' },
  });
  await officer.crew.records.crewMedical.add({
    crewId: standby,
    fields: { medicalId: peme, examDate: '2025-08-15', expiryDate: '2026-08-15', result: 'FIT' },
  });
  await officer.crew.records.crewDocument.add({
    crewId: standby,
    fields: { documentId: 47, issuedDate: '2020-01-01', expiryDate: '2030-01-01' },
  });
}, 60_000);
afterAll(() => services.dispose());

describe('the daily expiry alerts', () => {
  it('fire for expired, 30/60/90-day and before-contract-end documents, to the fleet officer or to DSS for a standby crew', async () => {
    expect((await run()).raised).toBe(4);
    const officerNotes = (await notes(officerId)).map((n) => n.title);
    expect(officerNotes.sort()).toEqual(
      ['COC lapses before the contract ends', 'PASSPORT expires within 30 days', 'PEME has expired'].sort(),
    );
    expect((await notes(dssId)).map((n) => n.title)).toEqual(['PEME expires within 90 days']);
    // The passport valid until 2030 and the standby crew's documents go to nobody else.
    expect(await callerFor(services, officerId).then((c) => c.notifications.unreadCount())).toBe(3);
  });

  it('never fire twice, but fire again when a document moves to a nearer window', async () => {
    expect((await run()).raised).toBe(0);
    now = new Date('2026-07-20T02:00:00Z');
    expect((await run()).raised).toBe(2);
    expect((await notes(dssId)).map((n) => n.title)).toEqual([
      'PEME expires within 90 days',
      'PEME expires within 30 days',
    ]);
    expect((await notes(officerId)).map((n) => n.title)).toContain('PASSPORT has expired');
    expect((await run()).raised).toBe(0);
  });

  it('are read by their recipient only, and marked read', async () => {
    const officer = await callerFor(services, officerId);
    const dss = await callerFor(services, dssId);
    const mine = await officer.notifications.list({});
    expect(mine.total).toBe(4);
    await dss.notifications.markRead({ ids: mine.items.map((n) => n.id) });
    expect(await officer.notifications.unreadCount()).toBe(4);
    await officer.notifications.markRead({ ids: [mine.items[0]!.id] });
    expect(await officer.notifications.unreadCount()).toBe(3);
    await officer.notifications.markRead({});
    expect(await officer.notifications.unreadCount()).toBe(0);
  });

  it('to a group are written once, each member reading them and marking them read for himself', async () => {
    // Issue 32: the standby crew's two alerts went to both DSS users, one row each, not one a member.
    const rows = await services.db
      .selectFrom('notifications as n')
      .innerJoin('notification_audiences as a', 'a.id', 'n.audience_id')
      .select(['n.title', 'a.members'])
      .where('n.crew_id', '=', standby)
      .orderBy('n.id')
      .execute();
    expect(rows).toEqual(
      ['PEME expires within 90 days', 'PEME expires within 30 days'].map((title) => ({
        title,
        members: [dssId, dss2Id].sort((x, y) => x - y),
      })),
    );
    const [dss, dss2, officer] = [
      await callerFor(services, dssId),
      await callerFor(services, dss2Id),
      await callerFor(services, officerId),
    ];
    const hers = await dss.notifications.list({});
    expect(hers.items.map((n) => n.title)).toEqual(['PEME expires within 30 days', 'PEME expires within 90 days']);
    expect((await dss2.notifications.list({})).items).toEqual(hers.items);
    // One member's read mark is his own; nobody else marks a group's notification he is not in.
    await officer.notifications.markRead({ ids: hers.items.map((n) => n.id) });
    expect(await officer.notifications.markRead({})).toEqual({ marked: 0 });
    expect(await dss.notifications.unreadCount()).toBe(2);
    expect(await dss.notifications.markRead({ ids: [hers.items[0]!.id] })).toEqual({ marked: 1 });
    expect(await dss.notifications.markRead({ ids: [hers.items[0]!.id] })).toEqual({ marked: 0 });
    expect(await dss.notifications.unreadCount()).toBe(1);
    expect(await dss2.notifications.unreadCount()).toBe(2);
    const unread = await dss.notifications.list({ unreadOnly: true });
    expect([unread.total, unread.items.map((n) => n.title)]).toEqual([1, ['PEME expires within 90 days']]);
    expect((await dss.notifications.list({})).items.map((n) => n.read)).toEqual([true, false]);
    expect((await dss2.notifications.list({})).items.map((n) => n.read)).toEqual([false, false]);
    await dss2.notifications.markRead({});
    expect([await dss.notifications.unreadCount(), await dss2.notifications.unreadCount()]).toEqual([1, 0]);
    // Paged as before: newest first, the total beside it.
    const second = await dss.notifications.list({ perPage: 1, page: 2 });
    expect([second.total, second.lastPage, second.items.map((n) => n.title)]).toEqual([
      2,
      2,
      ['PEME expires within 90 days'],
    ]);
  });

  it('list the expiring documents by window', async () => {
    const officer = await callerFor(services, officerId);
    const within30 = await officer.documents.expiring({ window: '30' });
    expect(within30.items.map((r) => [r.name, r.document, r.window])).toEqual([['TWO STANDBY', 'PEME', '30']]);
    const expired = await officer.documents.expiring({ window: 'expired' });
    expect(expired.items.map((r) => r.document).sort()).toEqual(['PASSPORT', 'PEME']);
    expect((await officer.documents.expiring({ window: 'contract' })).items.map((r) => r.document)).toEqual(['COC']);
    // Paged in the database, soonest first: one row a page, the total counted beside it.
    const pages = await Promise.all(
      [1, 2, 3].map((page) => officer.documents.expiring({ window: 'expired', page, perPage: 1 })),
    );
    expect(pages.map((p) => [p.total, p.lastPage, p.items.map((r) => r.expiryDate)])).toEqual([
      [2, 2, ['2026-05-01']],
      [2, 2, ['2026-06-20']],
      [2, 2, []],
    ]);
    const all = await officer.documents.expiring({});
    expect(all.items.map((r) => [r.document, r.window])).toEqual([
      ['PEME', 'expired'],
      ['PASSPORT', 'expired'],
      ['PEME', '30'],
      ['COC', 'contract'],
    ]);
  });

  /** Issue 32: the job reads the crews a page at a time (keyset on their id), never every document at once. */
  it('page over the crews a few at a time and raise what each page finds', async () => {
    now = new Date('2030-06-01T02:00:00Z');
    const active = await services.db.selectFrom('crews').select('id').where('status', '=', 1).execute();
    expect(active.length).toBeGreaterThanOrEqual(2);
    const job = services.jobs.enqueue('document-expiry-alerts', { ...PAYLOAD, pageCrews: 1 });
    const r = (await services.jobs.waitFor(await job, 30_000)) as { raised: number; pages: number; found: number };
    // Every crew on a page of his own; the three documents that expired since the last run, each once.
    expect(r).toMatchObject({ pages: active.length, raised: 3, found: 5 });
    expect(
      (await notes(dssId))
        .map((n) => n.title)
        .slice(-2)
        .sort(),
    ).toEqual(['PASSPORT has expired', 'PEME has expired']);
    expect((await notes(officerId)).map((n) => n.title)).toContain('COC has expired');
    expect((await run()).raised).toBe(0);
    now = new Date('2026-07-20T02:00:00Z'); // passwords age too: back to the day the next test signs in on
  });

  /** Issue 25: runExpiryAlerts took any input. */
  it('run at once with nothing to choose: any input but the command id is refused', async () => {
    const dss = await callerFor(services, dssId);
    const run = dss.documents.runExpiryAlerts as (input?: unknown) => Promise<{ jobId: string }>;
    for (const input of [{ leadDays: [1] }, 'x', 42, [], { commandId: 'short' }]) {
      await expect(run(input), JSON.stringify(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect((await run()).jobId).toBeTruthy();
    expect((await run({ commandId: crypto.randomUUID() })).jobId).toBeTruthy();
  });
});
