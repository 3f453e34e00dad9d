import {
  changeHolidayInput,
  declareHolidayInput,
  listHolidaysInput,
  withdrawHolidayInput,
  yearOfDate,
} from '@crewing/domain/holidays/index';
import { permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { holidayYears } from './commands.js';
import { holidaysOfYear } from './query.js';

/**
 * Settings › Holidays (issue 31 §2): the Philippine non-working holidays, a settings list every
 * signed-in user reads and the master data keepers change (no permission of its own).
 */
export const holidaysRouter = router({
  list: permitted('master-data.read')
    .input(listHolidaysInput)
    .query(async ({ ctx, input }) => ({ year: input.year, items: await holidaysOfYear(ctx.services.db, input.year) })),
  declare: permitted('master-data.manage')
    .input(declareHolidayInput)
    .mutation(async ({ ctx, input: { commandId, ...data } }) => {
      const command = { type: 'DeclareHoliday' as const, data };
      const r = await holidayYears.handle(ctx.services, yearOfDate(data.date), command, senderOf(ctx, commandId));
      return { version: r.version };
    }),
  change: permitted('master-data.manage')
    .input(changeHolidayInput)
    .mutation(async ({ ctx, input: { commandId, ...data } }) => {
      const command = { type: 'ChangeHoliday' as const, data };
      const r = await holidayYears.handle(ctx.services, yearOfDate(data.date), command, senderOf(ctx, commandId));
      return { version: r.version };
    }),
  withdraw: permitted('master-data.manage')
    .input(withdrawHolidayInput)
    .mutation(async ({ ctx, input: { commandId, date } }) => {
      const command = { type: 'WithdrawHoliday' as const, data: { date } };
      const r = await holidayYears.handle(ctx.services, yearOfDate(date), command, senderOf(ctx, commandId));
      return { version: r.version };
    }),
});
