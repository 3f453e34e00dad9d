import type { Change, Projection, StoredEvent } from '@crewing/events';
import { topics } from '@crewing/domain';
import { changedFieldsOf } from '../field-history/field-diff.js';

/**
 * The live push of a stream's edit history: an event that changes fields tells the stream's
 * history room which ones (an open history or 201 screen refetches). It writes nothing: the
 * history is folded from the stream when it is read (field-history/stream.ts fieldHistory, issue 27), so
 * a replay has nothing of it to rebuild and skips it (no tables), and an append writes no history
 * rows. Until 0057 it kept a copy of every changed field (`field_history`, with who and from
 * where) and per-field counts nobody read (`field_counts`): more rows than events, the bulk of a
 * replay and a statement per command.
 */
export const fieldHistoryProjection: Projection = {
  name: 'field-history',
  mode: 'inline',
  tables: [],
  apply(_trx, e: StoredEvent) {
    const fields = changedFieldsOf(e.type, e.data);
    const changes: Change[] = fields.length > 0 ? [{ topic: topics.history(e.streamId), payload: { fields } }] : [];
    return Promise.resolve(changes);
  },
};
