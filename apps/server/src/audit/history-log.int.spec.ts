import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { todayIn } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { newRank } from '../testing/master-data.js';
import { jobContextOf } from '../platform/services.js';
import { readFile } from '../platform/files/store.js';
import { auditExportJob } from './export.js';
import { listAuditLog } from './queries.js';
import { addCrew, type Caller, callerAs, codeOf } from '../testing/actors.js';

// The history log filtered by crew and by record type (002 §7 history logs, 002 §9 pages of 10),
// set up through commands: a crewing officer adds crews and edits a 201 profile.
let services: TestServices;
let auditor: Caller;
let crewingOfficer: Caller;
let edited: number;
let other: number;
const EDITS = 11;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  auditor = await callerAs(services, 'admin');
  crewingOfficer = await callerAs(services, 'crewingOfficer');
  const bosun = await newRank(services, 'BOSUN', 'BSN', 3, 2);
  edited = await addCrew(crewingOfficer, { lastName: 'DELA CRUZ', rankId: bosun });
  other = await addCrew(crewingOfficer, { lastName: 'SANTOS', rankId: bosun });
  for (let i = 0; i < EDITS; i++)
    await crewingOfficer.crew.update({ crewId: edited, changes: { middleName: `M${i}` } });
});
afterAll(() => services.dispose());

describe('audit.list by crew', () => {
  it("lists only the crew's events, newest first, 10 to a page (002 §9)", async () => {
    const first = await auditor.audit.list({ crewId: edited, perPage: 10 });
    expect(first).toMatchObject({ total: EDITS + 1, lastPage: 2, page: 1 });
    expect(first.items).toHaveLength(10);
    expect(
      first.items.every((r) => r.crewId === edited && r.recordType === 'profile' && r.streamId === `crew-${edited}`),
    ).toBe(true);
    expect(first.items[0]).toMatchObject({
      eventType: 'CrewProfileUpdated',
      summary: 'CrewProfileUpdated: middleName',
    });
    const positions = first.items.map((r) => BigInt(r.position));
    expect([...positions].sort((a, b) => (a < b ? 1 : -1))).toEqual(positions);

    const second = await auditor.audit.list({ crewId: edited, perPage: 10, page: 2 });
    expect(second.items.map((r) => r.eventType)).toEqual(['CrewProfileUpdated', 'CrewRegistered']);
    expect(BigInt(second.items[0]!.position)).toBeLessThan(positions.at(-1)!);
  });

  it('gives another crew only his own event, and none for an unknown crew', async () => {
    const r = await auditor.audit.list({ crewId: other });
    expect(r.items).toEqual([
      expect.objectContaining({ crewId: other, eventType: 'CrewRegistered', recordType: 'profile' }),
    ]);
    expect((await auditor.audit.list({ crewId: 987_654 })).total).toBe(0);
  });
});

describe('audit.list by record type', () => {
  it("lists the crews' profile events, whatever case the filter arrives in", async () => {
    const r = await auditor.audit.list({ recordType: 'profile', perPage: 10 });
    expect(r).toMatchObject({ total: EDITS + 2, lastPage: 2 });
    expect(r.items.every((i) => i.recordType === 'profile')).toBe(true);
    // The normaliser upper-cases it on the way in; the server reads it lower-case.
    expect((await auditor.audit.list({ recordType: 'PROFILE', perPage: 10 })).total).toBe(EDITS + 2);
  });

  it('combines with the crew filter, and files master records and users under their own types', async () => {
    expect((await auditor.audit.list({ recordType: 'rank', crewId: edited })).total).toBe(0);
    const ranks = await auditor.audit.list({ recordType: 'rank' });
    expect(ranks.items).toEqual([
      expect.objectContaining({ eventType: 'MasterRecordCreated', recordType: 'rank', crewId: null }),
    ]);
    expect(
      (await auditor.audit.list({ recordType: 'user' })).items.every(
        (i) => i.recordType === 'user' && i.crewId === null,
      ),
    ).toBe(true);
  });

  it('refuses a record type that is not a kebab-case word', async () => {
    expect(await codeOf(auditor.audit.list({ recordType: 'crew change' }))).toBe('BAD_REQUEST');
    expect(await codeOf(auditor.audit.list({ recordType: "x' or 1=1" }))).toBe('BAD_REQUEST');
  });
});

