import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

const ImportPage = lazyScreen(() => import('./ImportPage'), 'ImportPage');

/** Issue 28: Utilities › Import, bringing an agency's data in from spreadsheets and the legacy's tables. */
export const importArea: WebArea = {
  routes: [{ path: '/v/utilities/import', permission: 'import.manage', element: <ImportPage /> }],
  nav: navSection('Utilities', [{ label: 'Import', to: '/v/utilities/import', permission: 'import.manage' }]),
};
