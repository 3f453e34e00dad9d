import { z } from 'zod';
import {
  commandId,
  MASTER_SETTING_KEYS,
  MASTER_SETTINGS,
  pageNumber,
  recordId,
  ValidationError,
  type MasterSetting,
  type MasterSettingKey,
} from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { createMaster, runMaster, updateMaster } from './commands.js';
import { getSetting, listSettings } from './settings-query.js';
import { lifeBoatVessels, rankSalaries } from './settings-extra.js';
import { vesselExists } from '../vessel/get-query.js';

// Text arrives upper-cased (002 §5): the list's key is matched without regard to case.
const byLower = new Map<string, string>(MASTER_SETTING_KEYS.map((k) => [k.toLowerCase(), k]));
const setting = z
  .string()
  .max(40)
  .transform((s) => byLower.get(s.toLowerCase()) ?? '')
  .pipe(z.enum(MASTER_SETTING_KEYS as [MasterSettingKey, ...MasterSettingKey[]], { error: 'Unknown settings list' }));
const fields = z.record(z.string().max(40), z.unknown());
const of = (key: MasterSettingKey): MasterSetting => MASTER_SETTINGS[key];
const at = (clock: () => Date) => clock().toISOString();

/**
 * The master data settings (issue 10; 002 §2 /v/settings/*): one set of procedures for every
 * list, each list's fields declared in the domain (MASTER_SETTINGS). Reading is for every
 * signed-in user; changing is 'master-data.manage' (README "Vessels and master data").
 */
export const settingsRouter = router({
  list: permitted('master-data.read')
    .input(
      z.object({
        setting,
        search: z.string().trim().max(100).optional(),
        status: z.enum(['all', 'active', 'inactive']).default('all'),
        page: pageNumber.default(1),
        // 002 §9 default pagination perPage 15.
        perPage: z.number().int().min(1).max(100).default(15),
      }),
    )
    .query(({ ctx, input }) => listSettings(ctx.services.db, of(input.setting), input)),
  get: permitted('master-data.read')
    .input(z.object({ setting, id: recordId }))
    .query(({ ctx, input }) => getSetting(ctx.services.db, of(input.setting), input.id)),
  create: permitted('master-data.manage')
    .input(z.object({ setting, fields, commandId }))
    .mutation(({ ctx, input }) => {
      const s = of(input.setting);
      return createMaster(ctx, s.kind, s.family, input.fields, input);
    }),
  update: permitted('master-data.manage')
    .input(
      z.object({
        setting,
        id: recordId,
        baseVersion: z.number().int().nonnegative().optional(),
        changes: fields,
        commandId,
      }),
    )
    .mutation(({ ctx, input }) => {
      const s = of(input.setting);
      return updateMaster(ctx, s.kind, s.family, input.id, input.changes, input);
    }),
  /** 002 §4 active/inactive toggle, on the lists that have one. */
  setStatus: permitted('master-data.manage')
    .input(z.object({ setting, id: recordId, active: z.boolean(), commandId }))
    .mutation(async ({ ctx, input }) => {
      const s = of(input.setting);
      if (!s.toggle) throw ValidationError.field('active', `${s.family.title} have no active/inactive status`);
      const r = await runMaster(
        ctx,
        s.kind,
        input.id,
        {
          type: 'SetMasterRecordStatus',
          data: { kind: s.kind, id: input.id, active: input.active, at: at(ctx.services.clock) },
        },
        input,
      );
      return { version: r.version };
    }),
  /** 002 §7 delete, on the lists the legacy deleted from: the entry leaves its list and the forms, old records keep its name. */
  remove: permitted('master-data.manage')
    .input(z.object({ setting, id: recordId, commandId }))
    .mutation(async ({ ctx, input }) => {
      const s = of(input.setting);
      if (!s.deletable)
        throw ValidationError.field('id', `${s.family.title} cannot be deleted; set them inactive instead`);
      const r = await runMaster(
        ctx,
        s.kind,
        input.id,
        { type: 'DeleteMasterRecord', data: { kind: s.kind, id: input.id, at: at(ctx.services.clock) } },
        input,
      );
      return { version: r.version };
    }),
  /** life-boat/{id}: the vessels that carry the life boat (002 §3 "Life boat has vessels"). */
  lifeBoatVessels: permitted('master-data.read')
    .input(z.object({ id: recordId }))
    .query(({ ctx, input }) => lifeBoatVessels(ctx.services.db, input.id)),
  addLifeBoatVessel: permitted('master-data.manage')
    .input(z.object({ id: recordId, vesselId: recordId, commandId }))
    .mutation(async ({ ctx, input }) => {
      const known = await vesselExists(ctx.services.db, input.vesselId);
      const data = {
        kind: 'life-boat' as const,
        id: input.id,
        field: 'vesselIds',
        value: input.vesselId,
        known,
        at: at(ctx.services.clock),
      };
      const r = await runMaster(ctx, 'life-boat', input.id, { type: 'AddToMasterList', data }, input);
      return { version: r.version };
    }),
  removeLifeBoatVessel: permitted('master-data.manage')
    .input(z.object({ id: recordId, vesselId: recordId, commandId }))
    .mutation(async ({ ctx, input }) => {
      const data = {
        kind: 'life-boat' as const,
        id: input.id,
        field: 'vesselIds',
        value: input.vesselId,
        at: at(ctx.services.clock),
      };
      const r = await runMaster(ctx, 'life-boat', input.id, { type: 'RemoveFromMasterList', data }, input);
      return { version: r.version };
    }),
  /** rank/{id}/salary-matrix: the rank's salary on every vessel (002 §7 "salaries by rank or vessel"). */
  rankSalaries: permitted('vessel.read')
    .input(z.object({ rankId: recordId }))
    .query(({ ctx, input }) => rankSalaries(ctx.services.db, input.rankId)),
});
