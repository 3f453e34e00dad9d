import { z } from 'zod';
import { permitted, router } from '../platform/trpc/trpc.js';
import { barangays, municipalities, provinces, regions } from './data.js';

/** A PSGC code: digits only, so the upper-casing normaliser leaves it as sent. */
const code = z.string().regex(/^\d{2,12}$/);
const read = permitted('master-data.read');

/**
 * The address cascade's lists (issue 8 §4): official PSGC data, read-only, the same for everyone
 * who reads key lists. The web loads each once and reuses it (002 §4).
 */
export const psgcRouter = router({
  regions: read.query(() => regions()),
  provinces: read.input(z.object({ regionCode: code })).query(({ input }) => provinces(input.regionCode)),
  /** Without a province: the region's cities outside any province (all of NCR; see psgc/load.ts). */
  municipalities: read
    .input(z.object({ regionCode: code, provinceCode: code.nullish() }))
    .query(({ input }) => municipalities(input)),
  barangays: read.input(z.object({ municipalityCode: code })).query(({ input }) => barangays(input.municipalityCode)),
});
