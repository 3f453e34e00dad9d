import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, POS } from '@crewing/domain';
import { addWorkingDays } from '@crewing/domain/holidays/index';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { callerFor, codeOf, makeUser } from '../testing/actors.js';
import { holidaysBetween } from './query.js';

// Issue 31 §2: Settings › Holidays, the Philippine non-working holidays the OWMS due dates count with.
let services: TestServices;
let keeper: Awaited<ReturnType<typeof callerFor>>;
let officer: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  keeper = await callerFor(services, (await makeUser(services, { userTypeId: 1 })).id);
  officer = await callerFor(
    services,
    (await makeUser(services, { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] })).id,
  );
});
afterAll(() => services.dispose());

describe('holidays (Settings › Holidays)', () => {
  it('declares, lists by year, renames and withdraws; a date declared twice is refused under the date', async () => {
    await keeper.holidays.declare({ date: '2026-12-25', name: 'Christmas Day', kind: 'REGULAR' });
    await keeper.holidays.declare({ date: '2026-12-24', name: 'Christmas Eve', kind: 'SPECIAL' });
    await keeper.holidays.declare({ date: '2027-01-01', name: "New Year's Day", kind: 'REGULAR' });

    await expect(
      keeper.holidays.declare({ date: '2026-12-25', name: 'Another', kind: 'SPECIAL' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { fieldErrors: { date: ['25 DEC 2026 is already a holiday: edit that one instead'] } },
    });

    // Read back at once: the list commits with the events.
    const y2026 = await officer.holidays.list({ year: 2026 });
    expect(y2026.items.map((h) => [h.date, h.name, h.kind])).toEqual([
      ['2026-12-24', 'CHRISTMAS EVE', 'SPECIAL'],
      ['2026-12-25', 'CHRISTMAS DAY', 'REGULAR'],
    ]);
    expect((await officer.holidays.list({ year: 2027 })).items.map((h) => h.date)).toEqual(['2027-01-01']);

    await keeper.holidays.change({ date: '2026-12-24', changes: { name: 'Christmas Eve (Proclamation)' } });
    await keeper.holidays.withdraw({ date: '2027-01-01' });
    await expect(keeper.holidays.withdraw({ date: '2027-01-01' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This holiday is not on the list',
    });
    expect((await officer.holidays.list({ year: 2026 })).items[0]).toMatchObject({
      name: 'CHRISTMAS EVE (PROCLAMATION)',
      kind: 'SPECIAL',
    });
    expect((await officer.holidays.list({ year: 2027 })).items).toEqual([]);

    // What an OWMS due date counts with: five working days from Tuesday 22 Dec 2026 skip 24/25 Dec and the weekend.
    const year = await holidaysBetween(services.db, '2026-12-22', '2027-12-31');
    expect(addWorkingDays('2026-12-22', 5, year)).toBe('2026-12-31');
  });

  it('refuses a crewing officer without master-data.manage; a bad input reads our sentences', async () => {
    expect(
      await codeOf(officer.holidays.declare({ date: '2026-06-12', name: 'Independence Day', kind: 'REGULAR' })),
    ).toBe('FORBIDDEN');
    expect(await codeOf(officer.holidays.withdraw({ date: '2026-12-25' }))).toBe('FORBIDDEN');
    expect(await codeOf(officer.holidays.change({ date: '2026-12-25', changes: { name: 'X' } }))).toBe('FORBIDDEN');
    // The web shows these under the inputs (the server's formatter keys the schema's issues by field).
    const bad = await keeper.holidays
      .declare({ date: '2026-06-31', name: ' ', kind: 'OTHER' as 'REGULAR' })
      .catch((e: { cause: { issues: Array<{ path: string[]; message: string }> } }) => e.cause.issues);
    expect((bad as Array<{ path: string[]; message: string }>).map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date', 'Invalid date'],
      ['name', 'This field is required'],
      ['kind', 'Choose regular holiday or special non-working day'],
    ]);
  });
});
