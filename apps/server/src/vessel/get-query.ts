import type { Kysely } from 'kysely';
import { vesselFamily, type Fields } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { keyNames } from '../key-lists/resolve.js';
import { fieldsOf } from '../master-data/settings-query.js';
import { found } from '../platform/db/found.js';

export async function vesselExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return found(db.selectFrom('vessels').select('id').where('id', '=', id).where('deleted', '=', false));
}

/** Key fields of vessels read as names (a management's alias, a principal's code ride along in the label). */
export async function vesselLabels(db: Kysely<DB>, rows: Array<{ id: number; fields: Fields }>) {
  const out = new Map<number, Record<string, string>>(rows.map((r) => [r.id, {}]));
  for (const [name, f] of Object.entries(vesselFamily.fields)) {
    if (f.input !== 'key') continue;
    const ids = [...new Set(rows.map((r) => r.fields[name]).filter((v): v is number => typeof v === 'number'))];
    const names = await keyNames(db, f.keys!, ids);
    for (const r of rows) {
      const n = names.get(r.fields[name] as number);
      if (n) out.get(r.id)![name] = n;
    }
  }
  return out;
}

/** 000 §7 getVesselInfo: the vessel's fields, the names of its keys, its status and image. */
export async function getVessel(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('vessels')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  const fields = fieldsOf(row as never);
  const labels = (await vesselLabels(db, [{ id, fields }])).get(id) ?? {};
  return {
    id: row.id,
    version: row.version,
    active: row.active,
    fields,
    labels,
    /** Vessels saved before the flag became a key keep their flag text. */
    legacyFlag: typeof fields.flag === 'string' ? fields.flag : null,
    imageFileId: row.image_file_id,
  };
}
