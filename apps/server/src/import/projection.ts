import type { Updateable } from 'kysely';
import { assertNever } from '@crewing/domain';
import type { ImportEvent } from '@crewing/domain/import/index';
import type { ImportsTable } from './tables.js';
import { inlineProjection } from '../platform/db/typed-projection.js';

/** What an import's later events change on its row: the counts and result, then the undo's state. */
function changeOf(e: Exclude<ImportEvent, { type: 'ImportStarted' }>, userName: string): Updateable<ImportsTable> {
  switch (e.type) {
    case 'ImportFinished': {
      const { counts, resultFileId, at } = e.data;
      return { status: 'DONE', counts: JSON.stringify(counts), result_file_id: resultFileId, finished_at: at };
    }
    case 'ImportUndoStarted':
      return { status: 'UNDOING', undone_by: userName };
    case 'ImportUndone':
      return { status: 'UNDONE', undone_at: e.data.at };
    default:
      return assertNever(e);
  }
}

/** Inline: the list of past imports shows an import the moment it is confirmed and finished. */
export const importsProjection = inlineProjection<ImportEvent>({
  name: 'imports',
  eventTypes: ['ImportStarted', 'ImportFinished', 'ImportUndoStarted', 'ImportUndone'],
  tables: ['imports'],
  async apply(db, e, stored) {
    switch (e.type) {
      case 'ImportStarted': {
        const { importId, kind, fileId, fileName, at } = e.data;
        await db
          .insertInto('imports')
          .values({
            id: importId,
            kind,
            file_id: fileId,
            file_name: fileName,
            status: 'RUNNING',
            counts: null,
            result_file_id: null,
            started_by_id: stored.metadata.userId,
            started_by: stored.metadata.userName,
            started_at: at,
            finished_at: null,
            undone_by: null,
            undone_at: null,
          })
          .execute();
        break;
      }
      case 'ImportFinished':
      case 'ImportUndoStarted':
      case 'ImportUndone':
        await db
          .updateTable('imports')
          .set(changeOf(e, stored.metadata.userName))
          .where('id', '=', e.data.importId)
          .execute();
        break;
    }
    return [];
  },
});
