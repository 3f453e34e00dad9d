import { z } from 'zod';
import { debriefingRecordFamily as family, recordId, type Fields, type RecordFacts } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { crewRecords } from '../crew/records/owner.js';
import { gatherFacts } from '../records/facts.js';
import { ownerRecordProcedures, type Ctx } from '../records/router.js';
import { storedRecord } from '../records/query.js';
import { nextId } from '../shared/ids.js';
import { crewExperiences, isCrewExperience } from './experience.js';

const commandId = z.string().min(8).max(64).optional();
const binding = crewRecords.binding;
const pattern = ownerRecordProcedures(binding, family);
const at = (ctx: Ctx) => ctx.services.clock().toISOString();

/**
 * The pattern's facts, with the experience checked against this crew's own crew changes: the key
 * list is every crew's, a debriefing record names one of his (000 §2 "the crew's sea experiences").
 */
async function factsFor(ctx: Ctx, crewId: number, values: Fields, current: Fields = {}): Promise<RecordFacts> {
  const facts = await gatherFacts(ctx.services.db, family, values, ctx.session.user.id, current);
  const v = values.crewChangeId;
  if (typeof v === 'number') facts.known.crewChangeId = await isCrewExperience(ctx.services.db, crewId, v);
  return facts;
}

/**
 * 000 §2 DebriefingRecords route and 001 §2.9 list, on the record pattern (the crew's stream,
 * `crew_records`): list and Del as the pattern serves them (Del for operations and management,
 * the family's manage permission); Add for whoever debriefs (`debriefing.record.add`); Edit for
 * operations and management (000 §6), both with the experience checked per crew.
 */
export const debriefingRecordsRouter = router({
  list: pattern.list,
  remove: pattern.remove,
  /** Add Debriefing Record's Experience choices. */
  experiences: permitted('crew-change.read')
    .input(z.object({ crewId: recordId }))
    .query(({ ctx, input }) => crewExperiences(ctx.services.db, input.crewId)),
  add: permitted('debriefing.record.add')
    .input(z.object({ crewId: recordId, fields: family.addSchema, commandId }))
    .mutation(async ({ ctx, input }) => {
      const fields = input.fields as Fields;
      const facts = await factsFor(ctx, input.crewId, fields);
      const id = await nextId(ctx.services, binding.sequence);
      const r = await binding.add(
        ctx,
        input.crewId,
        { family: family.name, recordId: id, fields, facts, at: at(ctx) },
        input,
      );
      return { id: r.recordId, version: r.version };
    }),
  update: permitted(family.permissions.manage)
    .input(
      z.object({
        crewId: recordId,
        recordId,
        baseVersion: z.number().int().nonnegative().optional(),
        changes: family.changesSchema,
        commandId,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const changes = input.changes as Fields;
      const current = (await storedRecord(ctx.services.db, binding.owner, family, input.crewId, input.recordId)) ?? {};
      const facts = await factsFor(ctx, input.crewId, changes, current);
      return binding.update(
        ctx,
        input.crewId,
        { family: family.name, recordId: input.recordId, changes, facts, at: at(ctx) },
        input,
      );
    }),
});
