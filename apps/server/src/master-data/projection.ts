import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
import { KEY_LIST_KINDS, topics, type KeyListKind, type MasterDataEvent, type MasterDataKind } from '@crewing/domain';

const isKeyList = (kind: string): kind is KeyListKind => (KEY_LIST_KINDS as readonly string[]).includes(kind);

export const MASTER_TABLES: Record<MasterDataKind, string> = {
  ...(Object.fromEntries(KEY_LIST_KINDS.map((k) => [k, 'key_items'])) as Record<KeyListKind, string>),
  fleet: 'fleets',
  vessel: 'vessels',
  rank: 'ranks',
  port: 'ports',
  inn: 'inns',
  laboratory: 'laboratories',
  'contract-reason': 'contract_reasons',
};

export const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export function columns(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [snake(k), v ?? null]));
}

/** Async: key lists are read a moment later, never by the user who wrote them in the same breath. */
export const masterDataProjection: Projection = {
  name: 'master-data',
  mode: 'async',
  eventTypes: ['MasterRecordCreated', 'MasterRecordUpdated', 'MasterRecordStatusChanged'],
  tables: Object.values(MASTER_TABLES),
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as MasterDataEvent;
    const table = MASTER_TABLES[e.data.kind];
    const version = stored.streamVersion;
    switch (e.type) {
      case 'MasterRecordCreated':
        await trx
          .insertInto(table)
          .values({ id: e.data.id, version, active: true, ...(isKeyList(e.data.kind) ? { kind: e.data.kind } : {}), ...columns(e.data.fields) })
          .execute();
        break;
      case 'MasterRecordUpdated':
        await trx.updateTable(table).set({ version, ...columns(e.data.changes) }).where('id', '=', e.data.id).execute();
        break;
      case 'MasterRecordStatusChanged':
        await trx.updateTable(table).set({ version, active: e.data.active }).where('id', '=', e.data.id).execute();
        break;
    }
    return [{ topic: topics.masterData(e.data.kind) }];
  },
};
