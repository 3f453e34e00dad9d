import { sql, type Kysely } from 'kysely';
import { EMBARK_DOCUMENTS, isExpired } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { crewName } from '../crew/queries.js';

/** Crew Embarking Document Requirements (001 §2.5): crews against the 23 document columns. */
export async function embarkDocuments(db: Kysely<DB>, crewIds: number[], today: string) {
  if (crewIds.length === 0) return { columns: EMBARK_DOCUMENTS.map((d) => ({ ...d })), crews: [], today };
  const [crews, docs] = await Promise.all([
    db
      .selectFrom('crews')
      .leftJoin('ranks', 'ranks.id', 'crews.rank_id')
      .select(['crews.id', 'crews.first_name', 'crews.middle_name', 'crews.last_name', 'ranks.alias as rank'])
      .where('crews.id', '=', sql<number>`any(${sql.val(crewIds)}::int[])`)
      .execute(),
    db.selectFrom('crew_documents').selectAll().where('crew_id', '=', sql<number>`any(${sql.val(crewIds)}::int[])`).execute(),
  ]);
  return {
    columns: EMBARK_DOCUMENTS.map((d) => ({ ...d })),
    today,
    crews: crews.map((c) => ({
      crewId: c.id,
      name: crewName(c),
      rank: c.rank ?? '',
      docs: Object.fromEntries(
        docs
          .filter((d) => d.crew_id === c.id)
          .map((d) => [d.doc_code, { number: d.number, issuedDate: d.issued_date, expiryDate: d.expiry_date, expired: isExpired(d.expiry_date, today) }]),
      ),
    })),
  };
}
