import { z } from 'zod';
import {
  commandId,
  withCommandId,
  addCrewInput,
  can,
  CREW_RECORD_FAMILIES_BY_NAME,
  crewAsOfInput,
  crewListInput,
  crewStream,
  possibleDuplicatesInput,
  recordId,
  updateCrewProfileInput,
} from '@crewing/domain';
import { editSenderOf, permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { assertVisible } from '../fleet-access/fleet-access.js';
import { crewOptions } from './queries.js';
import { listCrews, possibleDuplicates } from './list-query.js';
import { registerCrew, updateCrewProfile } from './commands.js';
import { getCrew } from './profile-query.js';
import { fieldHistory } from '../field-history/stream.js';
import { crewRecords } from './records/owner.js';
import { namedHistory } from '../records/history.js';
import { experienceRouter } from './experience/router.js';
import { changeCrewPhoto } from './commands.js';
import { biodataRouter } from './biodata/index.js';
import { crewAsOf } from './as-of.js';

const id = recordId;
/** Who reads a 201 file: its "as of" view has the same boundary as the live one. */
const readsCrewFile = () => permitted('crew-change.read');

export const crewRouter = router({
  /** Onboard and standby crews of a vessel, for planning a crew change on a fleet the planner sees (001 §2.1). */
  options: permitted('crew-change.plan')
    .input(z.object({ vesselId: id }))
    .query(async ({ ctx, input }) => {
      await assertVisible(ctx.services.db, ctx.session.actor, { vesselId: input.vesselId });
      return crewOptions(ctx.services.db, input.vesselId);
    }),

  /**
   * The crew master list (002 §2 crew/index). 002 §6 names no permission for reading crews: those
   * who see crews on the crew change board ('crew-change.read') read the list. It is not narrowed
   * to a fleet: the master list is the whole agency's, as the legacy's GET crew was.
   */
  list: permitted('crew-change.read')
    .input(crewListInput)
    .query(({ ctx, input }) => listCrews(ctx.services.db, input)),

  /** 002 §7 verifyCrewExistence: asked by Add Crew before it saves; a warning, never a refusal. */
  possibleDuplicates: permitted('crew.manage')
    .input(possibleDuplicatesInput)
    .query(({ ctx, input }) => possibleDuplicates(ctx.services.db, input)),

  /** 002 §7 addCrew: registers the crew through his stream's command handler; returns the id. */
  add: permitted('crew.manage')
    .input(addCrewInput.and(withCommandId))
    .mutation(async ({ ctx, input }) => {
      const { commandId: cid, ...profile } = input;
      const { crewId } = await registerCrew(ctx.services, { profile, ...senderOf(ctx, cid) });
      return { id: crewId };
    }),

  /** The crew 201 container's summary and profile (000 §2 Crew 201); read as the list is. */
  get: readsCrewFile()
    .input(z.object({ id }))
    .query(({ ctx, input }) => getCrew(ctx.services.db, input.id, ctx.services.clock(), ctx.services.env.TIME_ZONE)),

  /** Issue 27: the 201 file as it stood at the end of a past day (or just after one event), read-only. */
  asOf: readsCrewFile()
    .input(crewAsOfInput)
    .query(({ ctx, input }) => crewAsOf(ctx.services, input, ctx.session.actor)),

  /** Edit the 201 profile: only the changed fields, from the version the edit started at. */
  update: permitted('crew.manage')
    .input(updateCrewProfileInput.and(withCommandId))
    .mutation(async ({ ctx, input }) => {
      const r = await updateCrewProfile(ctx.services, {
        crewId: input.crewId,
        changes: input.changes,
        ...editSenderOf(ctx, input),
      });
      return { version: r.version };
    }),

  /**
   * Per-field edit history of the crew's stream; device details only for those who may see them.
   * `family`: one record family's changes (its fields read `family:12.lastName`), or 'profile'
   * for the crew's own fields only.
   */
  history: permitted('crew-change.read')
    .input(
      z.object({
        crewId: id,
        field: z.string().max(60).optional(),
        family: z
          .string()
          .regex(/^[a-zA-Z][a-zA-Z-]{0,40}$/)
          .optional(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const device = can(ctx.session.actor, 'history.device-details');
      const rows = await fieldHistory(
        ctx.services.db,
        crewStream.id(input.crewId),
        device,
        input.field,
        input.family?.toLowerCase(),
      );
      return namedHistory(ctx.services.db, CREW_RECORD_FAMILIES_BY_NAME, rows);
    }),
  /** Crew image (000 §2, 000 §5): an image uploaded through /files?kind=image, or delete it. */
  setPhoto: permitted('crew.manage')
    .input(z.object({ crewId: id, fileId: z.uuid(), commandId }))
    .mutation(async ({ ctx, input }) =>
      changeCrewPhoto(ctx, input.crewId, input.fileId.toLowerCase(), input.commandId),
    ),
  deletePhoto: permitted('crew.manage')
    .input(z.object({ crewId: id, commandId }))
    .mutation(async ({ ctx, input }) => changeCrewPhoto(ctx, input.crewId, null, input.commandId)),
  /** Sea experience: in-house contracts and the experience totals (crew/experience). */
  experience: experienceRouter,
  /** The 201 file's record families (crew/records): list, add, update, remove each. */
  records: crewRecords.router,
  /** The Crew Biodata (000 §2): the on-screen sheet, its PDF and the upload to the CMS (crew/biodata). */
  biodata: biodataRouter,
});
