import { z } from 'zod';
import { CREW_RECORD_FAMILIES, crewDecider, crewStream, pageNumber, recordId, type CrewCommand, type RecordFamily } from '@crewing/domain';
import { eventMetadata, permitted, router } from '../../platform/trpc/trpc.js';
import type { Context, Session } from '../../platform/trpc/context.js';
import { nextId } from '../../shared/ids.js';
import { gatherRecordFacts } from './facts.js';
import { listCrewRecords, storedRecord } from './query.js';

const commandId = z.string().min(8).max(64).optional();
/** 002 §9 default pagination perPage 15. */
const listInput = z.object({
  crewId: recordId,
  search: z.string().trim().max(100).optional(),
  page: pageNumber.default(1),
  perPage: z.number().int().min(1).max(100).default(15),
  /** A versioned family: every version of the document with this key id (its history). */
  versionsOf: recordId.optional(),
});

type Ctx = Context & { session: Session };

async function run(ctx: Ctx, crewId: number, command: CrewCommand, options: { commandId?: string | undefined; baseVersion?: number | undefined }) {
  return ctx.services.commands.handle(crewDecider, {
    streamId: crewStream.id(crewId),
    command,
    commandId: options.commandId ?? crypto.randomUUID(),
    baseVersion: options.baseVersion,
    metadata: eventMetadata(ctx),
  });
}

/**
 * The record pattern's procedures for one family: list, add, update, remove. Permission, input
 * and command only; the family's fields and rules decide (packages/domain/src/crew/records).
 */
export function recordProcedures(family: RecordFamily) {
  const at = (ctx: Ctx) => ctx.services.clock().toISOString();
  return router({
    list: permitted(family.permissions.read)
      .input(listInput)
      .query(({ ctx, input }) => listCrewRecords(ctx.services.db, family, input)),
    add: permitted(family.permissions.manage)
      .input(z.object({ crewId: recordId, fields: family.addSchema, commandId }))
      .mutation(async ({ ctx, input }) => {
        const facts = await gatherRecordFacts(ctx.services.db, family, input.fields, {}, ctx.session.user.id);
        const id = await nextId(ctx.services, 'crew_record');
        const data = { crewId: input.crewId, family: family.name, recordId: id, fields: input.fields, facts, at: at(ctx) };
        const r = await run(ctx, input.crewId, { type: 'AddCrewRecord', data }, input);
        // A retried command returns its first result: the record id it added, not the fresh one.
        const added = r.events.find((e) => e.type === 'CrewRecordAdded');
        return { id: added?.type === 'CrewRecordAdded' ? added.data.recordId : id, version: r.version };
      }),
    update: permitted(family.permissions.manage)
      .input(z.object({ crewId: recordId, recordId, baseVersion: z.number().int().nonnegative().optional(), changes: family.changesSchema, commandId }))
      .mutation(async ({ ctx, input }) => {
        const current = (await storedRecord(ctx.services.db, family, input.crewId, input.recordId)) ?? {};
        const facts = await gatherRecordFacts(ctx.services.db, family, input.changes, current, ctx.session.user.id);
        const data = { crewId: input.crewId, family: family.name, recordId: input.recordId, changes: input.changes, facts, at: at(ctx) };
        const r = await run(ctx, input.crewId, { type: 'UpdateCrewRecord', data }, input);
        return { version: r.version };
      }),
    remove: permitted(family.permissions.manage)
      .input(z.object({ crewId: recordId, recordId, commandId }))
      .mutation(async ({ ctx, input }) => {
        const data = { crewId: input.crewId, family: family.name, recordId: input.recordId, at: at(ctx) };
        const r = await run(ctx, input.crewId, { type: 'DeleteCrewRecord', data }, input);
        return { version: r.version };
      }),
  });
}

const F = CREW_RECORD_FAMILIES;
/** Every family of the crew 201 file: `crewRecords.<family>.<list|add|update|remove>`. */
export const crewRecordsRouter = router({
  address: recordProcedures(F.address),
  contact: recordProcedures(F.contact),
  emergencyContact: recordProcedures(F.emergencyContact),
  education: recordProcedures(F.education),
  family: recordProcedures(F.family),
  scholar: recordProcedures(F.scholar),
  category: recordProcedures(F.category),
  outsideExperience: recordProcedures(F.outsideExperience),
  comment: recordProcedures(F.comment),
  incident: recordProcedures(F.incident),
  medicalIssue: recordProcedures(F.medicalIssue),
  pandi: recordProcedures(F.pandi),
  pandiCheckup: recordProcedures(F.pandiCheckup),
  training: recordProcedures(F.training),
  certificate: recordProcedures(F.certificate),
  recommendation: recordProcedures(F.recommendation),
  crewDocument: recordProcedures(F.crewDocument),
  crewCertificate: recordProcedures(F.crewCertificate),
  crewLicense: recordProcedures(F.crewLicense),
  crewMedical: recordProcedures(F.crewMedical),
  flagRequirement: recordProcedures(F.flagRequirement),
  medicalDocument: recordProcedures(F.medicalDocument),
  covidVaccine: recordProcedures(F.covidVaccine),
  covidTest: recordProcedures(F.covidTest),
  internationalVaccine: recordProcedures(F.internationalVaccine),
  checklistRecommendation: recordProcedures(F.checklistRecommendation),
  checklistRemark: recordProcedures(F.checklistRemark),
});
