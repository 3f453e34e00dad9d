import { z } from 'zod';
import { recordId } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { covidVaccines } from './queries.js';

const id = recordId;

export const covidVaccineRouter = router({
  /** A crew's doses, opened from the board's vaccinated icon. */
  byCrew: permitted('crew-change.read')
    .input(z.object({ crewId: id }))
    .query(({ ctx, input }) => covidVaccines(ctx.services.db, input.crewId)),
});
