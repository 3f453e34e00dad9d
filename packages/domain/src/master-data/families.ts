import type { RecordFamily } from '../records/family.js';
import { vesselFamily } from '../vessel/vessel-fields.js';
import { VESSEL_MASTER_FAMILIES } from './kinds.js';
import type { MasterDataKind } from './schemas.js';
import { MASTER_SETTINGS } from './settings.js';

/**
 * The declared fields of every kind a screen creates or edits (the /v/settings lists, issue 10's
 * vessel keys, the vessel itself): the master data decider checks a checked create or edit
 * against its kind's family. One family per kind, so the kind in the command names it.
 */
export const MASTER_FAMILIES: Partial<Record<MasterDataKind, RecordFamily>> = {
  ...VESSEL_MASTER_FAMILIES,
  ...Object.fromEntries(Object.values(MASTER_SETTINGS).map((s) => [s.kind, s.family])),
  vessel: vesselFamily,
};
