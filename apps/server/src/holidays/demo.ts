import { yearOfDate, type HolidayFields } from '@crewing/domain/holidays/index';
import type { Commands, CommandMetadata } from '../platform/stream-commands.js';
import { holidayYears } from './commands.js';

const regular = (date: string, name: string): HolidayFields => ({ date, name, kind: 'REGULAR' });
const special = (date: string, name: string): HolidayFields => ({ date, name, kind: 'SPECIAL' });

/**
 * The demo's Philippine non-working holidays: the regular holidays of RA 9492 as amended and the usual
 * special days, on their 2026 and 2027 dates (the moveable ones computed: Holy Week from Easter, National
 * Heroes Day the last Monday of August). Demo data, not the proclamation: the keepers enter each year's
 * proclamation (and the two Eids, proclaimed apart) on Settings > Holidays.
 */
export const DEMO_HOLIDAYS: readonly HolidayFields[] = [
  regular('2026-01-01', "NEW YEAR'S DAY"),
  special('2026-02-17', 'CHINESE NEW YEAR'),
  regular('2026-04-02', 'MAUNDY THURSDAY'),
  regular('2026-04-03', 'GOOD FRIDAY'),
  special('2026-04-04', 'BLACK SATURDAY'),
  regular('2026-04-09', 'ARAW NG KAGITINGAN'),
  regular('2026-05-01', 'LABOR DAY'),
  regular('2026-06-12', 'INDEPENDENCE DAY'),
  special('2026-08-21', 'NINOY AQUINO DAY'),
  regular('2026-08-31', 'NATIONAL HEROES DAY'),
  special('2026-11-01', "ALL SAINTS' DAY"),
  special('2026-11-02', "ALL SOULS' DAY"),
  regular('2026-11-30', 'BONIFACIO DAY'),
  special('2026-12-08', 'FEAST OF THE IMMACULATE CONCEPTION OF MARY'),
  special('2026-12-24', 'CHRISTMAS EVE'),
  regular('2026-12-25', 'CHRISTMAS DAY'),
  regular('2026-12-30', 'RIZAL DAY'),
  special('2026-12-31', 'LAST DAY OF THE YEAR'),
  regular('2027-01-01', "NEW YEAR'S DAY"),
  special('2027-02-06', 'CHINESE NEW YEAR'),
  regular('2027-03-25', 'MAUNDY THURSDAY'),
  regular('2027-03-26', 'GOOD FRIDAY'),
  special('2027-03-27', 'BLACK SATURDAY'),
  regular('2027-04-09', 'ARAW NG KAGITINGAN'),
  regular('2027-05-01', 'LABOR DAY'),
  regular('2027-06-12', 'INDEPENDENCE DAY'),
  special('2027-08-21', 'NINOY AQUINO DAY'),
  regular('2027-08-30', 'NATIONAL HEROES DAY'),
  special('2027-11-01', "ALL SAINTS' DAY"),
  regular('2027-11-30', 'BONIFACIO DAY'),
  special('2027-12-08', 'FEAST OF THE IMMACULATE CONCEPTION OF MARY'),
  regular('2027-12-25', 'CHRISTMAS DAY'),
  regular('2027-12-30', 'RIZAL DAY'),
  special('2027-12-31', 'LAST DAY OF THE YEAR'),
];

/** Declared through the handler as a keeper would, one command each (ids fixed: a second seed appends nothing). */
export async function seedHolidays(to: Commands, meta: CommandMetadata): Promise<number> {
  for (const h of DEMO_HOLIDAYS) {
    const command = { type: 'DeclareHoliday' as const, data: h };
    await holidayYears.handle(to, yearOfDate(h.date), command, { metadata: meta, commandId: `seed-holiday-${h.date}` });
  }
  return DEMO_HOLIDAYS.length;
}
