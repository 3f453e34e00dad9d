import { families } from '../crew/records/families';
import { CovidVaccinePage } from '../covid-vaccine/CovidVaccinePage';
import { ChecklistPage } from './checklist/ChecklistPage';
import type { CrewFilePart, CrewLink, CrewScreen } from '../shared/crew-file';
import { MarinaFamilyPage } from '../compliance/marina/MarinaFamilyPage';

// Issue 31 §3: certificates and licenses carry their MARINA mark and "Verify at MARINA".
const certificates = (crewId: number) => <MarinaFamilyPage crewId={crewId} family="crew-certificate" />;

/**
 * The Docs / License tab (002 §2 crew-document and document groups): each route is the record
 * pattern's screen of its families, or the checklist. CER and the promotion checklist are the
 * finance area's screens (finance/crew-routes.tsx).
 */
const SCREENS: CrewScreen[] = [
  { path: 'crew-document/index', render: families('crewDocument') },
  { path: 'crew-document/certificate', render: certificates },
  { path: 'crew-document/medical', render: families('crewMedical') },
  { path: 'crew-document/covid-vaccine', render: (crewId) => <CovidVaccinePage crewId={crewId} /> },
  { path: 'crew-document/rt-pcr', render: families('covidTest') },
  { path: 'crew-document/checklist', render: (crewId) => <ChecklistPage crewId={crewId} /> },
  { path: 'document/documentlist', render: families('crewDocument') },
  { path: 'document/certificatelist', render: certificates },
  { path: 'document/licenses', render: (crewId) => <MarinaFamilyPage crewId={crewId} family="crew-license" /> },
  { path: 'document/flagrequirements', render: families('flagRequirement') },
  { path: 'document/medicaldocuments', render: families('medicalDocument') },
];

/** The tab's side links, for both of its groups. */
const LINKS: CrewLink[] = [
  { label: 'Documents', to: 'crew-document/index' },
  { label: 'Certificates', to: 'crew-document/certificate' },
  { label: 'Medical', to: 'crew-document/medical' },
  { label: 'Covid Vaccine', to: 'crew-document/covid-vaccine' },
  { label: 'RT-PCR', to: 'crew-document/rt-pcr' },
  { label: 'Checklist', to: 'crew-document/checklist' },
  { label: 'CER', to: 'crew-document/cer' },
  { label: 'Promotion Checklist', to: 'crew-document/crew-promotion-checklist' },
  { label: 'Document List', to: 'document/documentlist' },
  { label: 'Certificate List', to: 'document/certificatelist' },
  { label: 'Licenses', to: 'document/licenses' },
  { label: 'Flag Requirements', to: 'document/flagrequirements' },
  { label: 'Medical Documents', to: 'document/medicaldocuments' },
];

/** The Docs / License tab (second in the legacy row), its screens and side links. */
export const documentsCrewFile: CrewFilePart = {
  tabs: [
    { label: 'Docs / License', to: 'crew-document/index', section: 'crew-document/', also: 'document/', order: 2 },
  ],
  screens: SCREENS,
  sideLinks: { 'crew-document/': LINKS, 'document/': LINKS },
};
