import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { pageOf } from '../platform/db/paged.js';
import { fieldsOf } from '../master-data/settings-query.js';
import { vesselLabels } from './get-query.js';

const prefix = (s: string) => `${s.toLowerCase().replace(/[%_\\]/g, (c) => '\\' + c)}%`;

export interface VesselListInput {
  search?: string | undefined;
  fleetId?: number | undefined;
  vesselTypeId?: number | undefined;
  status: 'all' | 'active' | 'inactive';
  page: number;
  perPage: number;
}

/** 002 §7 getVesselList: the vessel master list, name or code prefix search, fleet / type / status filters, by name. */
export async function listVessels(db: Kysely<DB>, input: VesselListInput) {
  let q = db.selectFrom('vessels').where('deleted', '=', false);
  if (input.search) {
    const like = prefix(input.search);
    q = q.where(
      sql<boolean>`(lower(name) like ${like} or lower(code) like ${like} or lower(details->>'alias2') like ${like})`,
    );
  }
  if (input.fleetId !== undefined) q = q.where('fleet_id', '=', input.fleetId);
  if (input.vesselTypeId !== undefined) q = q.where('vessel_type_id', '=', input.vesselTypeId);
  if (input.status !== 'all') q = q.where('active', '=', input.status === 'active');
  const page = await pageOf(
    input,
    (limit, offset) => q.selectAll().orderBy('name').orderBy('id').limit(limit).offset(offset).execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (r) => ({ id: r.id, version: r.version, active: r.active, fields: fieldsOf(r as never) }),
  );
  const labels = await vesselLabels(db, page.items);
  return { ...page, items: page.items.map((r) => ({ ...r, labels: labels.get(r.id) ?? {} })) };
}
