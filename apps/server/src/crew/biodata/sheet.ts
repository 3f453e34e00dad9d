import type { Kysely } from 'kysely';
import { formatDate, LONG_DATE_FORMAT, todayIn } from '@crewing/domain';
import { contractEnd, contractPeriodLabel, type BiodataFilters } from '@crewing/domain/crew/biodata';
import type { DB } from '../../platform/db/schema.js';
import { experienceTotals } from '../experience/query.js';
import { letterhead } from '../../company-profile/query.js';
import { crewPart, educationPart, medicalPart } from './personal.js';
import { documentsPart, trainingsPart } from './documents.js';
import { seabasedPart } from './seabased.js';

export const SHEET_TITLE = 'CREW PERSONAL DATA SHEET';

/**
 * The Crew Personal Data Sheet's data (000 §2 Crew Biodata, twelve sections in order): the one
 * function the on-screen sheet (crew.biodata.sheet) and the PDF job both draw from. The filters
 * say what the sheet is prepared for (see packages/domain/src/crew/biodata.ts).
 */
export async function biodataSheet(
  db: Kysely<DB>,
  crewId: number,
  filters: BiodataFilters,
  now: Date,
  timeZone: string,
) {
  const today = todayIn(now, timeZone);
  const crew = await crewPart(db, crewId, new Date(`${today}T00:00:00Z`));
  const vesselId = filters.vesselId ?? crew.onboardVesselId ?? null;
  const [vessel, rank] = await Promise.all([
    vesselId === null
      ? null
      : db.selectFrom('vessels').select(['id', 'name', 'vessel_type_id']).where('id', '=', vesselId).executeTakeFirst(),
    filters.rankId === undefined
      ? null
      : db
          .selectFrom('ranks')
          .select(['id', 'name', 'alias', 'rank_type_id'])
          .where('id', '=', filters.rankId)
          .executeTakeFirst(),
  ]);
  const end = contractEnd(filters.embarkMonth, filters.contractPeriod);
  const [experience, medical, education, documents, seabased, legend, company] = await Promise.all([
    experienceTotals(db, crewId, today),
    medicalPart(db, crewId),
    educationPart(db, crewId),
    documentsPart(db, crewId, { rankId: rank?.id ?? crew.rankId, contractEnd: end }),
    seabasedPart(db, crewId, today),
    db.selectFrom('contract_reasons').select(['code', 'name']).where('active', '=', true).orderBy('code').execute(),
    letterhead(db),
  ]);
  const { certificateRows, ...documentTables } = documents;
  const trainings = await trainingsPart(db, crewId, {
    rankTypeId: rank?.rank_type_id ?? crew.rankTypeId,
    vesselTypeId: vessel?.vessel_type_id ?? null,
    certificates: certificateRows,
  });
  return {
    header: {
      // The sheet's header (000 §2 item 1): the company profile's name and licence (issue 25).
      company: company.name,
      licenceNo: company.licenceNo,
      title: SHEET_TITLE,
      date: formatDate(today, LONG_DATE_FORMAT).toUpperCase(),
      today,
      /** What the filters prepared the sheet for; blank filters print as the crew's own. */
      preparedFor: {
        vessel: vessel?.name ?? null,
        rank: rank ? rank.name : null,
        embarkation: filters.embarkMonth ? formatDate(`${filters.embarkMonth}-01`, 'MMMM YYYY').toUpperCase() : null,
        contractPeriod: contractPeriodLabel(filters.contractPeriod) || null,
        contractEnd: end,
      },
    },
    crew,
    experience,
    medical,
    education,
    documents: documentTables,
    trainings,
    seabased,
    legend,
  };
}
export type BiodataSheet = Awaited<ReturnType<typeof biodataSheet>>;
