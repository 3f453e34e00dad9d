import type { ColDef } from 'ag-grid-community';
import type { Access } from '../shared/api-types';
import type { Variant } from '../shared/use-board-filters';
import type { GridRow } from './board-rows';
import { HotelCell } from './cells';
import { actionCol, batchHeaderFields, crew, fieldCol, leadingCols } from './columns';

/** 001 §2.3 columns. */
export function disembarkingColumns(variant: Variant, access: Access): ColDef<GridRow>[] {
  const click = batchHeaderFields('disembarking', access);
  const f = (field: string, width: number, header?: string) => fieldCol('disembarking', field, width, click, header);
  const fields: ColDef<GridRow>[] = [
    f('contract_reason_id', 170),
    f('disembark_port_id', 140),
    f('disembark_date', 112),
    f('arrive_manila', 130),
    f('flight_arrival', 160),
    { ...f('arrive_inn_id', 190), cellRenderer: HotelCell },
    f('transfer_arrival', 190),
    f('remarks', 180),
    {
      colId: 'batch',
      headerName: 'Batch Number',
      width: 90,
      valueGetter: (p) => crew(p.data)?.row.batch?.batchNumber ?? '',
    },
  ];
  // 001 §2.3: the fleet variant's legacy wording is 'NO EMBARKING FOR'.
  const missing = variant === 'fleet' ? 'NO EMBARKING FOR' : 'NO DISEMBARKING FOR';
  const name = (r: NonNullable<ReturnType<typeof crew>>) => {
    if (r.row.offSigner) return r.row.offSigner.name;
    const reliever = r.row.embarkings.at(-1)?.name ?? r.row.relievers[0]?.name ?? '';
    return `${missing} ${r.row.rankAlias} ${reliever}`.trim();
  };
  return [...leadingCols('disembarking', variant, name), ...fields, actionCol('disembarking')];
}
