import type { HolidayEvent } from '@crewing/domain/holidays/index';
import { inlineProjection } from '../platform/db/typed-projection.js';

/**
 * Inline: the holiday list commits with its events, so a due date counted a moment after a holiday
 * is declared already skips it. Nothing is pushed: the list is read when a screen or a count needs it.
 */
export const holidaysProjection = inlineProjection<HolidayEvent>({
  name: 'holidays',
  eventTypes: ['HolidayDeclared', 'HolidayChanged', 'HolidayWithdrawn'],
  tables: ['holidays'],
  async apply(db, e, stored) {
    const stamp = {
      version: stored.streamVersion,
      updated_by: stored.metadata.userName,
      updated_at: stored.recordedAt.toISOString(),
    };
    switch (e.type) {
      case 'HolidayDeclared':
        await db
          .insertInto('holidays')
          .values({ ...e.data, ...stamp })
          .execute();
        break;
      case 'HolidayChanged':
        await db
          .updateTable('holidays')
          .set({ ...e.data.changes, ...stamp })
          .where('date', '=', e.data.date)
          .execute();
        break;
      case 'HolidayWithdrawn':
        await db.deleteFrom('holidays').where('date', '=', e.data.date).execute();
        break;
    }
    return [];
  },
});
