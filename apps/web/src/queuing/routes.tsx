import { navSection, type WebArea } from '../shared/web-area';

/** 002 §2 /queuing: present in the legacy, content not shown (not built yet). */
export const queuingArea: WebArea = {
  planned: [{ path: '/queuing', title: 'Queuing', arrivesWith: 'the queuing work' }],
  nav: navSection('Utilities', [{ label: 'Queuing', to: '/queuing' }]),
};
