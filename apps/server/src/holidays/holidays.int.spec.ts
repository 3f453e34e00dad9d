import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addWorkingDays } from '@crewing/domain/holidays/index';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { callerFor, codeOf, TEST_META, callerAs } from '../testing/actors.js';
import { DEMO_HOLIDAYS, seedHolidays } from './demo.js';
import { holidaysBetween } from './query.js';

// Issue 31 §2: Settings › Holidays, the Philippine non-working holidays the OWMS due dates count with.
let services: TestServices;
let keeper: Awaited<ReturnType<typeof callerFor>>;
let officer: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  keeper = await callerAs(services, 'admin');
  officer = await callerAs(services, 'crewingOfficer');
});
afterAll(() => services.dispose());

describe('holidays (Settings › Holidays)', () => {
  it('declares, lists by year, renames and withdraws; a date declared twice is refused under the date', async () => {
    await keeper.holidays.declare({ date: '2028-12-25', name: 'Christmas Day', kind: 'REGULAR' });
    await keeper.holidays.declare({ date: '2028-12-24', name: 'Christmas Eve', kind: 'SPECIAL' });
    await keeper.holidays.declare({ date: '2029-01-01', name: "New Year's Day", kind: 'REGULAR' });

    await expect(
      keeper.holidays.declare({ date: '2028-12-25', name: 'Another', kind: 'SPECIAL' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { fieldErrors: { date: ['25 DEC 2028 is already a holiday: edit that one instead'] } },
    });

    // Read back at once: the list commits with the events.
    const y2028 = await officer.holidays.list({ year: 2028 });
    expect(y2028.items.map((h) => [h.date, h.name, h.kind])).toEqual([
      ['2028-12-24', 'CHRISTMAS EVE', 'SPECIAL'],
      ['2028-12-25', 'CHRISTMAS DAY', 'REGULAR'],
    ]);
    expect((await officer.holidays.list({ year: 2029 })).items.map((h) => h.date)).toEqual(['2029-01-01']);

    await keeper.holidays.change({ date: '2028-12-24', changes: { name: 'Christmas Eve (Proclamation)' } });
    await keeper.holidays.withdraw({ date: '2029-01-01' });
    await expect(keeper.holidays.withdraw({ date: '2029-01-01' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This holiday is not on the list',
    });
    expect((await officer.holidays.list({ year: 2028 })).items[0]).toMatchObject({
      name: 'CHRISTMAS EVE (PROCLAMATION)',
      kind: 'SPECIAL',
    });
    expect((await officer.holidays.list({ year: 2029 })).items).toEqual([]);

    // What an OWMS due date counts with: five working days from Friday 22 Dec 2028 skip the weekend and
    // Christmas; 1 Jan 2029, withdrawn, is a working day again.
    const year = await holidaysBetween(services.db, '2028-12-22', '2029-12-31');
    expect(addWorkingDays('2028-12-22', 5, year)).toBe('2029-01-01');
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

  it("the demo list (the seed runs the manifest's demo): declared once, a second seed appends nothing", async () => {
    expect(await seedHolidays(services, TEST_META)).toBe(DEMO_HOLIDAYS.length);
    await seedHolidays(services, TEST_META);
    const y2026 = await officer.holidays.list({ year: 2026 });
    expect(y2026.items).toHaveLength(DEMO_HOLIDAYS.filter((h) => h.date.startsWith('2026')).length);
    expect(y2026.items.find((h) => h.date === '2026-06-12')).toMatchObject({
      name: 'INDEPENDENCE DAY',
      kind: 'REGULAR',
    });
    const events = await services.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('stream_type', '=', 'holiday-year')
      .where('stream_id', 'in', ['holiday-year-2026', 'holiday-year-2027'])
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(DEMO_HOLIDAYS.length);
  });
});
