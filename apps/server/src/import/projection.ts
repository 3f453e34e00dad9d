import type { Kysely } from 'kysely';
import type { Projection } from '@crewing/events';
import type { ImportEvent } from '@crewing/domain/import/index';
import type { DB } from '../platform/db/schema.js';

/** Inline: the list of past imports shows an import the moment it is confirmed and finished. */
export const importsProjection: Projection = {
  name: 'imports',
  mode: 'inline',
  eventTypes: ['ImportStarted', 'ImportFinished', 'ImportUndoStarted', 'ImportUndone'],
  tables: ['imports'],
  async apply(trx, stored) {
    const db = trx as unknown as Kysely<DB>;
    const e = { type: stored.type, data: stored.data } as ImportEvent;
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
        await db
          .updateTable('imports')
          .set({
            status: 'DONE',
            counts: JSON.stringify(e.data.counts),
            result_file_id: e.data.resultFileId,
            finished_at: e.data.at,
          })
          .where('id', '=', e.data.importId)
          .execute();
        break;
      case 'ImportUndoStarted':
        await db
          .updateTable('imports')
          .set({ status: 'UNDOING', undone_by: stored.metadata.userName })
          .where('id', '=', e.data.importId)
          .execute();
        break;
      case 'ImportUndone':
        await db
          .updateTable('imports')
          .set({ status: 'UNDONE', undone_at: e.data.at })
          .where('id', '=', e.data.importId)
          .execute();
        break;
    }
    return [];
  },
};
