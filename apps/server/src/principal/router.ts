import { z } from 'zod';
import { recordId, todayIn } from '@crewing/domain';
import { biodataSheetInput } from '@crewing/domain/crew/biodata';
import { permitted, router } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import {
  assertPrincipalCrew,
  assertPrincipalVessel,
  principalOf,
  principalVesselIds,
} from '../fleet-access/principal-access.js';
import { loadBoard } from '../crew-change/queries.js';
import { vesselPlan } from '../planning/plans.js';
import { planContext } from '../planning/scope.js';
import { getCrew } from '../crew/profile-query.js';
import { inHouseExperience } from '../crew/experience/query.js';
import { biodataSheet } from '../crew/biodata/sheet.js';
import { biodataView } from '../crew/biodata/view.js';
import { crewChecklist, isHeader, type ChecklistLine } from '../documents/checklist/query.js';
import { principalCrews, principalVessels } from './queries.js';

type Ctx = Context & { session: Session };
const portal = permitted('principal.portal');
const onVessel = z.object({ vesselId: recordId });
const onCrew = z.object({ crewId: recordId });

/** A procedure on one of his vessels: the vessel is checked before anything is read. */
const vesselRead = portal.input(onVessel).use(async ({ ctx, input, next }) => {
  await assertPrincipalVessel(ctx.services.db, ctx.session.actor, input.vesselId);
  return next();
});
/** A procedure on a crew on or lined up for his vessels. */
const crewRead = <S extends z.ZodType<{ crewId: number }>>(schema: S) =>
  portal.input(schema).use(async ({ ctx, input, next }) => {
    await assertPrincipalCrew(ctx.services.db, ctx.session.actor, (input as { crewId: number }).crewId);
    return next();
  });

const docLine = (l: ChecklistLine) =>
  isHeader(l)
    ? { header: l[0] }
    : {
        key: l.key,
        document: l.document,
        mandatory: l.mandatory,
        submitted: l.submitted,
        expiryDate: l.expiryDate,
        expired: l.expired,
        detail: l.detail,
      };

const today = (ctx: Ctx) => todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE);

/**
 * The principal's own reads (issue 30 §1): his vessels, their boards and vessel plans, the crews
 * on or lined up for them, their 201 summary, documents and biodata. Read-only; every input is
 * checked against his vessels (fleet-access/principal-access.ts). Device, browser and IP are
 * never part of what these return.
 */
export const principalRouter = router({
  vessels: portal.query(({ ctx }) => principalVessels(ctx.services.db, principalOf(ctx.session.actor))),

  board: vesselRead.query(async ({ ctx, input }) => {
    const board = await loadBoard(ctx.services.db, { vesselId: input.vesselId }, ctx.session.actor);
    // His view edits nothing: the board's actions and writable fields are the crewing office's.
    return { rows: board.rows, vessels: board.vessels, batches: board.batches };
  }),

  vesselPlan: vesselRead.query(({ ctx, input }) =>
    vesselPlan(ctx.services.db, input.vesselId, planContext(ctx.services)),
  ),

  crews: portal
    .input(z.object({ vesselId: recordId.optional() }))
    .use(async ({ ctx, input, next }) => {
      if (input.vesselId !== undefined) await assertPrincipalVessel(ctx.services.db, ctx.session.actor, input.vesselId);
      return next();
    })
    .query(({ ctx, input }) => principalCrews(ctx.services.db, principalOf(ctx.session.actor), input.vesselId)),

  /** The 201 summary: who he is, his rank and standing, his in-house sea service. */
  crew: crewRead(onCrew).query(async ({ ctx, input }) => {
    const db = ctx.services.db;
    const [c, experience, own] = await Promise.all([
      getCrew(db, input.crewId, ctx.services.clock(), ctx.services.env.TIME_ZONE),
      inHouseExperience(db, input.crewId, today(ctx)),
      db
        .selectFrom('crews')
        .select('id')
        .where('id', '=', input.crewId)
        .where('onboard_vessel_id', 'in', principalVesselIds(db, principalOf(ctx.session.actor)))
        .executeTakeFirst(),
    ]);
    return {
      id: c.id,
      name: c.name,
      crewCode: c.crewCode,
      birthdate: c.birthdate,
      age: c.age,
      rank: c.rank,
      onboardRank: own ? c.onboardRank : null,
      /** His vessel when he is onboard one of the principal's; otherwise not named. */
      vessel: own ? c.vessel : null,
      embarkDate: own ? c.embarkDate : null,
      monthsOnBoard: own ? c.monthsOnBoard : null,
      availabilityDate: c.availabilityDate,
      photoFileId: c.photoFileId,
      experience,
    };
  }),

  /** His documents as the checklist reads them for his rank (issue 30 §1 "their documents"). */
  documents: crewRead(onCrew).query(async ({ ctx, input }) => {
    const c = await crewChecklist(
      ctx.services.db,
      { crewId: input.crewId, vesselId: null },
      ctx.services.clock(),
      ctx.services.env.TIME_ZONE,
    );
    // The documents and their dates only: not the office's remarks, his address, allottee or bank.
    return {
      rank: c.rank,
      fullName: c.fullName,
      documents: c.documents.map(docLine),
      certificates: c.certificates.map(docLine),
    };
  }),

  /** The biodata sheet, as the PDF prints it (000 §2); a vessel filter must be one of his. */
  biodata: crewRead(biodataSheetInput).query(async ({ ctx, input }) => {
    if (input.filters.vesselId !== undefined)
      await assertPrincipalVessel(ctx.services.db, ctx.session.actor, input.filters.vesselId);
    const { db, clock, env } = ctx.services;
    const sheet = await biodataSheet(db, input.crewId, input.filters, clock(), env.TIME_ZONE);
    // The same sheet the office reads (its view component is shared); the CMS upload is not his.
    return { ...biodataView(sheet), crewId: sheet.crew.id, ipn: sheet.crew.ipn, cmsConfigured: false };
  }),
});
