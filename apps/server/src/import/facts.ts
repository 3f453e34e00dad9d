import type { Kysely } from 'kysely';
import { keyList } from '@crewing/domain';
import { IdentityIndex, type ImportKind, type KeyLookup } from '@crewing/domain/import/index';
import type { DB } from '../platform/db/schema.js';
import { keyEntriesByText } from '../key-lists/resolve.js';

/**
 * The keys a kind's key columns name, resolved by name or code through the key lists (issue 28 §2):
 * each list read once; an unknown, ambiguous or inactive entry is our sentence under the cell.
 */
export async function keyLookupFor(db: Kysely<DB>, kind: ImportKind): Promise<KeyLookup> {
  const lists = [...new Set(kind.columns.flatMap((c) => (c.type === 'key' && c.list ? [c.list] : [])))];
  const found = new Map(await Promise.all(lists.map(async (l) => [l, await keyEntriesByText(db, l)] as const)));
  return (list, text) => {
    const label = keyList(list).label;
    const up = text.trim().toUpperCase();
    const entries = found.get(list);
    const hit = entries?.byText.get(up);
    if (hit) return hit.active ? { id: hit.id } : { error: `This ${label} is no longer active: ${up}` };
    if (entries?.ambiguous.has(up)) return { error: `More than one ${label} reads ${up}: use its code` };
    return { error: `Unknown ${label}: ${up}` };
  };
}

/** The crews on file by the Add Crew duplicate rule's keys (one read of the crews list's identity columns). */
export async function crewsOnFile(db: Kysely<DB>): Promise<IdentityIndex> {
  const rows = await db
    .selectFrom('crews')
    .select(['id', 'applicant_no', 'crew_code', 'ipn', 'last_name', 'first_name', 'birthdate'])
    .execute();
  const index = new IdentityIndex();
  for (const r of rows)
    index.add(r.id, {
      applicantNo: r.applicant_no,
      crewCode: r.crew_code,
      ipn: r.ipn,
      lastName: r.last_name,
      firstName: r.first_name,
      birthdate: r.birthdate,
    });
  return index;
}
