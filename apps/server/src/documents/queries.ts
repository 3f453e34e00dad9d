import { sql, type Kysely } from 'kysely';
import { EMBARK_DOCUMENTS, EMBARK_MEDICAL_EXAM_CODES, isExpired } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { currentDocuments, type CurrentDocument } from './current.js';

type GridDoc = {
  number: string | null;
  issuedDate: string | null;
  expiryDate: string | null;
  expired: boolean;
  fileId: string | null;
};

/**
 * Crew Embarking Document Requirements (001 §2.5): crews against the 23 document columns. A cell
 * is the crew's current document with that column's code (the one expiring last when two
 * documents share a code, like the two passports); `required` names the columns his rank's
 * document matrix asks for (true when mandatory). Documents recorded before issue 9 as
 * CrewDocumentRecorded events fill the columns no record of the new kind fills.
 */
/**
 * The grid column a current document fills: its master-list code; a medical (whose code is its
 * exam kind's) fills Medical Certificate when it is a FIT pre-employment medical (issue 25).
 */
function columnOf(d: CurrentDocument): string | null {
  if (d.family !== 'crew-medical') return d.code;
  return d.code !== null && EMBARK_MEDICAL_EXAM_CODES.includes(d.code) && d.fields.result === 'FIT' ? 'MEDICAL' : null;
}

export async function embarkDocuments(db: Kysely<DB>, crewIds: number[], today: string) {
  const columns = EMBARK_DOCUMENTS.map((d) => ({ ...d }));
  if (crewIds.length === 0) return { columns, crews: [], today };
  const ids = sql<number>`any(${sql.val(crewIds)}::int[])`;
  const [crews, legacy, current, required] = await Promise.all([
    db
      .selectFrom('crews')
      .leftJoin('ranks', 'ranks.id', 'crews.rank_id')
      .select(['crews.id', ...crewNameColumns('crews'), 'crews.rank_id', 'ranks.alias as rank'])
      .where('crews.id', '=', ids)
      .execute(),
    db.selectFrom('crew_documents').selectAll().where('crew_id', '=', ids).execute(),
    currentDocuments(db, crewIds),
    db
      .selectFrom('document_requirements')
      .innerJoin('documents', 'documents.id', 'document_requirements.document_id')
      .select(['document_requirements.owner_id as rankId', 'documents.code', 'document_requirements.mandatory'])
      .where('document_requirements.owner', '=', 'rank')
      .where('documents.code', 'is not', null)
      .execute(),
  ]);
  const requiredByRank = new Map<number, Record<string, boolean>>();
  for (const r of required) {
    const m = requiredByRank.get(r.rankId) ?? {};
    m[r.code!] = (m[r.code!] ?? false) || r.mandatory;
    requiredByRank.set(r.rankId, m);
  }
  const docsOf = (crewId: number): Record<string, GridDoc> => {
    const out: Record<string, GridDoc> = {};
    for (const d of legacy.filter((x) => x.crew_id === crewId)) {
      out[d.doc_code] = {
        number: d.number,
        issuedDate: d.issued_date,
        expiryDate: d.expiry_date,
        expired: isExpired(d.expiry_date, today),
        fileId: null,
      };
    }
    const fromRecords = new Set<string>();
    for (const d of current.filter((x) => x.crewId === crewId)) {
      const code = columnOf(d);
      if (!code) continue;
      const before = out[code];
      if (before && fromRecords.has(code) && (before.expiryDate ?? '') >= (d.expiryDate ?? '')) continue;
      fromRecords.add(code);
      out[code] = {
        number: d.number,
        issuedDate: d.issuedDate,
        expiryDate: d.expiryDate,
        expired: isExpired(d.expiryDate, today),
        fileId: d.fileId,
      };
    }
    return out;
  };
  return {
    columns,
    today,
    crews: crews.map((c) => ({
      crewId: c.id,
      name: crewName(c),
      rank: c.rank ?? '',
      docs: docsOf(c.id),
      required: requiredByRank.get(c.rank_id) ?? {},
    })),
  };
}
