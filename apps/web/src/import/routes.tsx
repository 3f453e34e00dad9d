import { lazy } from 'react';
import { navSection, type WebArea } from '../shared/web-area';

const ImportPage = lazy(() => import('./ImportPage').then((m) => ({ default: m.ImportPage })));

/** Issue 28: Utilities › Import, bringing an agency's data in from spreadsheets and the legacy's tables. */
export const importArea: WebArea = {
  routes: [{ path: '/v/utilities/import', permission: 'import.manage', element: <ImportPage /> }],
  nav: navSection('Utilities', [{ label: 'Import', to: '/v/utilities/import', permission: 'import.manage' }]),
};
