import type { CrewRef } from '@crewing/server/router';
import type { MasterKeys } from '../shared/trpc';
import type { Access, Side, Values } from './fields';
import type { Variant } from './use-board-filters';

/** The one dialog the board shows at a time. */
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

export interface MenuState {
  x: number;
  y: number;
  crewChangeId: number;
  side: Side;
  /** A field cell: history count decides 'VIEW EDIT HISTORY'. */
  field?: string;
  history?: number;
  /** A batch cell. */
  batch?: { batchId: number; batchNumber: number; vesselId: number };
}

/** A small dropdown opened from a button in the grid: a row's planning actions or a vessel's menu. */
export type Popup = { type: 'row'; x: number; y: number; crewChangeId: number } | { type: 'vessel'; x: number; y: number; vesselId: number };

/** What the grids' cells read (ag-grid `context`). */
export interface GridContext {
  access: Access;
  keys: MasterKeys | undefined;
  variant: Variant;
  open: (d: Dialog) => void;
  popup: (p: Popup) => void;
}
