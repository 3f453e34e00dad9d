import type { CrewRef } from './api-types';
import type { Side, Values } from './fields';

/** The one dialog the board shows at a time (opened from cells, menus and the header). */
export type Dialog =
  | { type: 'edit'; side: Side; crewChangeId: number }
  | { type: 'history'; side: Side; crewChangeId: number; field: string }
  | { type: 'comments'; side: Side; crewChangeId: number; field: string; adding: boolean }
  | { type: 'batch-edit'; side: Side; field?: string }
  | { type: 'add-batch' }
  | { type: 'update-batch'; batchId: number; batchNumber: number; vesselId: number }
  | { type: 'contact'; crew: CrewRef }
  | { type: 'hotel'; innId: number | null }
  | { type: 'pcr'; values: Values }
  | { type: 'plan' }
  | { type: 'pick-crew'; mode: 'replacement' | 'reliever'; crewChangeId: number }
  | { type: 'vaccine'; crew: CrewRef }
  | { type: 'embark-docs'; vesselId: number };
