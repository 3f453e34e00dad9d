import { navSection, plannedGroup, type WebArea } from '../shared/web-area';

/** 002 §2 /v/settings: the master data lists (not built yet); users have their own area. */
export const masterDataArea: WebArea = {
  // Key lists load once and are reused by every screen (002 §4): refreshed when an administrator changes one.
  live: (topic, utils) => {
    if (topic.kind === 'master-data') void utils.masterData.keys.invalidate();
  },
  planned: plannedGroup('/v/settings', 'the master data settings work', [
    ['document', 'Documents'],
    ['document/:id', 'Document'],
    ['country', 'Countries'],
    ['school', 'Schools'],
    ['rank', 'Ranks'],
    ['rank/:id/document-matrix', 'Rank Document Matrix'],
    ['rank/:id/salary-matrix', 'Rank Salary Matrix'],
    ['covid-hospitals', 'Covid Hospitals'],
    ['inn', 'Inns'],
    ['course', 'Courses'],
    ['fleet', 'Fleets'],
    ['fleet/signatories', 'Fleet Signatories'],
    ['port', 'Ports'],
    ['manning', 'Manning Agencies'],
    ['clinic', 'Clinics'],
    ['life-boat', 'Life Boats'],
    ['life-boat/:id', 'Life Boat'],
    ['category', 'Categories'],
    ['vessel-owner', 'Vessel Owners'],
    ['program', 'Programs'],
    ['principal', 'Principals'],
    ['shipping-management', 'Shipping Managements'],
  ]),
  redirects: [
    // 002 §2: the settings' default child is document.
    { from: '/v/settings', to: '/v/settings/document' },
    { from: '/v/settings/rank/:id', to: 'document-matrix' },
  ],
  // After the users area's 'Users' in the same section.
  nav: navSection('Settings', [
    { label: 'Documents', to: '/v/settings/document' },
    { label: 'Countries', to: '/v/settings/country' },
    { label: 'Schools', to: '/v/settings/school' },
    { label: 'Ranks', to: '/v/settings/rank' },
    { label: 'Covid Hospitals', to: '/v/settings/covid-hospitals' },
    { label: 'Inns', to: '/v/settings/inn' },
    { label: 'Courses', to: '/v/settings/course' },
    { label: 'Fleets', to: '/v/settings/fleet' },
    { label: 'Fleet Signatories', to: '/v/settings/fleet/signatories' },
    { label: 'Ports', to: '/v/settings/port' },
    { label: 'Manning Agencies', to: '/v/settings/manning' },
    { label: 'Clinics', to: '/v/settings/clinic' },
    { label: 'Life Boats', to: '/v/settings/life-boat' },
    { label: 'Categories', to: '/v/settings/category' },
    { label: 'Vessel Owners', to: '/v/settings/vessel-owner' },
    { label: 'Programs', to: '/v/settings/program' },
    { label: 'Principals', to: '/v/settings/principal' },
    { label: 'Shipping Managements', to: '/v/settings/shipping-management' },
  ]),
};
