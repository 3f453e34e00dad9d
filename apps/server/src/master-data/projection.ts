import { sql } from 'kysely';
import { applyInRuns, type AnyTrx, type Change, type Projection, type StoredEvent } from '@crewing/events';
import {
  KEY_LIST_KINDS,
  topics,
  VESSEL_MASTER_KINDS,
  type MasterDataEvent,
  type MasterDataKind,
  type VesselEvent,
} from '@crewing/domain';
import { rowUpdate } from '../platform/db/row-update.js';
import { rowChunks } from '../platform/db/row-chunks.js';

/** Kinds kept in the one `key_items` read model, by kind: the simple key lists and issue 10's. */
export const KEY_ITEM_KINDS: readonly string[] = [...KEY_LIST_KINDS, ...VESSEL_MASTER_KINDS];
const isKeyItem = (kind: string) => KEY_ITEM_KINDS.includes(kind);

export const MASTER_TABLES: Record<MasterDataKind, string> = {
  ...(Object.fromEntries(KEY_ITEM_KINDS.map((k) => [k, 'key_items'])) as Record<MasterDataKind, string>),
  fleet: 'fleets',
  vessel: 'vessels',
  rank: 'ranks',
  port: 'ports',
  inn: 'inns',
  laboratory: 'laboratories',
  'contract-reason': 'contract_reasons',
  document: 'documents',
};

/** The columns each table has; a field without one is kept in the row's `details` (issue 10, migration 0020). */
const COLUMNS: Record<string, readonly string[]> = {
  key_items: ['name', 'code'],
  fleets: ['name', 'vesselTypeId', 'officerUserId'],
  vessels: ['name', 'code', 'fleetId', 'vesselTypeId', 'flag', 'grossTon', 'totalCrew'],
  ranks: ['name', 'alias', 'rankTypeId', 'sortOrder'],
  ports: ['name', 'country'],
  inns: ['name', 'telephone', 'address'],
  laboratories: ['name'],
  contract_reasons: ['code', 'name'],
};

/** Whether the table has issue 10's `details` and `deleted` columns (the lead's `documents` has its own shape). */
export const hasDetails = (table: string) => table in COLUMNS;
/** Whether a field is a column of its table (else it is kept in `details`, on the tables that have it). */
export const isColumn = (table: string, field: string) => !hasDetails(table) || COLUMNS[table]!.includes(field);

export const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export function columns(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [snake(k), v ?? null]));
}

/** A record's fields split into its table's columns and the rest (`details`); a table without `details` takes all as columns. */
function split(table: string, fields: Record<string, unknown>) {
  const own = COLUMNS[table];
  if (!own) return { cols: columns(fields), details: null };
  const cols: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (own.includes(k)) cols[snake(k)] = v ?? null;
    else details[k] = v ?? null;
  }
  return { cols, details: Object.keys(details).length > 0 ? details : null };
}

type Event = MasterDataEvent | Extract<VesselEvent, { type: 'VesselImageChanged' }>;
type Created = Extract<MasterDataEvent, { type: 'MasterRecordCreated' }>;

/** A created record's row: its table's columns, the rest in `details`, a key list's kind. */
function createdRow(data: Created['data'], version: number) {
  const { cols, details } = split(MASTER_TABLES[data.kind], data.fields);
  const kind = isKeyItem(data.kind) ? { kind: data.kind } : {};
  return {
    id: data.id,
    version,
    active: true,
    ...kind,
    ...cols,
    ...(details ? { details: JSON.stringify(details) } : {}),
  };
}
const topicsOf = (kind: MasterDataKind, id: number): Change[] => [
  { topic: topics.masterData(kind) },
  ...(kind === 'vessel' ? [{ topic: topics.vessel(id) }] : []),
];

/**
 * Inline (issue 26 §4): the key lists commit with the events that change them, so a command's facts
 * (does this port exist, is it active) know a key created a moment ago. A database whose
 * `master-data` checkpoint was left behind by the async fold is brought level by `npm run replay`.
 */
export const masterDataProjection: Projection = {
  name: 'master-data',
  mode: 'inline',
  eventTypes: [
    'MasterRecordCreated',
    'MasterRecordUpdated',
    'MasterRecordStatusChanged',
    'MasterRecordDeleted',
    'VesselImageChanged',
  ],
  tables: [...new Set(Object.values(MASTER_TABLES))],
  /** Creations into one table in a row are one INSERT (a replay page, a seed); the rest one by one. */
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    return applyInRuns(
      events,
      (e) => (e.type === 'MasterRecordCreated' ? MASTER_TABLES[(e.data as Created['data']).kind] : null),
      async (run) => {
        const created = run.map((e) => ({ data: e.data as Created['data'], version: e.streamVersion }));
        // A column a record leaves out takes its default (kysely writes DEFAULT), as a single insert.
        for (const part of rowChunks(created.map((c) => createdRow(c.data, c.version))))
          await trx.insertInto(MASTER_TABLES[created[0]!.data.kind]).values(part).execute();
        return created.flatMap((c) => topicsOf(c.data.kind, c.data.id));
      },
      (e) => masterDataProjection.apply(trx, e),
    );
  },
  async apply(trx: AnyTrx, stored: StoredEvent): Promise<Change[]> {
    const e = { type: stored.type, data: stored.data } as Event;
    const version = stored.streamVersion;
    if (e.type === 'VesselImageChanged') {
      await rowUpdate(trx, 'vessels', { id: e.data.vesselId }, { version })({ image_file_id: e.data.fileId });
      return [{ topic: topics.masterData('vessel') }, { topic: topics.vessel(e.data.vesselId) }];
    }
    const table = MASTER_TABLES[e.data.kind];
    const update = rowUpdate(trx, table, { id: e.data.id }, { version });
    switch (e.type) {
      case 'MasterRecordCreated':
        await trx.insertInto(table).values(createdRow(e.data, version)).execute();
        break;
      case 'MasterRecordUpdated': {
        const { cols, details } = split(table, e.data.changes);
        // Cleared fields (null) leave `details`, as they leave the record.
        const extra = details ? { details: sql`jsonb_strip_nulls(details || ${JSON.stringify(details)}::jsonb)` } : {};
        await update({ ...cols, ...extra });
        break;
      }
      case 'MasterRecordStatusChanged':
        await update({ active: e.data.active });
        break;
      case 'MasterRecordDeleted':
        await update({ active: false, deleted: true });
        break;
    }
    return topicsOf(e.data.kind, e.data.id);
  },
};
