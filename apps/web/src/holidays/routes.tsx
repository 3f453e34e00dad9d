import { lazyScreen } from '../shared/lazy-screen';
import { navSection, type WebArea } from '../shared/web-area';

const HolidaysPage = lazyScreen(() => import('./HolidaysPage'), 'HolidaysPage');

/** Issue 31 §2: Settings › Holidays, the Philippine non-working holidays the OWMS due dates count with. */
export const holidaysArea: WebArea = {
  routes: [{ path: '/v/settings/holidays', permission: 'master-data.read', element: <HolidaysPage /> }],
  nav: navSection('Settings', [{ label: 'Holidays', to: '/v/settings/holidays', permission: 'master-data.read' }]),
};
