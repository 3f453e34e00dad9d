import type { WebArea } from '../shared/web-area';

/**
 * Issue 15: a crew's cash advances, cash loans and withdrawals, and his evaluations, live inside
 * the crew 201 container (finance/crew-routes.tsx).
 */
export const financeArea: WebArea = {};
