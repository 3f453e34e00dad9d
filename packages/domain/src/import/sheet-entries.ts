import type { ImportColumn, ImportKind } from './kinds.js';
import type { KeyLookup } from './values.js';

/** What stands for an entry a row above creates while a row is decided: an id that exists (never sent). */
const STAND_IN_ID = 2_147_483_647;
export const standIns = (fromRows: Record<string, number>) =>
  Object.fromEntries(Object.keys(fromRows).map((f) => [f, STAND_IN_ID]));

const SEP = ' › ';

/** What this reads of a checked row (rows.ts CheckedRow). */
interface SheetRow {
  rowNo: number;
  status: string;
  entryId?: number;
  cells: Record<string, string>;
  fromRows?: Record<string, number>;
}

/**
 * The entries a master sheet's rows make, by the texts a later row may name them with in a key column of the
 * kind's own list (a category's parent, 002 §7): their name, code and path ('REGULAR › CADET'), upper-cased.
 * A row naming a new one waits for it (`fromRows`); one naming a row chosen to update an entry gets that entry.
 */
export class SheetEntries {
  private readonly byText = new Map<string, { row: SheetRow; path: string }>();

  constructor(
    private readonly kind: ImportKind,
    private readonly keys: KeyLookup,
  ) {}

  private own(column: Pick<ImportColumn, 'type' | 'list'>): boolean {
    return this.kind.target === 'master' && column.type === 'key' && column.list === this.kind.master;
  }

  add(row: SheetRow, values: Record<string, unknown>): void {
    if (!this.kind.columns.some((c) => this.own(c)) || typeof values.name !== 'string') return;
    const parent = this.kind.columns.find((c) => this.own(c))!;
    const parentText = row.cells[parent.field]?.trim().toUpperCase() ?? '';
    let parentPath = '';
    if (row.fromRows?.[parent.field]) parentPath = this.byText.get(parentText)?.path ?? '';
    else if (parentText) {
      const onFile = this.keys(parent.list!, parentText);
      parentPath = 'id' in onFile ? (onFile.path ?? '') : (this.byText.get(parentText)?.path ?? '');
    }
    const path = parentPath ? `${parentPath}${SEP}${values.name}` : values.name;
    for (const text of [values.name, values.code, path]) {
      const up = typeof text === 'string' ? text.trim().toUpperCase() : '';
      if (up && !this.byText.has(up)) this.byText.set(up, { row, path });
    }
  }

  /** A cell of the kind's own list not on file: the row above that makes it, or why it cannot be named. */
  find(column: ImportColumn, text: string): { rowNo: number } | { id: number } | { error: string } | null {
    if (!this.own(column)) return null;
    const hit = this.byText.get(text.trim().toUpperCase());
    if (!hit) return null;
    const { row } = hit;
    if (row.status === 'new') return { rowNo: row.rowNo };
    if ((row.status === 'update' || row.status === 'unchanged') && row.entryId) return { id: row.entryId };
    const why = row.status === 'error' ? 'it has errors' : 'it is a duplicate, skipped';
    return { error: `Row ${row.rowNo} of this sheet makes this ${column.label.toLowerCase()}, but ${why}` };
  }
}
