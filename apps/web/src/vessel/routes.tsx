import { navSection, type WebArea } from '../shared/web-area';
import { VesselFormPage } from './VesselFormPage';
import { VesselListPage } from './VesselListPage';
import { VesselPage } from './VesselPage';

/** 002 §2 the vessel list, Add Vessel and a vessel's page with its records (issue 10). */
export const vesselArea: WebArea = {
  routes: [
    { path: '/v/masterlist/vessel/index', element: <VesselListPage /> },
    { path: '/v/masterlist/vessel/vesseladd', permission: 'vessel.manage', element: <VesselFormPage /> },
    { path: '/v/masterlist/vessel/add', permission: 'vessel.manage', element: <VesselFormPage /> },
    { path: '/v/vessel/:id/:tab', element: <VesselPage /> },
  ],
  redirects: [{ from: '/v/vessel/:id', to: 'document' }],
  nav: navSection('Master List', [{ label: 'Vessel', to: '/v/masterlist/vessel/index' }]),
  live: (topic, utils) => {
    if (topic.kind === 'vessel') {
      void utils.vessel.get.invalidate({ id: topic.id });
      void utils.vessel.records.invalidate();
      void utils.vessel.history.invalidate({ vesselId: topic.id });
    }
    // The vessel read model is async (master data): its list and page refresh when the push says it moved.
    if (topic.kind === 'master-data' && (topic.masterKind === 'vessel' || topic.masterKind === null)) {
      void utils.vessel.list.invalidate();
      void utils.vessel.get.invalidate();
    }
  },
};
