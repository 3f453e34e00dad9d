import { z } from 'zod';
import { commandId, recordId, todayIn } from '@crewing/domain';
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
import { assertPrincipalCrewChange, proposalsOf, proposeCandidates } from './proposals.js';
import { assertVisible } from '../fleet-access/fleet-access.js';
import { callerOf } from '../crew-change/procedures.js';
import { onCrewChange } from '../crew-change/commands.js';
import { clearCrewMarkInput, markCrewInput } from '@crewing/domain/principal/index';
import { crewMarksOf, principalCrews as crewMarks } from './crew-marks.js';
import { mailProposal } from './proposal-mail.js';
import { linkOrigin } from '../platform/mail.js';

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

const proposeInput = z.object({
  crewChangeId: recordId,
  crewIds: z.array(recordId).min(1, 'Choose at least one candidate').max(10, 'Propose at most ten candidates at once'),
  commandId,
});
const answerInput = z.object({
  crewChangeId: recordId,
  crewId: recordId,
  approved: z.boolean({ error: 'Approve or reject' }),
  remarks: z.string().max(500, 'At most 500 characters').optional(),
  commandId,
});

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
    const board = await loadBoard(ctx.services.db, { vesselId: input.vesselId, liveOn: today(ctx) }, ctx.session.actor);
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
    const marks = await crewMarksOf(db, principalOf(ctx.session.actor), [input.crewId]);
    return {
      id: c.id,
      name: c.name,
      /** Issue 30 §3: whether he marked this crew preferred or not wanted on his vessels, and why. */
      mark: marks.get(input.crewId) ?? null,
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

  /** Issue 30 §3: he marks a crew he sees as preferred or not wanted on his vessels, saying why. */
  markCrew: crewRead(markCrewInput).mutation(async ({ ctx, input }) => {
    const principalId = principalOf(ctx.session.actor);
    const at = ctx.services.clock().toISOString();
    const r = await crewMarks.handle(
      ctx.services,
      principalId,
      {
        type: 'MarkCrew',
        data: {
          principalId,
          crewId: input.crewId,
          mark: input.mark,
          reason: input.reason,
          actor: ctx.session.actor,
          at,
        },
      },
      callerOf(ctx, input.commandId),
    );
    return { version: r.version };
  }),

  /** He takes his mark off a crew. */
  clearCrewMark: crewRead(clearCrewMarkInput).mutation(async ({ ctx, input }) => {
    const principalId = principalOf(ctx.session.actor);
    const at = ctx.services.clock().toISOString();
    const command = {
      type: 'ClearCrewMark' as const,
      data: { principalId, crewId: input.crewId, actor: ctx.session.actor, at },
    };
    const r = await crewMarks.handle(ctx.services, principalId, command, callerOf(ctx, input.commandId));
    return { version: r.version };
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

  /** Issue 30 §2, the office: propose candidates for a crew change's rank to the vessel's principal. */
  propose: permitted('principal.propose')
    .input(proposeInput)
    .mutation(async ({ ctx, input }) => {
      await assertVisible(ctx.services.db, ctx.session.actor, { crewChangeId: input.crewChangeId });
      const r = await proposeCandidates(ctx.services, callerOf(ctx, input.commandId), input);
      // A retried command appends nothing and mails nothing again.
      const mailed = r.duplicate
        ? 0
        : await mailProposal(ctx.services, { ...input, origin: linkOrigin(ctx.req.headers.origin) });
      return { version: r.version, mailed };
    }),

  /** The office: a vessel's proposals and the principal's answers (the vessel plan and line-up show them). */
  vesselProposals: permitted('crew-change.read')
    .input(onVessel)
    .query(async ({ ctx, input }) => {
      await assertVisible(ctx.services.db, ctx.session.actor, { vesselId: input.vesselId });
      return proposalsOf(ctx.services.db, { vesselId: input.vesselId });
    }),

  /** The principal: the candidates proposed for his vessels, open ones first. */
  proposals: portal.query(async ({ ctx }) => {
    const all = await proposalsOf(ctx.services.db, { principalId: principalOf(ctx.session.actor) });
    return [...all.filter((p) => p.status === 'PROPOSED'), ...all.filter((p) => p.status !== 'PROPOSED')];
  }),

  /** The principal approves or rejects a candidate (rejecting says why). */
  answer: portal.input(answerInput).mutation(async ({ ctx, input }) => {
    await assertPrincipalCrewChange(ctx.services.db, ctx.session.actor, input.crewChangeId);
    const r = await onCrewChange(ctx.services, callerOf(ctx, input.commandId), input.crewChangeId, {
      type: 'AnswerProposal',
      data: {
        crewId: input.crewId,
        approved: input.approved,
        remarks: input.remarks ?? null,
        actor: ctx.session.actor,
        at: ctx.services.clock().toISOString(),
      },
    });
    return { version: r.version };
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
