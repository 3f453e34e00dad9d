import { z } from 'zod';
import { commandId, pageNumber, recordId, vesselFamily } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { createMaster, runMaster, updateMaster } from '../master-data/commands.js';
import { fileFacts } from '../records/facts.js';
import { getVessel } from './get-query.js';
import { listVessels } from './list-query.js';
import { vesselRecords } from './records.js';
import { vesselHistory } from './history.js';
import { changeImage } from './commands.js';

const id = recordId;

export const vesselRouter = router({
  /** The vessel master list (002 §2 masterlist vessel/index). */
  list: permitted('vessel.read')
    .input(
      z.object({
        search: z.string().trim().max(100).optional(),
        fleetId: id.optional(),
        vesselTypeId: id.optional(),
        status: z.enum(['all', 'active', 'inactive']).default('active'),
        page: pageNumber.default(1),
        perPage: z.number().int().min(1).max(100).default(15),
      }),
    )
    .query(({ ctx, input }) => listVessels(ctx.services.db, input)),
  /** 000 §7 getVesselInfo / getVesselImage. */
  get: permitted('vessel.read')
    .input(z.object({ id }))
    .query(({ ctx, input }) => getVessel(ctx.services.db, input.id)),
  /** 002 §7 addVessel: every field of 000 §3, the keys checked. */
  add: permitted('vessel.manage')
    .input(z.object({ fields: z.record(z.string().max(40), z.unknown()), commandId }))
    .mutation(({ ctx, input }) => createMaster(ctx, 'vessel', vesselFamily, input.fields, input)),
  /** 002 §7 updateVessel: only the changed fields, from the version the edit started at. */
  update: permitted('vessel.manage')
    .input(
      z.object({
        id,
        baseVersion: z.number().int().nonnegative().optional(),
        changes: z.record(z.string().max(40), z.unknown()),
        commandId,
      }),
    )
    .mutation(({ ctx, input }) => updateMaster(ctx, 'vessel', vesselFamily, input.id, input.changes, input)),
  /** 000 §4 vessel status: 1 active, otherwise inactive. */
  setStatus: permitted('vessel.manage')
    .input(z.object({ id, active: z.boolean(), commandId }))
    .mutation(async ({ ctx, input }) => {
      const data = {
        kind: 'vessel' as const,
        id: input.id,
        active: input.active,
        at: ctx.services.clock().toISOString(),
      };
      return {
        version: (await runMaster(ctx, 'vessel', input.id, { type: 'SetMasterRecordStatus', data }, input)).version,
      };
    }),
  /** 000 §7 updateVesselImage (the upload went to /files first, 2,000,000 bytes, images only) and deleteVesselImage. */
  setImage: permitted('vessel.manage')
    .input(z.object({ vesselId: id, fileId: z.uuid(), commandId }))
    .mutation(async ({ ctx, input }) => {
      const fileId = input.fileId.toLowerCase();
      const file = (await fileFacts(ctx.services.db, [fileId]))[fileId] ?? null;
      const data = {
        vesselId: input.vesselId,
        fileId,
        file,
        actorId: ctx.session.user.id,
        at: ctx.services.clock().toISOString(),
      };
      return changeImage(ctx, input.vesselId, data, input.commandId);
    }),
  deleteImage: permitted('vessel.manage')
    .input(z.object({ vesselId: id, commandId }))
    .mutation(({ ctx, input }) => {
      const data = {
        vesselId: input.vesselId,
        fileId: null,
        file: null,
        actorId: ctx.session.user.id,
        at: ctx.services.clock().toISOString(),
      };
      return changeImage(ctx, input.vesselId, data, input.commandId);
    }),
  /** Per-field edit history of the vessel or one of its record families, for whoever reads that family (history.ts). */
  history: permitted('vessel.read')
    .input(
      z.object({
        vesselId: id,
        family: z
          .string()
          .regex(/^[a-zA-Z][a-zA-Z-]{0,40}$/)
          .optional(),
      }),
    )
    .query(({ ctx, input }) => vesselHistory(ctx, input)),
  /** The vessel's record families (Documents, Flag History, Specification, ECDIS, Visitation, Salary Matrix). */
  records: vesselRecords.router,
});
