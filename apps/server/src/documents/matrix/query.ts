import type { Kysely } from 'kysely';
import type { MatrixOwner } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import { keyEntries } from '../../key-lists/resolve.js';

/** One rank's (or flag's) required documents, in the master list's order (002 §7 getRankDocs). */
export async function requiredDocuments(db: Kysely<DB>, owner: MatrixOwner, ownerId: number) {
  return db
    .selectFrom('document_requirements')
    .innerJoin('documents', 'documents.id', 'document_requirements.document_id')
    .select([
      'documents.id as documentId',
      'documents.name',
      'documents.code',
      'documents.category',
      'documents.active',
      'document_requirements.mandatory',
    ])
    .where('document_requirements.owner', '=', owner)
    .where('document_requirements.owner_id', '=', ownerId)
    .orderBy('documents.category')
    .orderBy('documents.sort_order')
    .orderBy('documents.name')
    .execute();
}

/** Whether the rank (a ranks row) or the flag (a flag key item) exists: the matrix decider's fact. */
export async function ownerExists(db: Kysely<DB>, owner: MatrixOwner, ownerId: number): Promise<boolean> {
  // The owner names its key list ('rank', 'flag'); an inactive one still exists.
  return (await keyEntries(db, owner, [ownerId])).has(ownerId);
}

export async function knownDocuments(db: Kysely<DB>, ids: number[]): Promise<Record<number, boolean>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('id', 'in', ids)
    .where('active', '=', true)
    .execute();
  return Object.fromEntries(ids.map((id) => [id, rows.some((r) => r.id === id)]));
}
