import { topics, type DocumentMatrixEvent } from '@crewing/domain';
import { rowUpdate } from '../../platform/db/row-update.js';
import { inlineProjection } from '../../platform/db/typed-projection.js';

/** Inline: the rank and flag document matrices (`document_requirements`), read back at once by the settings screen. */
export const documentMatrixProjection = inlineProjection<DocumentMatrixEvent>({
  name: 'document-requirements',
  eventTypes: ['RequiredDocumentAdded', 'RequiredDocumentMandatoryChanged', 'RequiredDocumentRemoved'],
  tables: ['document_requirements'],
  async apply(trx, e) {
    const key = { owner: e.data.owner, owner_id: e.data.ownerId, document_id: e.data.documentId };
    switch (e.type) {
      case 'RequiredDocumentAdded':
        await trx
          .insertInto('document_requirements')
          .values({ ...key, mandatory: e.data.mandatory })
          .onConflict((oc) => oc.doNothing())
          .execute();
        break;
      case 'RequiredDocumentMandatoryChanged':
        await rowUpdate(trx, 'document_requirements', key)({ mandatory: e.data.mandatory });
        break;
      case 'RequiredDocumentRemoved':
        await trx
          .deleteFrom('document_requirements')
          .where('owner', '=', key.owner)
          .where('owner_id', '=', key.owner_id)
          .where('document_id', '=', key.document_id)
          .execute();
        break;
    }
    return [{ topic: topics.masterData('document-matrix') }];
  },
});
