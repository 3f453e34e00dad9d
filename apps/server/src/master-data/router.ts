import { DEPARTMENTS, GRANT_LABELS, GRANTS, POSITIONS, USER_TYPES, VESSEL_TYPES } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { listKeys } from './queries.js';
import { listKeysExtra } from './keys-extra.js';
import { settingsRouter } from './settings-router.js';

export const masterDataRouter = router({
  /** Key lists load once and are reused by every screen (002 §4). */
  keys: permitted('master-data.read').query(async ({ ctx }) => ({
    departments: DEPARTMENTS.map((d) => ({ ...d })),
    positions: POSITIONS.map((p) => ({ ...p })),
    userTypes: USER_TYPES.map((u) => ({ ...u })),
    vesselTypes: VESSEL_TYPES.map((v) => ({ ...v })),
    grants: GRANTS.map((id) => ({ id, label: GRANT_LABELS[id] })),
    ...(await listKeys(ctx.services.db)),
    ...(await listKeysExtra(ctx.services.db)),
  })),
  /** The /v/settings lists (issue 10). */
  settings: settingsRouter,
});
