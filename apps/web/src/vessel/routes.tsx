import { navSection, plannedGroup, type WebArea } from '../shared/web-area';

/** 002 §2 vessel list and a vessel's records (not built yet). */
export const vesselArea: WebArea = {
  planned: [
    ...plannedGroup('/v/masterlist', 'the master list work', [
      ['vessel/index', 'Vessel List'],
      ['vessel/vesseladd', 'Add Vessel'],
      ['vessel/add', 'Add Vessel'],
    ]),
    ...plannedGroup('/v/vessel/:id', 'the vessel work', [
      ['document', 'Vessel Documents'],
      ['flag', 'Vessel Flag History'],
      ['specification', 'Vessel Specification'],
      ['ecdis', 'Vessel ECDIS'],
      ['rank-salary', 'Vessel Salary Matrix'],
      ['visitation', 'Vessel Visitation'],
    ]),
  ],
  redirects: [{ from: '/v/vessel/:id', to: 'document' }],
  nav: navSection('Master List', [{ label: 'Vessel', to: '/v/masterlist/vessel/index' }]),
};
