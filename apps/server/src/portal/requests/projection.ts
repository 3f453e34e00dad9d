import { topics } from '@crewing/domain';
import type { SeafarerRequestEvent } from '@crewing/domain/portal/index';
import { inlineProjection } from '../../platform/db/typed-projection.js';

/**
 * Inline: the seafarer sees his request listed the moment he sends it, and the reviewer's queue
 * drops it the moment it is decided. The crew's topic tells his 201 file and the portal; the
 * reviewers' topic tells every open review queue.
 */
export const portalRequestsProjection = inlineProjection<SeafarerRequestEvent>({
  name: 'portal-requests',
  eventTypes: [
    'SeafarerDocumentSubmitted',
    'SeafarerCorrectionRequested',
    'SeafarerRequestApproved',
    'SeafarerRequestRejected',
  ],
  tables: ['portal_requests'],
  async apply(db, e, stored) {
    const at = stored.recordedAt.toISOString();
    const stamp = { version: stored.streamVersion, updated_at: at };
    const who = { id: e.data.requestId, crew_id: e.data.crewId, account_id: e.data.accountId };
    const decided = { decided_at: at, decided_by: stored.metadata.userName, ...stamp };
    const row = db.updateTable('portal_requests').where('id', '=', e.data.requestId);
    switch (e.type) {
      case 'SeafarerDocumentSubmitted':
      case 'SeafarerCorrectionRequested': {
        const renewal = e.type === 'SeafarerDocumentSubmitted' ? e.data : null;
        const correction = e.type === 'SeafarerCorrectionRequested' ? e.data : null;
        await db
          .insertInto('portal_requests')
          .values({
            ...who,
            kind: renewal ? 'document' : 'correction',
            status: 'pending',
            family: renewal?.family ?? null,
            record_id: renewal?.recordId ?? null,
            document_name: renewal?.documentName ?? null,
            field: correction?.field ?? null,
            label: renewal?.documentName ?? correction!.label,
            value: JSON.stringify(renewal ? renewal.values : { text: correction!.value }),
            file_id: e.data.fileId,
            file_name: e.data.fileName,
            submitted_at: at,
            ...stamp,
          })
          .execute();
        break;
      }
      case 'SeafarerRequestApproved':
        await row.set({ status: 'approved', ...decided }).execute();
        break;
      case 'SeafarerRequestRejected':
        await row.set({ status: 'rejected', reason: e.data.reason, ...decided }).execute();
        break;
    }
    // The reviewers' queue refetches (issue 29 §2); the push names the request, never the crew.
    return [
      { topic: topics.crew(e.data.crewId) },
      { topic: topics.portalReview(), payload: { requestId: e.data.requestId, version: stored.streamVersion } },
    ];
  },
});
