import { plannedGroup, type WebArea } from '../shared/web-area';

// The CER screens and the promotion checklist arrive with the evaluations work (issue 15).
const EVALUATIONS = 'the finance and evaluations work';

/**
 * 002 §2 a crew's documents, certificates, medicals and licenses: the screens live inside the
 * crew 201 container (crew-routes.tsx); the rank document matrix is a settings screen.
 */
export const documentsArea: WebArea = {
  planned: plannedGroup('/v/crew/:id', EVALUATIONS, [
    ['crew-document/cer', 'Docs / License — CER'],
    ['crew-document/crew-promotion-checklist', 'Docs / License — Promotion Checklist'],
    ['document/cer', 'CER'],
  ]),
};
