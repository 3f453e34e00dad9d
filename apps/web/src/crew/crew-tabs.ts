/** The Crew 201 container's tabs (000 §2), each opening its first 002 §2 path under /v/crew/{id}. */
export const CREW_TABS = [
  { label: 'Crew Profile', to: 'profile/201', section: 'profile/' },
  { label: 'Docs / License', to: 'crew-document/index', section: 'crew-document/' },
  { label: 'Work Experience', to: 'workexperience/inhouse', section: 'workexperience/' },
  { label: 'Comments', to: 'crewcomments/comments', section: 'crewcomments/' },
  { label: 'Incident/Behaviour', to: 'crew-incident/index', section: 'crew-incident/' },
  { label: 'Medical Issues', to: 'medical-issue/index', section: 'medical-issue/' },
  { label: 'Training', to: 'training/index', section: 'training/' },
  { label: 'Others', to: 'others/certificate', section: 'others/' },
] as const;

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

/** The crew area's sub-routes not built yet: rendered inside the container as placeholders. */
export const CREW_PLANNED: Array<[string, string]> = [
  ['profile/addresscontact', 'Crew Profile — Address and Contact'],
  ['profile/education', 'Crew Profile — Education'],
  ['profile/family', 'Crew Profile — Family'],
  ['profile/crew-scholar', 'Crew Profile — Scholar and Fast Track'],
  ['profile/crew-category', 'Crew Profile — Category'],
  ['workexperience/inhouse', 'Work Experience — In-house'],
  ['workexperience/outside', 'Work Experience — Outside'],
  ['crewcomments/comments', 'Comments'],
  ['crew-incident/index', 'Incident/Behaviour'],
  ['medical-issue/index', 'Medical Issues'],
  ['medical-issue/p&i', 'Medical Issues — P&I'],
  ['crew-comment/index', 'Crew Comments'],
  ['training/index', 'Training'],
  ['others/certificate', 'Others — Certificate'],
  ['others/recommendation-list', 'Others — Recommendation List'],
];
