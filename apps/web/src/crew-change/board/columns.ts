import type { ColDef, ITooltipParams, ValueGetterParams } from 'ag-grid-community';
import type { Access } from '../shared/api-types';
import { BATCH_FIELDS, showValue, specOf, type Side, type Values } from '../shared/fields';
import type { Variant } from '../shared/use-board-filters';
import type { CrewGridRow, GridRow } from './board-rows';
import { ActionCell, FieldCell, NameCell } from './cells';
import type { GridContext } from './grid-context';

type Col = ColDef<GridRow>;
const crew = (d: GridRow | undefined): CrewGridRow | null => (d?.kind === 'crew' ? d : null);

function recordOf(
  r: CrewGridRow,
  side: Side,
): { values: Values; confirmed: Record<string, { byName: string }> } | null {
  return side === 'embarking' ? r.emb : r.row.disembarking;
}

/** 'CONFIRMED BY {name}' on a confirmed date, 'CANCELLED BY {name}' on a cancelled embarking. */
function tooltip(side: Side, field: string | null) {
  return (p: ITooltipParams<GridRow>): string | undefined => {
    const r = crew(p.data);
    if (!r) return undefined;
    if (side === 'embarking' && r.emb?.cancelled) return `CANCELLED BY ${r.emb.cancelled.byName}`;
    if (r.row.rankCancelled) return `RANK CANCELLED BY ${r.row.rankCancelled.byName}`;
    const stamp = field ? recordOf(r, side)?.confirmed[field] : undefined;
    if (stamp) return `CONFIRMED BY ${stamp.byName}`;
    return undefined;
  };
}

/** Headers that open the batch editor with their field preselected (001 §2.2, §2.3, §6). */
export function batchHeaderFields(side: Side, access: Access): Set<string> {
  const allowed = side === 'embarking' ? access.actions.batchEmbarking : access.actions.batchDisembarking;
  if (!allowed) return new Set();
  return new Set(BATCH_FIELDS[side].filter((f) => access.batchWritable[side].includes(f)));
}

export function fieldCol(side: Side, field: string, width: number, clickable: Set<string>, headerName?: string): Col {
  const spec = specOf(side, field);
  return {
    colId: field,
    headerName: headerName ?? spec?.label ?? field,
    width,
    valueGetter: (p: ValueGetterParams<GridRow>) => {
      const r = crew(p.data);
      const rec = r ? recordOf(r, side) : null;
      return rec ? showValue(spec, rec.values[field], (p.context as GridContext).keys) : '';
    },
    cellRenderer: FieldCell,
    cellRendererParams: { side, field },
    cellClassRules: { 'cc-confirmed': (p) => !!(crew(p.data) && recordOf(crew(p.data)!, side)?.confirmed[field]) },
    tooltipValueGetter: tooltip(side, field),
    ...(clickable.has(field)
      ? { headerClass: 'cc-header-clickable', headerTooltip: 'Click to edit several crews' }
      : {}),
  };
}

/** Vessel and # (fleet variant), RANK and NAME OF CREW. */
export function leadingCols(side: Side, variant: Variant, name: (r: CrewGridRow) => string): Col[] {
  const cols: Col[] = [];
  if (variant === 'fleet') {
    cols.push(
      {
        colId: 'vessel',
        headerName: 'Vessel',
        width: 110,
        pinned: 'left',
        valueGetter: (p) => crew(p.data)?.row.vesselName ?? '',
        tooltipValueGetter: tooltip(side, null),
      },
      { colId: 'index', headerName: '#', width: 40, pinned: 'left', valueGetter: (p) => crew(p.data)?.index ?? '' },
    );
  }
  cols.push(
    {
      colId: 'rank',
      headerName: 'RANK',
      width: 64,
      pinned: 'left',
      valueGetter: (p) => crew(p.data)?.row.rankAlias ?? '',
      tooltipValueGetter: (p) => crew(p.data)?.row.rankName,
    },
    {
      colId: 'crew_name',
      headerName: 'NAME OF CREW',
      width: 204,
      // Issue 11: who the row is about stays in view while the other columns scroll.
      pinned: 'left',
      valueGetter: (p) => {
        const r = crew(p.data);
        return r ? name(r) : '';
      },
      cellRenderer: NameCell,
      cellRendererParams: { side },
      tooltipValueGetter: tooltip(side, null),
      // A row without a record reads one sentence; it wraps in the pinned name column (a span cannot leave it).
    },
  );
  return cols;
}

export const actionCol = (side: Side): Col => ({
  colId: 'action',
  headerName: 'ACTION',
  width: 96,
  cellRenderer: ActionCell,
  cellRendererParams: { side },
  pinned: 'right',
});

/** One test's result: POSITIVE, NEGATIVE (a date, lab or a negative result recorded) or '' (not tested). */
export function pcrTest(values: Values | undefined, n: 1 | 2): 'POSITIVE' | 'NEGATIVE' | '' {
  if (!values) return '';
  if (values[`rapid_result${n}`] === true) return 'POSITIVE';
  if (values[`rapid_date${n}`] || values[`lab${n}_id`] || values[`rapid_result${n}`] === false) return 'NEGATIVE';
  return '';
}

/** The column's value: the latest result, or both ('POSITIVE / NEGATIVE') when the two tests differ. */
export function pcrResult(values: Values | undefined): string {
  const [first, second] = [pcrTest(values, 1), pcrTest(values, 2)];
  if (first && second && first !== second) return `${first} / ${second}`;
  return second || first;
}

export { crew };
