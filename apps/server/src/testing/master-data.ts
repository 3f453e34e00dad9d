import type { Services } from '../platform/services.js';
import { newMasterRecord } from './actors.js';

/** A fleet (of bulk carriers, vessel type 2, unless told), created as an administrator does. */
export function newFleet(services: Services, name: string, vesselTypeId = 2): Promise<number> {
  return newMasterRecord(services, 'fleet', 'fleet', { name, vesselTypeId });
}

/** A rank: its name, alias, rank type (1 officers, 3 ratings) and its place in the lists. */
export function newRank(
  services: Services,
  name: string,
  alias: string,
  rankTypeId: number,
  sortOrder: number,
): Promise<number> {
  return newMasterRecord(services, 'rank', 'rank', { name, alias, rankTypeId, sortOrder });
}

/** A vessel of a fleet (a bulk carrier unless `more` says otherwise), with any further fields. */
export function newVessel(
  services: Services,
  fleetId: number,
  name: string,
  code: string,
  more: Record<string, unknown> = {},
): Promise<number> {
  return newMasterRecord(services, 'vessel', 'vessel', { name, code, fleetId, vesselTypeId: 2, ...more });
}
