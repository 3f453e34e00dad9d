import { VESSEL_RECORD_FAMILIES } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { ownerRecords } from '../records/bind-records';

/**
 * A vessel's records (002 §3 vessel records): `vessel.records.<family>`, each tab's edit history,
 * refreshed with the vessel's room. Issue 10's forms offer the master lists (vessel and rank types,
 * the user lists) besides the key lists.
 */
export const vesselRecords = ownerRecords({
  families: VESSEL_RECORD_FAMILIES,
  input: (vesselId: number) => ({ vesselId }),
  router: trpc.vessel,
  utils: (utils) => utils.vessel,
});
