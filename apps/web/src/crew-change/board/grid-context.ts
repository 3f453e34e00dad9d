import type { MasterKeys } from '../../shared/trpc';
import type { Access } from '../shared/api-types';
import type { Dialog } from '../shared/dialogs';
import type { Side } from '../shared/fields';
import type { Variant } from '../shared/use-board-filters';

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
export type Popup =
  | { type: 'row'; x: number; y: number; crewChangeId: number }
  | { type: 'vessel'; x: number; y: number; vesselId: number };

/** What the grids' cells read (ag-grid `context`). */
export interface GridContext {
  access: Access;
  keys: MasterKeys | undefined;
  variant: Variant;
  open: (d: Dialog) => void;
  popup: (p: Popup) => void;
}
