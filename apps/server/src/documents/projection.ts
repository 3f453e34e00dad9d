import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';

/** Async: a crew's documents, one row per document code (the latest recorded wins). */
export const crewDocumentsProjection: Projection = {
  name: 'crew-documents',
  mode: 'async',
  eventTypes: ['CrewDocumentRecorded'],
  tables: ['crew_documents'],
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    if (e.type !== 'CrewDocumentRecorded') return;
    const d = e.data;
    const row = { number: d.number, issued_date: d.issuedDate, expiry_date: d.expiryDate };
    await trx
      .insertInto('crew_documents')
      .values({ crew_id: d.crewId, doc_code: d.docCode, ...row })
      .onConflict((oc) => oc.columns(['crew_id', 'doc_code']).doUpdateSet(row))
      .execute();
    return [{ topic: topics.crew(d.crewId) }];
  },
};
