import { sql } from 'kysely';
import {
  decideAddRecord,
  decideUpdateRecord,
  masterDataDecider,
  masterDataStream,
  vesselDecider,
  type Fields,
  type MasterDataCommand,
  type MasterDataKind,
  type RecordFamily,
} from '@crewing/domain';
import { eventMetadata } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { nextId, type IdSequence } from '../shared/ids.js';
import { gatherFacts } from '../records/facts.js';
import { MASTER_TABLES } from './projection.js';

type Ctx = Context & { session: Session };
type Options = { commandId?: string | undefined; baseVersion?: number | undefined };

/** A vessel's stream also holds its image and records: its commands go through the vessel decider. */
const deciderFor = (kind: MasterDataKind) => (kind === 'vessel' ? vesselDecider : masterDataDecider);

const SEQUENCES: Record<string, IdSequence> = {
  fleets: 'fleet',
  vessels: 'vessel',
  ranks: 'rank',
  ports: 'port',
  inns: 'inn',
  laboratories: 'laboratory',
  contract_reasons: 'contract_reason',
  documents: 'document',
  key_items: 'key_item',
};

export async function runMaster(ctx: Ctx, kind: MasterDataKind, id: number, command: MasterDataCommand, o: Options = {}) {
  // Both deciders take the master data commands.
  return ctx.services.commands.handle(deciderFor(kind) as typeof masterDataDecider, {
    streamId: masterDataStream(kind).id(id),
    command,
    commandId: o.commandId ?? crypto.randomUUID(),
    baseVersion: o.baseVersion,
    metadata: eventMetadata(ctx),
  });
}

/** A new entry: its fields checked against the kind's declared fields and the keys they name. */
export async function createMaster(ctx: Ctx, kind: MasterDataKind, family: RecordFamily, sent: Fields, o: Options = {}) {
  const facts = await gatherFacts(ctx.services.db, family, sent, ctx.session.user.id);
  const id = await nextId(ctx.services, SEQUENCES[MASTER_TABLES[kind]]!);
  const fields = decideAddRecord(family, {}, id, sent, facts);
  const at = ctx.services.clock().toISOString();
  const r = await runMaster(ctx, kind, id, { type: 'CreateMasterRecord', data: { kind, id, fields, at } }, o);
  // A retried command answers with the id it created the first time.
  const created = r.events.find((e) => e.type === 'MasterRecordCreated');
  return { id: created ? (created.data as { id: number }).id : id, version: r.version };
}

/** The entry's fields as its stream holds them (what an edit is checked against). */
async function currentFields(ctx: Ctx, kind: MasterDataKind, id: number): Promise<Fields | null> {
  const events = await ctx.services.store.readStream(masterDataStream(kind).id(id));
  let fields = null as Fields | null;
  for (const e of events) {
    const d = e.data as { fields?: Fields; changes?: Fields };
    if (e.type === 'MasterRecordCreated') fields = { ...d.fields };
    else if (e.type === 'MasterRecordUpdated' && fields) fields = Object.fromEntries(Object.entries({ ...fields, ...(d.changes ?? {}) }).filter(([, v]) => v !== null && v !== undefined));
    else if (e.type === 'MasterRecordDeleted') fields = null;
  }
  return fields;
}

/** Each category's parent (key_items kind 'category', `details.parentId`), deleted ones left out. */
async function categoryParents(ctx: Ctx): Promise<Record<number, Fields>> {
  const rows = await ctx.services.db
    .selectFrom('key_items')
    .select(['id', sql<number | null>`(details->>'parentId')::int`.as('parentId')])
    .where('kind', '=', 'category')
    .where('deleted', '=', false)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.parentId === null ? {} : { parentId: r.parentId }]));
}

/** An edit: only the fields that differ, checked as the add is (a cleared required field is refused). */
export async function updateMaster(ctx: Ctx, kind: MasterDataKind, family: RecordFamily, id: number, sent: Fields, o: Options = {}) {
  const current = (await currentFields(ctx, kind, id)) ?? {};
  const facts = await gatherFacts(ctx.services.db, family, sent, ctx.session.user.id);
  // Fields the family does not show (a vessel's legacy flag text) stay as they are.
  const shown = Object.fromEntries(Object.entries(current).filter(([k]) => k in family.fields));
  // The category tree's facts: every other category's parent, so an edit cannot close a loop (002 §7).
  const others = kind === 'category' ? await categoryParents(ctx) : {};
  const { changes } = decideUpdateRecord(family, { [family.name]: { ...others, [id]: shown } }, id, sent, facts);
  const at = ctx.services.clock().toISOString();
  const r = await runMaster(ctx, kind, id, { type: 'UpdateMasterRecord', data: { kind, id, changes, at } }, o);
  return { version: r.version };
}
