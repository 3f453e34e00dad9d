import { formatDate } from '@crewing/domain';
import { BIODATA_SECTIONS } from '@crewing/domain/crew/biodata';
import type { BiodataSheet } from './sheet.js';
import type { DocumentRow, TrainingRow } from './documents.js';

/** '--' where the legacy printed a placeholder (000 §2 item 10) and wherever a value is missing. */
export const DASH = '--';
const v = (x: string | number | null | undefined): string =>
  x === null || x === undefined || x === '' ? DASH : String(x);
const d = (x: string | null | undefined): string => (x ? formatDate(x) : DASH);
const months = (n: number) => `${n} ${n === 1 ? 'MO' : 'MOS'}`;

export interface Fact {
  label: string;
  value: string;
}
export interface SheetTable {
  /** Tables of one kind share their column widths (documents, trainings). */
  kind: 'documents' | 'trainings' | 'education' | 'experience';
  title: string;
  columns: string[];
  rows: Array<{ cells: string[]; warn: boolean }>;
}

const table = (
  kind: SheetTable['kind'],
  title: string,
  columns: string[],
  rows: Array<{ cells: string[]; warn?: boolean }>,
): SheetTable => ({
  kind,
  title,
  columns,
  // An empty table still prints one row of placeholders, as the legacy's did.
  rows:
    rows.length > 0
      ? rows.map((r) => ({ cells: r.cells, warn: r.warn ?? false }))
      : [{ cells: columns.map(() => DASH), warn: false }],
});
const DOC_COLUMNS = ['Document', 'Number', 'Issued', 'Expiry', 'Issued By'];
/** `marina`: the certificates' tables add their MARINA check (issue 31 §3). */
const docTable = (title: string, rows: DocumentRow[], marina = false) =>
  table(
    'documents',
    title,
    marina ? [...DOC_COLUMNS, 'MARINA'] : DOC_COLUMNS,
    rows.map((r) => ({
      cells: [
        r.name,
        v(r.number),
        d(r.issuedDate),
        d(r.expiryDate),
        v(r.issuedBy),
        ...(marina ? [v(r.marina ?? null)] : []),
      ],
      warn: r.expiresBeforeEnd,
    })),
  );
const trainingTable = (title: string, rows: TrainingRow[]) =>
  table(
    'trainings',
    title,
    ['Training', 'Certificate No.', 'Date', 'Training Center / Issued By'],
    rows.map((r) => ({ cells: [r.name, v(r.number), d(r.issuedDate), v(r.issuedBy)] })),
  );

/**
 * The sheet as both renderers show it (the React sheet and the PDF template): the same words,
 * dates as DD MMM YYYY, '--' for what is missing, twelve sections in the order of 000 §2.
 */
