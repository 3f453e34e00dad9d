import type { WebArea } from '../shared/web-area';
import { documentsCrewFile } from './crew-routes';

// The CER screens and the promotion checklist are the finance area's (finance/crew-routes.tsx, issue 15).

/**
 * 002 §2 a crew's documents, certificates, medicals and licenses: the screens live inside the
 * crew 201 container (crew-routes.tsx); the rank document matrix is a settings screen.
 */
export const documentsArea: WebArea = { crewFile: documentsCrewFile };