describe('audit.recordTypes', () => {
  it('lists the record types present, sorted', async () => {
    expect(await auditor.audit.recordTypes()).toEqual(['profile', 'rank', 'user']);
  });

  it('is for those who read the audit log', async () => {
    expect(await codeOf(crewingOfficer.audit.recordTypes())).toBe('FORBIDDEN');
  });
});

describe('what auditors ask (issue 27)', () => {
  it('filters by user, date range, event type (typed in any case), device, browser and IP', async () => {
    const officer = (await crewingOfficer.auth.me())!.id;
    const byUser = await auditor.audit.list({ userId: officer, perPage: 200 });
    const mine = byUser.total;
    expect(mine).toBeGreaterThanOrEqual(EDITS + 2);
    expect(new Set(byUser.items.map((r) => r.userName)).size).toBe(1);
    // The filter's days are the agency's (TIME_ZONE): after 16:00 UTC Manila is already on the next day.
    const today = todayIn(services.clock(), services.env.TIME_ZONE);
    const typed = await auditor.audit.list({ eventType: 'CREWPROFILEUPDATED', dateFrom: '2020-01-01', dateTo: today });
    expect(typed.total).toBe(EDITS);
    expect((await auditor.audit.list({ ip: '10.1.2', device: 'desk', userId: officer })).total).toBe(mine);
    expect((await auditor.audit.list({ ip: '192.168.', userId: officer })).total).toBe(0);
    expect((await auditor.audit.list({ dateTo: '2020-01-01' })).total).toBe(0);
  });

  it('a day or a week lists exactly the events recorded in it, newest first (read between their positions)', async () => {
    const today = todayIn(services.clock(), services.env.TIME_ZONE);
    const weekAgo = new Date(Date.parse(today) - 6 * 86_400_000).toISOString().slice(0, 10);
    const tz = services.env.TIME_ZONE;
    for (const dateFrom of [today, weekAgo]) {
      const expected = await sql<{ position: string }>`select global_position::text as position from events
        where recorded_at >= (${dateFrom}::date)::timestamp at time zone ${tz}
          and recorded_at < (${today}::date + 1)::timestamp at time zone ${tz}
        order by global_position desc`.execute(services.db);
      expect(expected.rows.length).toBeGreaterThan(EDITS);
      const page = await auditor.audit.list({ dateFrom, dateTo: today, perPage: 10 });
      expect(page.total).toBe(Math.min(expected.rows.length, 1000));
      expect(page.items.map((r) => r.position)).toEqual(expected.rows.slice(0, 10).map((r) => r.position));
    }
    // A day with no events: nothing, without reading the store.
    expect((await auditor.audit.list({ dateFrom: '2020-01-01', dateTo: '2020-01-01' })).total).toBe(0);
  });

  it('finds a device or a browser typed alone through its index (0054): newest first, page after page', async () => {
    // 'E' is in both browsers of these events (Vitest, Chrome): the newest of either come first.
    for (const [field, typed] of [
      ['device', 'desk'],
      ['browser', 'E'],
    ] as const) {
      const expected = await sql<{ position: string }>`select global_position::text as position from events
        where metadata ->> ${field} ilike ${`%${typed}%`} order by global_position desc limit 10`.execute(services.db);
      expect(expected.rows).toHaveLength(10);
      const first = await auditor.audit.list({ [field]: typed, perPage: 5 });
      const second = await auditor.audit.list({ [field]: typed, perPage: 5, page: 2 });
      expect([...first.items, ...second.items].map((r) => r.position)).toEqual(expected.rows.map((r) => r.position));
      const all = await sql<{ n: number }>`select count(*)::int as n from events
        where metadata ->> ${field} ilike ${`%${typed}%`}`.execute(services.db);
      expect(first.total).toBe(Math.min(all.rows[0]!.n, 1000));
      expect((await auditor.audit.list({ [field]: 'NO SUCH THING' })).total).toBe(0);
    }
    const browsers = await sql<{ b: string }>`select distinct metadata ->> 'browser' as b from events`.execute(
      services.db,
    );
    expect(browsers.rows.filter((r) => /e/i.test(r.b)).length).toBeGreaterThan(1);
  });

  it('matches an address from its start (the prefix index of 0044), not inside it', async () => {
    const officer = (await crewingOfficer.auth.me())!.id;
    const mine = (await auditor.audit.list({ userId: officer })).total;
    expect((await auditor.audit.list({ ip: '10.1.2.3', userId: officer })).total).toBe(mine);
    expect((await auditor.audit.list({ ip: '1.2.3', userId: officer })).total).toBe(0);
  });

  it('counts a long log only so far and says there are more; the export reads it in keyset pages', async () => {
    const tz = services.env.TIME_ZONE;
    const all = await listAuditLog(services.db, { crewId: edited, page: 1, perPage: 5 }, tz);
    expect(all).toMatchObject({ total: EDITS + 1, totalAtLeast: false });
    const capped = await listAuditLog(services.db, { crewId: edited, page: 1, perPage: 5, countUpTo: 7 }, tz);
    expect(capped).toMatchObject({ total: 7, lastPage: 2, totalAtLeast: true });
    expect(capped.items.map((r) => r.position)).toEqual(all.items.map((r) => r.position));
    // After the fifth event: the next five, as page 2 reads them.
    const next = await listAuditLog(
      services.db,
      { crewId: edited, page: 1, perPage: 5, before: all.items.at(-1)!.position },
      tz,
    );
    const page2 = await listAuditLog(services.db, { crewId: edited, page: 2, perPage: 5 }, tz);
    expect(next.items.map((r) => r.position)).toEqual(page2.items.map((r) => r.position));
    expect(next.total).toBe(EDITS + 1 - 5);
  });

  it('says what is wrong with a filter under its field', async () => {
    await expect(auditor.audit.list({ eventType: 'NoSuchEvent' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { fieldErrors: { eventType: ['Unknown event type'] } },
    });
    await expect(auditor.audit.list({ dateFrom: '2026-02-01', dateTo: '2026-01-01' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { fieldErrors: { dateFrom: ['Date From: should not be greater than Date To:'] } },
    });
  });

  it("finds a record by name and tells its whole story in order, each field's old and new value", async () => {
    await services.runner.catchUp(); // the crews read model is folded asynchronously
    const [found] = await auditor.audit.entities({ kind: 'crew', search: 'dela cruz' });
    expect(found).toMatchObject({ streamId: `crew-${edited}` });
    const story = await auditor.audit.story({ streamId: found!.streamId });
    const edits = story.filter((e) => e.eventType === 'CrewProfileUpdated');
    expect(story[0]!.eventType).toBe('CrewRegistered');
    expect(edits).toHaveLength(EDITS);
    expect(story.map((e) => BigInt(e.position))).toEqual(
      story.map((e) => BigInt(e.position)).sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(edits[1]!.changes).toEqual([{ field: 'middleName', oldValue: 'M0', newValue: 'M1' }]);
    expect(edits[1]).toMatchObject({ ip: '10.1.2.3', summary: 'CrewProfileUpdated: middleName' });
  });
});

describe('the export (issue 27)', () => {
  it('writes the filtered log to xlsx through the report pipeline, one row per event', async () => {
    const officer = (await crewingOfficer.auth.me())!.id;
    const listed = await auditor.audit.list({ userId: officer, eventType: 'CrewProfileUpdated' });
    const payload = {
      requestedBy: officer,
      format: 'xlsx' as const,
      filters: { userId: officer, eventType: 'CrewProfileUpdated' },
    };
    const done = await auditExportJob.handler(auditExportJob.schema.parse(payload), jobContextOf(services));
    expect(done).toMatchObject({
      rows: listed.total,
      fileName: expect.stringMatching(/^history-log_\d{4}-\d{2}-\d{2}\.xlsx$/),
    });
    const file = await readFile(services.db, done.fileId);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file!.content as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells.filter((c) => c === 'CrewProfileUpdated')).toHaveLength(listed.total);
  });
});
