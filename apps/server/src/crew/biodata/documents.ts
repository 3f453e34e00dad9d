import type { Kysely } from 'kysely';
import { VESSEL_TYPES } from '@crewing/domain';
import { expiresBefore, MANDATORY_TRAININGS, VESSEL_TYPE_TRAININGS } from '@crewing/domain/crew/biodata';
import type { DB } from '../../platform/db/schema.js';
import { int, namesOf, recordsOf, text } from '../../records/rows.js';
import { currentDocuments, type CurrentDocument } from '../../documents/current.js';
import { formatDate } from '@crewing/domain';
import { MARINA_RESULT_LABELS, marinaCheckable } from '@crewing/domain/compliance/index';
import { crewMarinaMarks, markOf } from '../../compliance/marina.js';

export interface DocumentRow {
  name: string;
  number: string | null;
  issuedDate: string | null;
  expiryDate: string | null;
  issuedBy: string | null;
  /** It expires before the planned contract ends (the embarkation month and contract period filters). */
  expiresBeforeEnd: boolean;
  /** Issue 31 §3: a certificate's MARINA check ("Verified 26 NOV 2026"), "Not verified" since 9 Nov 2021, else null. */
  marina?: string | null;
}
export interface TrainingRow {
  name: string;
  number: string | null;
  issuedDate: string | null;
  issuedBy: string | null;
}

const PSCRB = /PSCRB|SURVIVAL CRAFT/i;

/**
 * Sections 9 and 10 (000 §2): documents and trainings. Each document's current version, as the
 * documents area reads it (documents/current.ts: latest issue date, then latest recorded). Mandatory is the document matrix of the rank the sheet is
 * prepared for; a mandatory document he lacks is listed empty, so the gap shows.
 */
export async function documentsPart(
  db: Kysely<DB>,
  crewId: number,
  input: { rankId: number; contractEnd: string | null },
) {
  const [current, marks] = await Promise.all([
    currentDocuments(db, [crewId], ['crew-certificate', 'international-vaccine', 'flag-requirement']),
    crewMarinaMarks(db, [crewId]),
  ]);
  const marinaOf = (d: CurrentDocument) => {
    const m = d.family === 'crew-certificate' ? markOf(marks, d) : null;
    if (m) return `${MARINA_RESULT_LABELS[m.result]} ${formatDate(m.at.slice(0, 10))}`;
    return d.family === 'crew-certificate' && marinaCheckable(d.issuedDate) ? 'Not verified' : null;
  };
  const of = (family: string) => current.filter((d) => d.family === family);
  const certificates = of('crew-certificate');
  const vaccines = of('international-vaccine');
  const flags = await namesOf(
    db,
    'flag',
    of('flag-requirement').map((d) => d.fields.flagId),
  );
  const japan = of('flag-requirement').filter((d) => /JAPAN/i.test(flags.get(int(d.fields.flagId) ?? 0) ?? ''));
  const matrix = await db
    .selectFrom('document_requirements')
    .innerJoin('documents', 'documents.id', 'document_requirements.document_id')
    .select(['documents.id', 'documents.name', 'documents.category', 'document_requirements.mandatory'])
    .where('owner', '=', 'rank')
    .where('owner_id', '=', input.rankId)
    .where('document_requirements.mandatory', '=', true)
    .execute();
  const mandatory = new Set(matrix.map((m) => m.id));
  const row = (d: CurrentDocument): DocumentRow => ({
    name: d.name,
    number: d.number,
    issuedDate: d.issuedDate,
    expiryDate: d.expiryDate,
    issuedBy: text(d.fields.issuedBy),
    expiresBeforeEnd: expiresBefore(d.expiryDate, input.contractEnd),
    marina: marinaOf(d),
  });
  const missing = (category: string, held: CurrentDocument[]): DocumentRow[] =>
    matrix
      .filter((m) => m.category === category && !held.some((h) => h.documentId === m.id))
      .map((m) => ({
        name: m.name,
        number: null,
        issuedDate: null,
        expiryDate: null,
        issuedBy: null,
        expiresBeforeEnd: false,
      }));
  const isMandatory = (d: CurrentDocument) => mandatory.has(d.documentId);
  const byName = (a: DocumentRow, b: DocumentRow) => a.name.localeCompare(b.name);
  const stcw = certificates.filter((d) => !PSCRB.test(d.name));
  // Issue 25 point 6: the mandatory STCW table lists every certificate the rank requires,
  // PSCRB included, read from all his certificates (the PSCRB table's above too): looking only
  // among the non-PSCRB ones printed a held PSCRB as missing ("-- -- -- --").
  return {
    pscrb: certificates.filter((d) => PSCRB.test(d.name)).map(row),
    mandatoryVaccines: [...vaccines.filter(isMandatory).map(row), ...missing('vaccine', vaccines)].sort(byName),
    otherVaccines: vaccines
      .filter((d) => !isMandatory(d))
      .map(row)
      .sort(byName),
    japanFlag: japan.map(row).sort(byName),
    mandatoryStcw: [...certificates.filter(isMandatory).map(row), ...missing('certificate', certificates)].sort(byName),
    otherStcw: stcw
      .filter((d) => !isMandatory(d))
      .map(row)
      .sort(byName),
    /** For section 10: his current certificates by name. */
    certificateRows: certificates.map(row),
  };
}

/**
 * Section 10: the trainings the sheet always lists (ISM, AIS, and the task-force briefing for
 * deck officers), then the vessel type's trainings; each with his matching current certificate or
 * 201 training record, or '--' (null) where he has none. Vessel type unknown: both types' lists.
 */
export async function trainingsPart(
  db: Kysely<DB>,
  crewId: number,
  input: { rankTypeId: number | null; vesselTypeId: number | null; certificates: DocumentRow[] },
) {
  const trainings = await recordsOf(db, crewId, ['training']);
  const names = await namesOf(
    db,
    'training',
    trainings.map((r) => r.fields.trainingId),
  );
  const held: TrainingRow[] = [
    ...input.certificates.map((c) => ({
      name: c.name,
      number: c.number,
      issuedDate: c.issuedDate,
      issuedBy: c.issuedBy,
    })),
    ...trainings.map((t) => ({
      name: names.get(int(t.fields.trainingId) ?? 0) ?? '',
      number: text(t.fields.certificateNo),
      issuedDate: text(t.fields.dateTo) ?? text(t.fields.dateFrom),
      issuedBy: text(t.fields.trainingCenter),
    })),
  ];
  const listed = (name: string, match: RegExp): TrainingRow => {
    const found = held
      .filter((h) => match.test(h.name))
      .sort((a, b) => String(b.issuedDate ?? '').localeCompare(String(a.issuedDate ?? '')))[0];
    return {
      name,
      number: found?.number ?? null,
      issuedDate: found?.issuedDate ?? null,
      issuedBy: found?.issuedBy ?? null,
    };
  };
  const types =
    input.vesselTypeId !== null && VESSEL_TYPE_TRAININGS[input.vesselTypeId]
      ? [input.vesselTypeId]
      : VESSEL_TYPES.map((t) => t.id);
  return {
    mandatory: MANDATORY_TRAININGS.filter((t) => !t.deckOnly || input.rankTypeId === 1).map((t) =>
      listed(t.name, t.match),
    ),
    vesselTypes: types.map((id) => ({
      vesselType: VESSEL_TYPES.find((t) => t.id === id)?.name ?? '',
      rows: (VESSEL_TYPE_TRAININGS[id] ?? []).map((t) => listed(t.name, t.match)),
    })),
  };
}
