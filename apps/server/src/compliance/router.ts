import { router } from '../platform/trpc/trpc.js';
import { contractsRouter } from './contracts-router.js';
import { owmsRouter } from './owms-router.js';

/** Issue 31: Philippine compliance (DMW contracts; OWMS, MARINA and e-Registration to come). */
export const complianceRouter = router({
  contracts: contractsRouter,
  owms: owmsRouter,
});
