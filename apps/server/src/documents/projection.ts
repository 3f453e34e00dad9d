import { topics, type CrewEvent } from '@crewing/domain';
import { asyncProjection } from '../platform/db/typed-projection.js';

/** Async: a crew's documents, one row per document code (the latest recorded wins). */
export const crewDocumentsProjection = asyncProjection<CrewEvent>({
  name: 'crew-documents',
  eventTypes: ['CrewDocumentRecorded'],
  tables: ['crew_documents'],
  async apply(trx, e) {
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
});
