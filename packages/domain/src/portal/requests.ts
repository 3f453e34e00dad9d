import type { Decider } from '../decider.js';
import { assertNever, DomainError, ValidationError } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';

/**
 * Issue 29 §2: what a seafarer sends the office from his portal, one stream per request
 * (`seafarer-request-12`): a renewed document (a scan and its new number and dates) or a correction
 * of his 201 profile (a field, the wanted value, an optional scan). It waits *pending* in DSS's
 * review queue; nothing of it reaches the 201 file until DSS approves, and then through the crew's
 * own commands, in the same command as the approval (the server sends both streams at once).
 * A stream of its own per request: two reviewers deciding two requests never wait on each other,
 * and his account's stream stays about his account.
 */
export const seafarerRequestStream = streamType('seafarer-request');

export type SeafarerRequestStatus = 'none' | 'pending' | 'approved' | 'rejected';

/** The files store's word on the scan he names: its kind and who uploaded it. */
export interface RequestFileFacts {
  kind: string;
  uploadedBy: number | null;
  fileName: string;
}

/** The renewed version's values as he typed them (the family's own field names are the server's). */
export interface RenewalValues {
  number: string | null;
  issuedDate: string | null;
  expiryDate: string;
}

interface Who {
  requestId: number;
  crewId: number;
  accountId: number;
}

export type SeafarerRequestEvent =
  | {
      type: 'SeafarerDocumentSubmitted';
      data: Who & {
        family: string;
        /** The current version he renews: its document (`documentId`/`medicalId`) is the new version's. */
        recordId: number;
        documentName: string;
        values: RenewalValues;
        fileId: string;
        fileName: string;
        at: string;
      };
    }
  | {
      type: 'SeafarerCorrectionRequested';
      data: Who & {
        field: string;
        label: string;
        value: string;
        fileId: string | null;
        fileName: string | null;
        at: string;
      };
    }
  | { type: 'SeafarerRequestApproved'; data: Who & { at: string } }
  | { type: 'SeafarerRequestRejected'; data: Who & { reason: string; at: string } };

export type SeafarerRequestCommand =
  | {
      type: 'SubmitSeafarerDocument';
      data: Who & {
        family: string;
        recordId: number;
        documentName: string;
        values: RenewalValues;
        /** The issue date of the version on file: a renewal is issued after it (else it would not be current). */
        currentIssued: string | null;
        fileId: string;
        file: RequestFileFacts | null;
        at: string;
      };
    }
  | {
      type: 'RequestSeafarerCorrection';
      data: Who & {
        field: string;
        label: string;
        value: string;
        fileId: string | null;
        file: RequestFileFacts | null;
        at: string;
      };
    }
  | { type: 'ApproveSeafarerRequest'; data: { at: string } }
  | { type: 'RejectSeafarerRequest'; data: { reason: string; at: string } };

export interface SeafarerRequestState {
  status: SeafarerRequestStatus;
  kind: 'document' | 'correction' | null;
  requestId: number;
  crewId: number;
  accountId: number;
}

export const SCAN_AGAIN = 'Upload the scan again';
export const REASON_REQUIRED = 'Say why, so the seafarer can send it right';

/** The scan must be an attachment-kind upload (the office's scan limits) of his own account. */
function checkScan(fileId: string | null, file: RequestFileFacts | null, accountId: number): void {
  if (fileId === null) return;
  if (!file || file.kind !== 'attachment' || file.uploadedBy !== accountId)
    throw ValidationError.field('file', SCAN_AGAIN);
}

export function evolveSeafarerRequest(s: SeafarerRequestState, e: SeafarerRequestEvent): SeafarerRequestState {
  const who = { requestId: e.data.requestId, crewId: e.data.crewId, accountId: e.data.accountId };
  switch (e.type) {
    case 'SeafarerDocumentSubmitted':
      return { ...who, status: 'pending', kind: 'document' };
    case 'SeafarerCorrectionRequested':
      return { ...who, status: 'pending', kind: 'correction' };
    case 'SeafarerRequestApproved':
      return { ...s, status: 'approved' };
    case 'SeafarerRequestRejected':
      return { ...s, status: 'rejected' };
    default:
      return assertNever(e);
  }
}

const decided = (s: SeafarerRequestState) =>
  new DomainError('CONFLICT', `This request was already ${s.status === 'approved' ? 'approved' : 'rejected'}`);

export function decideSeafarerRequest(c: SeafarerRequestCommand, s: SeafarerRequestState): SeafarerRequestEvent[] {
  const who = { requestId: s.requestId, crewId: s.crewId, accountId: s.accountId };
  switch (c.type) {
    case 'SubmitSeafarerDocument': {
      if (s.status !== 'none') throw new DomainError('CONFLICT', 'This request was already sent');
      const { file, values, currentIssued, ...data } = c.data;
      checkScan(data.fileId, file, data.accountId);
      if (values.issuedDate && values.issuedDate > values.expiryDate)
        throw ValidationError.field('expiryDate', 'The expiry date cannot be before the issue date');
      if (values.issuedDate && currentIssued && values.issuedDate <= currentIssued)
        throw ValidationError.field(
          'issuedDate',
          'The renewed document is issued after the one on file: check the date',
        );
      return [{ type: 'SeafarerDocumentSubmitted', data: { ...data, values, fileName: file!.fileName } }];
    }
    case 'RequestSeafarerCorrection': {
      if (s.status !== 'none') throw new DomainError('CONFLICT', 'This request was already sent');
      const { file, ...data } = c.data;
      checkScan(data.fileId, file, data.accountId);
      return [{ type: 'SeafarerCorrectionRequested', data: { ...data, fileName: file?.fileName ?? null } }];
    }
    case 'ApproveSeafarerRequest':
      if (s.status === 'none') throw new DomainError('NOT_FOUND', 'This request does not exist');
      if (s.status !== 'pending') throw decided(s);
      return [{ type: 'SeafarerRequestApproved', data: { ...who, at: c.data.at } }];
    case 'RejectSeafarerRequest': {
      if (s.status === 'none') throw new DomainError('NOT_FOUND', 'This request does not exist');
      if (s.status !== 'pending') throw decided(s);
      const reason = c.data.reason.trim();
      if (!reason) throw ValidationError.field('reason', REASON_REQUIRED);
      return [{ type: 'SeafarerRequestRejected', data: { ...who, reason, at: c.data.at } }];
    }
    default:
      return assertNever(c);
  }
}

export const seafarerRequestDecider: Decider<SeafarerRequestCommand, SeafarerRequestEvent, SeafarerRequestState> = {
  streamType: seafarerRequestStream.type,
  initialState: () => ({ status: 'none', kind: null, requestId: 0, crewId: 0, accountId: 0 }),
  evolve: evolveSeafarerRequest,
  decide: decideSeafarerRequest,
  // One request, one decision: a concurrent approve and reject are decided again, and the second is refused.
  commandFields: () => ({}),
  eventFields: () => ({}),
};
