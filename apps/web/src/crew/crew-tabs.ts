import type { CrewRecordsKey } from './records/crew-records';
import type { CrewLink, CrewTab } from '../shared/crew-file';

/**
 * The crew area's tabs of the Crew 201 container (000 §2), each opening its first 002 §2 path under
 * /v/crew/{id}. Docs / License (2) is the documents area's, Cash Advance (8) the finance area's.
 */
export const CREW_TABS: CrewTab[] = [
  { label: 'Crew Profile', to: 'profile/201', section: 'profile/', order: 1 },
  { label: 'Work Experience', to: 'workexperience/inhouse', section: 'workexperience/', order: 3 },
  { label: 'Comments', to: 'crewcomments/comments', section: 'crewcomments/', order: 4 },
  { label: 'Incident/Behaviour', to: 'crew-incident/index', section: 'crew-incident/', order: 5 },
  { label: 'Medical Issues', to: 'medical-issue/index', section: 'medical-issue/', order: 6 },
  { label: 'Training', to: 'training/index', section: 'training/', order: 7 },
  { label: 'Others', to: 'others/certificate', section: 'others/', order: 9 },
];

/** The Crew Profile tab's side links (002 §2 /v/crew/{id}/profile/...). */
export const PROFILE_LINKS = [
  { label: '201 Profile', to: 'profile/201' },
  { label: 'Personal Information', to: 'profile/personalinfo' },
  { label: 'Address and Contact', to: 'profile/addresscontact' },
  { label: 'Education', to: 'profile/education' },
  { label: 'Family', to: 'profile/family' },
  { label: 'Scholar and Fast Track', to: 'profile/crew-scholar' },
  { label: 'Category', to: 'profile/crew-category' },
] as const;

/**
 * The crew routes of 002 §2 each record family answers (the record pattern's screen). A screen
 * may show several families (Address and Contact: addresses, contacts, the emergency contact).
 */
export const CREW_RECORD_ROUTES: Array<[string, CrewRecordsKey[]]> = [
  ['profile/addresscontact', ['address', 'contact', 'emergencyContact']],
  ['profile/education', ['education']],
  ['profile/family', ['family']],
  ['profile/crew-scholar', ['scholar']],
  ['profile/crew-category', ['category']],
  ['workexperience/outside', ['outsideExperience']],
  ['crewcomments/comments', ['comment']],
  ['crew-comment/index', ['comment']],
  ['crew-incident/index', ['incident']],
  ['medical-issue/index', ['medicalIssue']],
  ['medical-issue/p&i', ['pandi', 'pandiCheckup']],
  ['training/index', ['training']],
  ['others/certificate', ['certificate']],
  ['others/recommendation-list', ['recommendation']],
];

/** Second-level links inside a tab (002 §2); Others also lists the finance and debriefing areas' screens. */
export const SECTION_LINKS: Record<string, CrewLink[]> = {
  'workexperience/': [
    { label: 'In-house', to: 'workexperience/inhouse' },
    { label: 'Outside', to: 'workexperience/outside' },
  ],
  'medical-issue/': [
    { label: 'Medical Issues', to: 'medical-issue/index' },
    { label: 'P&I', to: 'medical-issue/p&i' },
  ],
  'others/': [
    { label: 'Certificate', to: 'others/certificate' },
    { label: 'Recommendation List', to: 'others/recommendation-list' },
  ],
};
