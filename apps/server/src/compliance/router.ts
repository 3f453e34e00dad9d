import { router } from '../platform/trpc/trpc.js';
import { contractsRouter } from './contracts-router.js';
import { owmsRouter } from './owms-router.js';
import { marinaRouter } from './marina-router.js';
import { sbecsRouter } from './sbecs-router.js';

/** Issue 31: Philippine compliance (DMW contracts, OWMS reports, MARINA verification, e-Registration, the SBECS pack). */
export const complianceRouter = router({
  contracts: contractsRouter,
  owms: owmsRouter,
  marina: marinaRouter,
  sbecs: sbecsRouter,
});
