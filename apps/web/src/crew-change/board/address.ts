// The router's type straight from the server (not through shared/trpc.ts, which imports the boot reads that import this file).
import type { RouterInputs } from '@crewing/server/router';

type BoardInput = RouterInputs['crewChange']['board'];

// Imported by the boot entry (boot/early-reads.ts): types only besides this file, so the entry stays small.

/** The board the address names, as useBoardFilters reads it before the keys and the user are here. */
export function addressedBoard(
  path: string,
  params: URLSearchParams,
): { input: BoardInput; layoutKey: `${'fleet' | 'vessel'}-${'embarking' | 'disembarking'}` } | null {
  const variant =
    path === '/v/crewchange/ccdetails' ? 'fleet' : path === '/v/crewchange/crew-change-details' ? 'vessel' : null;
  if (!variant) return null;
  const fleetId = Number(params.get('fleetId')) || null;
  const vesselId = Number(params.get('vesselId')) || null;
  const date = params.get('date') ?? '';
  const filterDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  const noBatch = params.get('noBatch') === '1';
  const tab = params.get('tab') === 'embarking' ? 'embarking' : 'disembarking';
  let input: BoardInput;
  if (variant === 'fleet') {
    if (fleetId === null) return null;
    input = { fleetId, ...(vesselId !== null ? { vesselId } : {}) };
  } else input = vesselId !== null ? { vesselId } : { allVessels: true };
  input = { ...input, ...(filterDate ? { filterDate } : {}), ...(noBatch ? { noBatch: true } : {}) };
  const grouped = variant === 'fleet' || vesselId === null;
  return { input, layoutKey: `${grouped ? 'fleet' : 'vessel'}-${tab}` };
}
