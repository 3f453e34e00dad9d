import type { ColDef } from 'ag-grid-community';
import { formatDate, formatInZone } from '@crewing/domain';
import type { Access } from '../shared/api-types';
import type { Variant } from '../shared/use-board-filters';
import type { GridRow } from './board-rows';
import { PcrCell } from './cells';
import { actionCol, batchHeaderFields, crew, fieldCol, leadingCols, pcrResult } from './columns';
import type { GridContext } from './grid-context';
import { keyName } from '../../key-lists/use-key-list';

/** 001 §2.2 columns; the single-vessel screen has no Vessel and # columns. */
export function embarkingColumns(variant: Variant, access: Access): ColDef<GridRow>[] {
  const click = batchHeaderFields('embarking', access);
  const f = (field: string, width: number, header?: string) => fieldCol('embarking', field, width, click, header);
  const fields: ColDef<GridRow>[] = [
    {
      ...f('inn_id', 190, 'QUARANTINE HOTEL / CONTACT NUMBER'),
      valueGetter: (p) => {
        const id = crew(p.data)?.emb?.values.inn_id;
        if (!id) return '';
        const keys = (p.context as GridContext).keys;
        const inn = keys?.inns.find((i) => i.id === id);
        // A hotel no longer offered still reads by its name, as in every other place (issue 10).
        return inn ? [inn.name, inn.telephone].filter(Boolean).join(' / ') : keyName(keys, 'inn', id);
      },
    },
    f('check_in', 110),
    f('check_out', 110),
    f('transfer_details', 180),
    f('departure_manila', 118),
    f('flight_details', 160),
    f('embark_date', 110),
    f('embark_port_id', 140),
    // Read-only (001 §2.2): the embarking crew's onboard promotion date from his promotion records (issue 15).
    {
      colId: 'promotion',
      headerName: 'ONBOARD PROMOTION',
      width: 105,
      valueGetter: (p) => formatDate(crew(p.data)?.emb?.onboardPromotionDate),
    },
    f('remarks', 180),
    // Issue 29 §2: when the crew pressed "I have read this" in his portal (a push moves it live).
    {
      colId: 'acknowledged',
      headerName: 'READ BY CREW',
      width: 128,
      valueGetter: (p) => {
        const read = crew(p.data)?.emb?.acknowledged;
        return read ? formatInZone(new Date(read.at)) : '';
      },
      tooltipValueGetter: (p) => {
        const read = crew(p.data)?.emb?.acknowledged;
        return read ? `READ BY ${read.byName} IN HIS PORTAL` : undefined;
      },
    },
    {
      colId: 'pcr',
      headerName: 'RT PCR TEST',
      width: 76,
      valueGetter: (p) => pcrResult(crew(p.data)?.emb?.values),
      cellRenderer: PcrCell,
    },
  ];
  // 001 §2.2 'NO CREW REPLACEMENT FOR {rank} {crew}': the off-signer waiting for a reliever or, on a
  // crew change without one, the crew whose embarking was cancelled (the row keeps his name).
  const name = (r: NonNullable<ReturnType<typeof crew>>) => {
    if (r.emb) return r.emb.name;
    const who = r.row.offSigner?.name ?? r.row.embarkings.at(-1)?.name ?? r.row.relievers[0]?.name ?? '';
    return `NO CREW REPLACEMENT FOR ${r.row.rankAlias} ${who}`.trim();
  };
  return [...leadingCols('embarking', variant, name), ...fields, actionCol('embarking')];
}
