import { plannedGroup, type WebArea } from '../shared/web-area';

// These tabs of the crew 201 file arrive with it.
const CREW = 'the crew 201 work';

/** 002 §2 a crew's documents, certificates, medicals and licenses (not built yet). */
export const documentsArea: WebArea = {
  planned: plannedGroup('/v/crew/:id', CREW, [
    ['crew-document/index', 'Docs / License — Documents'],
    ['crew-document/certificate', 'Docs / License — Certificates'],
    ['crew-document/medical', 'Docs / License — Medical'],
    ['crew-document/cer', 'Docs / License — CER'],
    ['crew-document/checklist', 'Docs / License — Checklist'],
    ['crew-document/crew-promotion-checklist', 'Docs / License — Promotion Checklist'],
    ['document/documentlist', 'Document List'],
    ['document/certificatelist', 'Certificate List'],
    ['document/licenses', 'Licenses'],
    ['document/flagrequirements', 'Flag Requirements'],
    ['document/medicaldocuments', 'Medical Documents'],
    ['document/cer', 'CER'],
  ]),
};
