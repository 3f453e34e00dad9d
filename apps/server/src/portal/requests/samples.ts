import type { ProcedureSamples } from '../../platform/trpc/samples.js';
import { cc, SEAFARER } from '../../platform/trpc/samples.js';

/** DSS, crewing officers and system administrators review what seafarers send (issue 29 §2). */
const REVIEWERS = ['admin', 'dss', 'crewing'];
const SCAN = '00000000-0000-4000-8000-000000000000';

/** Each procedure of the portal's requests: an input that passes validation, and who may call it. */
export const portalRequestSamples: ProcedureSamples = {
  inputs: {
    'portal.my.requests': () => undefined,
    'portal.my.submitRenewal': () => ({
      recordId: 999_999,
      issuedDate: '2026-05-01',
      expiryDate: '2031-05-01',
      fileId: SCAN,
    }),
    'portal.my.requestCorrection': () => ({ field: 'contactNumber', value: '0917 555 0101' }),
    'portal.review.list': () => ({ status: 'pending' }),
    'portal.review.approve': () => ({ requestId: 999_999 }),
    'portal.review.reject': () => ({ requestId: 999_999, reason: 'The scan is blurred' }),
  },
  access: {
    'portal.my.requests': SEAFARER,
    'portal.my.submitRenewal': SEAFARER,
    'portal.my.requestCorrection': SEAFARER,
    'portal.review.list': cc('portal.review', REVIEWERS),
    'portal.review.approve': cc('portal.review', REVIEWERS),
    'portal.review.reject': cc('portal.review', REVIEWERS),
  },
};
