import {
  changeHolidayInput,
  declareHolidayInput,
  listHolidaysInput,
  withdrawHolidayInput,
  yearOfDate,
  type HolidayCommand,
} from '@crewing/domain/holidays/index';
import type { Context, Session } from '../platform/trpc/context.js';
import { permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { holidayYears } from './commands.js';
import { holidaysOfYear } from './query.js';

/** A command on the holiday year its date falls in, answered with that year's new version. */
async function onYear(ctx: Context & { session: Session }, commandId: string | undefined, command: HolidayCommand) {
  const r = await holidayYears.handle(ctx.services, yearOfDate(command.data.date), command, senderOf(ctx, commandId));
  return { version: r.version };
}

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
    .mutation(({ ctx, input: { commandId, ...data } }) => onYear(ctx, commandId, { type: 'DeclareHoliday', data })),
  change: permitted('master-data.manage')
    .input(changeHolidayInput)
    .mutation(({ ctx, input: { commandId, ...data } }) => onYear(ctx, commandId, { type: 'ChangeHoliday', data })),
  withdraw: permitted('master-data.manage')
    .input(withdrawHolidayInput)
    .mutation(({ ctx, input: { commandId, date } }) =>
      onYear(ctx, commandId, { type: 'WithdrawHoliday', data: { date } }),
    ),
});
