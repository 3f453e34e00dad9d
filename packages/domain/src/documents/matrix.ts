import { assertNever, NotFoundError, ValidationError } from '../shared/errors.js';
import type { Decider } from '../decider.js';
import { streamType } from '../shared/streams.js';
import { withoutKey } from '../shared/maps.js';

/**
 * The document matrix (002 §2 settings rank/{id}/document-matrix, 002 §7 getRankDocs, addRankDocs,
 * toggleRankDocMandatoryStatus): which documents a rank requires, each mandatory or not; and the
 * same for a vessel's flag (flag requirements). One stream per rank or flag.
 */
export type MatrixOwner = 'rank' | 'flag';
export const rankDocumentsStream = streamType('rank-documents');
export const flagDocumentsStream = streamType('flag-documents');
export const matrixStream = (owner: MatrixOwner) => (owner === 'rank' ? rankDocumentsStream : flagDocumentsStream);

type Target = { owner: MatrixOwner; ownerId: number; at: string };

export type DocumentMatrixEvent =
  | { type: 'RequiredDocumentAdded'; data: Target & { documentId: number; mandatory: boolean } }
  | { type: 'RequiredDocumentMandatoryChanged'; data: Target & { documentId: number; mandatory: boolean } }
  | { type: 'RequiredDocumentRemoved'; data: Target & { documentId: number } };

export type DocumentMatrixCommand =
  /** `known`: the server's word on each document id (it exists in the document master list). */
  | {
      type: 'AddRequiredDocuments';
      data: Target & { documentIds: number[]; mandatory: boolean; known: Record<number, boolean>; ownerKnown: boolean };
    }
  /** toggleRankDocMandatoryStatus, sent as the wanted value: two clicks at once end in one state, never a flip-flop. */
  | { type: 'SetRequiredDocumentMandatory'; data: Target & { documentId: number; mandatory: boolean } }
  | { type: 'RemoveRequiredDocument'; data: Target & { documentId: number } };

export interface DocumentMatrixState {
  /** document id -> mandatory */
  documents: Record<number, boolean>;
}

const initial = (): DocumentMatrixState => ({ documents: {} });

export function evolveDocumentMatrix(s: DocumentMatrixState, e: DocumentMatrixEvent): DocumentMatrixState {
  switch (e.type) {
    case 'RequiredDocumentAdded':
    case 'RequiredDocumentMandatoryChanged':
      return { documents: { ...s.documents, [e.data.documentId]: e.data.mandatory } };
    case 'RequiredDocumentRemoved':
      return { documents: withoutKey(s.documents, e.data.documentId) };
    default:
      return assertNever(e);
  }
}

export function decideDocumentMatrix(c: DocumentMatrixCommand, s: DocumentMatrixState): DocumentMatrixEvent[] {
  const { owner, ownerId, at } = c.data;
  switch (c.type) {
    case 'AddRequiredDocuments': {
      if (!c.data.ownerKnown) throw new NotFoundError(owner === 'rank' ? 'Rank not found' : 'Flag not found');
      const ids = [...new Set(c.data.documentIds)];
      if (ids.length === 0) throw ValidationError.field('documentIds', 'Choose at least one document');
      const unknown = ids.filter((id) => c.data.known[id] !== true);
      if (unknown.length > 0) throw ValidationError.field('documentIds', 'Unknown document');
      const fresh = ids.filter((id) => !(id in s.documents));
      if (fresh.length === 0) throw ValidationError.field('documentIds', 'These documents are already required');
      return fresh.map((documentId) => ({
        type: 'RequiredDocumentAdded',
        data: { owner, ownerId, documentId, mandatory: c.data.mandatory, at },
      }));
    }
    case 'SetRequiredDocumentMandatory': {
      const current = s.documents[c.data.documentId];
      if (current === undefined) throw new NotFoundError('This document is not required here: reload the matrix');
      if (current === c.data.mandatory) return [];
      return [
        {
          type: 'RequiredDocumentMandatoryChanged',
          data: { owner, ownerId, documentId: c.data.documentId, mandatory: c.data.mandatory, at },
        },
      ];
    }
    case 'RemoveRequiredDocument':
      if (!(c.data.documentId in s.documents))
        throw new NotFoundError('This document is not required here: reload the matrix');
      return [{ type: 'RequiredDocumentRemoved', data: { owner, ownerId, documentId: c.data.documentId, at } }];
    default:
      return assertNever(c);
  }
}

const deciderFor = (owner: MatrixOwner): Decider<DocumentMatrixCommand, DocumentMatrixEvent, DocumentMatrixState> => ({
  streamType: matrixStream(owner).type,
  initialState: initial,
  evolve: evolveDocumentMatrix,
  decide: decideDocumentMatrix,
});
export const rankDocumentsDecider = deciderFor('rank');
export const flagDocumentsDecider = deciderFor('flag');
