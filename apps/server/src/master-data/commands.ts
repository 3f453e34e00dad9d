import { sql, type Kysely } from 'kysely';
import {
  masterDataDecider,
  masterDataStream,
  vesselDecider,
  type Fields,
  type MasterDataCommand,
  type MasterDataKind,
  type RecordFamily,
} from '@crewing/domain';
import { editSenderOf, type EditRequest } from '../platform/trpc/trpc.js';
import { streamCommands, type Commands, type SendOptions } from '../platform/stream-commands.js';
import type { DB } from '../platform/db/schema.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { nextId, type IdSequence } from '../shared/ids.js';
import { gatherFacts } from '../records/facts.js';
import { MASTER_TABLES } from './projection.js';

type Ctx = Context & { session: Session };

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

/** The stream commands of one master data kind: each kind is a stream type of its own. */
export function masterEntries(kind: MasterDataKind) {
  // Both deciders take the master data commands.
  return streamCommands(deciderFor(kind) as typeof masterDataDecider, masterDataStream(kind));
}

export async function runMaster(
  ctx: Ctx,
  kind: MasterDataKind,
  id: number,
  command: MasterDataCommand,
  o: EditRequest = {},
) {
  return masterEntries(kind).handle(ctx.services, id, command, editSenderOf(ctx, o));
}

/** A new entry: the facts its fields need (the keys they name, its files); the decider checks them against the kind's fields. */
export async function createMaster(
  ctx: Ctx,
  kind: MasterDataKind,
  family: RecordFamily,
  sent: Fields,
  o: EditRequest = {},
) {
  return createMasterEntry(ctx.services, ctx.session.user.id, editSenderOf(ctx, o), { kind, family, sent });
}

/**
 * The create of a settings entry or a vessel as its form sends it, from a request (createMaster) or
 * a job that sends in a user's name (an import's row, issue 28): `actorId` is whose uploads it may name.
 */
export async function createMasterEntry(
  services: Commands & { db: Kysely<DB>; clock: () => Date },
  actorId: number,
  sender: SendOptions,
  e: { kind: MasterDataKind; family: RecordFamily; sent: Fields },
) {
  const { kind, family, sent } = e;
  const facts = await gatherFacts(services.db, family, sent, actorId);
  const id = await nextId(services, SEQUENCES[MASTER_TABLES[kind]]!);
  const at = services.clock().toISOString();
  const r = await masterEntries(kind).handle(
    services,
    id,
    { type: 'CreateMasterRecord', data: { kind, id, fields: sent, at, facts } },
    sender,
  );
  // A retried command answers with the id it created the first time.
  const created = r.events.find((ev) => ev.type === 'MasterRecordCreated');
  return { id: created ? (created.data as { id: number }).id : id, version: r.version };
}

/** Each category's parent (key_items kind 'category', `details.parentId`), deleted ones left out. */
async function categoryParents(db: Kysely<DB>): Promise<Record<number, Fields>> {
  const rows = await db
    .selectFrom('key_items')
    .select(['id', sql<number | null>`(details->>'parentId')::int`.as('parentId')])
    .where('kind', '=', 'category')
    .where('deleted', '=', false)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.parentId === null ? {} : { parentId: r.parentId }]));
}

/**
 * The kind's other entries an edit's rules read (`others` of the facts): the category tree's parents, so an
 * edit cannot close a loop (002 §7); nothing for the other kinds.
 */
export const editOthers = (db: Kysely<DB>, kind: MasterDataKind): Promise<Record<number, Fields>> =>
  kind === 'category' ? categoryParents(db) : Promise.resolve({});

/** An edit: the facts the fields sent need; the decider keeps the ones that differ and checks them as the add does. */
export async function updateMaster(
  ctx: Ctx,
  kind: MasterDataKind,
  family: RecordFamily,
  id: number,
  sent: Fields,
  o: EditRequest = {},
) {
  return updateMasterEntry(ctx.services, ctx.session.user.id, editSenderOf(ctx, o), { kind, family, id, sent });
}

/**
 * The edit of a settings entry or a vessel as its form sends it, from a request (updateMaster) or a job that
 * sends in a user's name (an import's row chosen to update the entry on file, issue 28).
 */
export async function updateMasterEntry(
  services: Commands & { db: Kysely<DB>; clock: () => Date },
  actorId: number,
  sender: SendOptions,
  e: { kind: MasterDataKind; family: RecordFamily; id: number; sent: Fields },
) {
  const { kind, family, id, sent } = e;
  const [facts, others] = await Promise.all([
    gatherFacts(services.db, family, sent, actorId),
    editOthers(services.db, kind),
  ]);
  const at = services.clock().toISOString();
  const r = await masterEntries(kind).handle(
    services,
    id,
    { type: 'UpdateMasterRecord', data: { kind, id, changes: sent, at, facts: { ...facts, others } } },
    sender,
  );
  return { version: r.version };
}
