import { z } from 'zod';
import {
  commandId,
  debriefingRecordFamily,
  debriefingRemarksDecider,
  debriefingRemarksStream,
  recordId,
  remarkText,
  topics,
  type DebriefingRemarkCommand,
  type DebriefingRemarkEvent,
} from '@crewing/domain';
import type { Kysely } from 'kysely';
import { permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { streamCommands } from '../platform/stream-commands.js';
import type { DB } from '../platform/db/schema.js';
import type { Ctx } from '../records/router.js';
import { inlineProjection } from '../platform/db/typed-projection.js';

/** Inline: the remarks as the View Debriefing Record modal lists them (000 §2), oldest first. */
export const debriefingRemarksProjection = inlineProjection<DebriefingRemarkEvent>({
  name: 'debriefing-remarks',
  eventTypes: ['DebriefingRemarkAdded', 'DebriefingRemarkUpdated', 'DebriefingRemarkDeleted'],
  tables: ['debriefing_remarks'],
  async apply(db, e, stored) {
    const at = stored.recordedAt.toISOString();
    let crewId: number | null;
    if (e.type === 'DebriefingRemarkAdded') {
      const d = e.data;
      crewId = d.crewId;
      await db
        .insertInto('debriefing_remarks')
        .values({
          id: d.remarkId,
          debriefing_record_id: d.debriefingRecordId,
          crew_id: d.crewId,
          remarks: d.remarks,
          author_id: d.authorId,
          author_name: d.authorName,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else if (e.type === 'DebriefingRemarkUpdated') {
      const r = await db
        .updateTable('debriefing_remarks')
        .set({ remarks: e.data.remarks, updated_at: at })
        .where('id', '=', e.data.remarkId)
        .returning('crew_id')
        .executeTakeFirst();
      crewId = r?.crew_id ?? null;
    } else {
      const r = await db
        .deleteFrom('debriefing_remarks')
        .where('id', '=', e.data.remarkId)
        .returning('crew_id')
        .executeTakeFirst();
      crewId = r?.crew_id ?? null;
    }
    return crewId === null ? [] : [{ topic: topics.crew(crewId), payload: { family: debriefingRecordFamily.name } }];
  },
});

/** A crew's remarks on all his debriefing records: the list's Availability Remarks column and the view modal. */
export async function crewRemarks(db: Kysely<DB>, crewId: number) {
  // A deleted record's remarks stay in its stream's events but no longer show.
  const rows = await db
    .selectFrom('debriefing_remarks as m')
    .innerJoin('crew_records as r', (j) =>
      j.onRef('r.id', '=', 'm.debriefing_record_id').on('r.family', '=', debriefingRecordFamily.name),
    )
    .select([
      'm.id',
      'm.debriefing_record_id',
      'm.remarks',
      'm.author_id',
      'm.author_name',
      'm.created_at',
      'm.updated_at',
    ])
    .where('m.crew_id', '=', crewId)
    .orderBy('m.created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    debriefingRecordId: r.debriefing_record_id,
    remarks: r.remarks,
    remarksBy: r.author_name,
    createdById: r.author_id,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

const remarks = streamCommands(debriefingRemarksDecider, debriefingRemarksStream);
async function run(ctx: Ctx, debriefingRecordId: number, command: DebriefingRemarkCommand, id: string | undefined) {
  await remarks.handle(ctx.services, debriefingRecordId, command, senderOf(ctx, id));
}

/** The remark an edit or a delete names, who acts and when. */
const target = (ctx: Ctx, input: { debriefingRecordId: number; remarkId: string }) => ({
  debriefingRecordId: input.debriefingRecordId,
  remarkId: input.remarkId,
  actorId: ctx.session.user.id,
  at: ctx.services.clock().toISOString(),
});
const remarkId = z.uuid('Unknown remark').transform((s) => s.toLowerCase());

/** 002 §7 debriefing remarks list/add/update/delete; edit and delete by the author only (000 §6), decided in the stream. */
export const debriefingRemarksRouter = router({
  byCrew: permitted('crew-change.read')
    .input(z.object({ crewId: recordId }))
    .query(({ ctx, input }) => crewRemarks(ctx.services.db, input.crewId)),
  add: permitted('debriefing.record.add')
    .input(z.object({ crewId: recordId, debriefingRecordId: recordId, remarks: remarkText, commandId }))
    .mutation(async ({ ctx, input }) => {
      const record = await ctx.services.db
        .selectFrom('crew_records')
        .select('id')
        .where('id', '=', input.debriefingRecordId)
        .where('crew_id', '=', input.crewId)
        .where('family', '=', debriefingRecordFamily.name)
        .executeTakeFirst();
      const id = crypto.randomUUID();
      const data = {
        debriefingRecordId: input.debriefingRecordId,
        crewId: input.crewId,
        remarkId: id,
        remarks: input.remarks,
        authorId: ctx.session.user.id,
        authorName: ctx.session.actor.name,
        recordExists: record !== undefined,
        at: ctx.services.clock().toISOString(),
      };
      await run(ctx, input.debriefingRecordId, { type: 'AddDebriefingRemark', data }, input.commandId);
      return { id };
    }),
  update: permitted('debriefing.record.add')
    .input(z.object({ debriefingRecordId: recordId, remarkId, remarks: remarkText, commandId }))
    .mutation(async ({ ctx, input }) => {
      const data = { ...target(ctx, input), remarks: input.remarks };
      await run(ctx, input.debriefingRecordId, { type: 'UpdateDebriefingRemark', data }, input.commandId);
      return { ok: true };
    }),
  remove: permitted('debriefing.record.add')
    .input(z.object({ debriefingRecordId: recordId, remarkId, commandId }))
    .mutation(async ({ ctx, input }) => {
      const data = target(ctx, input);
      await run(ctx, input.debriefingRecordId, { type: 'DeleteDebriefingRemark', data }, input.commandId);
      return { ok: true };
    }),
});