export function biodataView(s: BiodataSheet) {
  const p = s.header.preparedFor;
  const c = s.crew;
  const e = s.experience;
  return {
    sections: BIODATA_SECTIONS,
    header: {
      company: s.header.company,
      licenceNo: s.header.licenceNo,
      title: s.header.title,
      date: s.header.date,
      preparedFor: [
        { label: 'Vessel', value: v(p.vessel) },
        { label: 'Rank', value: v(p.rank ?? c.rank) },
        { label: 'Embarkation', value: v(p.embarkation) },
        { label: 'Contract Period', value: v(p.contractPeriod) },
      ],
      contractEnd: p.contractEnd ? formatDate(p.contractEnd) : null,
    },
    name: c.name,
    experience: [
      { label: 'All Ranks', value: months(e.allRanks) },
      { label: `As ${e.currentRank.rankName || 'Current Rank'}`, value: months(e.currentRank.months) },
      {
        label: `On Previous Rank${e.previousRank ? ` (${e.previousRank.rankName})` : ''}`,
        value: e.previousRank ? months(e.previousRank.months) : DASH,
      },
    ],
    identity: [
      { label: 'Applicant No.', value: v(c.applicantNo) },
      { label: 'Crew Code', value: [c.crewCode ?? DASH, c.utilityLabel].filter(Boolean).join(' ') },
      { label: 'Rank', value: c.rankAlias ? `${c.rank} (${c.rankAlias})` : v(c.rank) },
      { label: 'Recommended By', value: v(c.recommendedBy) },
      {
        label: 'Rank License',
        value: c.rankLicense ? [c.rankLicense.name, c.rankLicense.number].filter(Boolean).join(' — ') : DASH,
      },
    ],
    photoFileId: c.photoFileId,
    categories: [
      { label: 'Category', value: v(c.categoryName) },
      { label: 'Program', value: v(c.programName) },
      { label: 'Special Program', value: v(c.specialProgramName) },
    ],
    personal: [
      { label: 'Birthplace', value: v(c.personal.birthplace) },
      { label: 'Religion', value: v(c.personal.religion) },
      { label: 'Next of Kin', value: v(c.personal.nextOfKin) },
      { label: 'Telephone', value: v(c.personal.telephone) },
      { label: 'Address', value: v(c.personal.address) },
      { label: 'Birthdate', value: d(c.personal.birthdate) },
      { label: 'Age', value: v(c.personal.age) },
      { label: 'Height', value: c.personal.height === null ? DASH : `${c.personal.height} CM` },
      { label: 'Disembark Weight', value: c.personal.weight === null ? DASH : `${c.personal.weight} KG` },
      { label: 'Civil Status', value: v(c.personal.civilStatus) },
      { label: "Driver's License", value: v(c.personal.driversLicense) },
      { label: 'Blood Type', value: v(c.personal.bloodType) },
    ] satisfies Fact[],
    medical: [
      { label: 'Pre-Employment Medical Fitness Date', value: d(s.medical.preMedical?.fitnessDate) },
      { label: 'Clinic', value: v(s.medical.preMedical?.clinic) },
      { label: 'Result', value: v(s.medical.preMedical?.result) },
      { label: 'Post-Medical Date', value: d(s.medical.postMedical?.fitnessDate) },
    ],
    education: table(
      'education',
      'Education',
      ['School', 'Course', 'Year Graduated'],
      s.education.map((r) => ({ cells: [v(r.school), v(r.course), v(r.yearGraduated)] })),
    ),
    documents: [
      docTable('PSCRB Training Certificate', s.documents.pscrb, true),
      docTable('Mandatory Vaccines', s.documents.mandatoryVaccines),
      docTable('Non-Mandatory Vaccines', s.documents.otherVaccines),
      docTable('Japan Flag Documents', s.documents.japanFlag),
      docTable('Mandatory STCW Certificates', s.documents.mandatoryStcw, true),
      docTable('Non-Mandatory STCW Certificates', s.documents.otherStcw, true),
    ],
    trainings: [
      trainingTable('Mandatory Certificates', s.trainings.mandatory),
      ...s.trainings.vesselTypes.map((t) => trainingTable(`Vessel Type Specific Trainings — ${t.vesselType}`, t.rows)),
    ],
    seabased: table(
      'experience',
      'Seabased Experience',
      [
        'Company',
        'Vessel',
        'Rank',
        'GRT',
        'Engine / KW',
        'Type',
        'Trade Route',
        'Embark',
        'Disembark',
        'Months',
        'Reason',
        'Grade',
      ],
      s.seabased.map((r) => ({
        cells: [
          v(r.company),
          v(r.vessel),
          v(r.rank),
          v(r.grossTon?.toLocaleString('en-US')),
          v(r.engine?.toLocaleString('en-US')),
          v(r.vesselType),
          v(r.tradeRoute),
          d(r.embarkDate),
          d(r.disembarkDate),
          String(r.months),
          v(r.reason),
          v(r.grade),
        ],
      })),
    ),
    legend: s.legend.map((l) => ({ code: l.code, name: l.name })),
  };
}
export type BiodataView = ReturnType<typeof biodataView>;
