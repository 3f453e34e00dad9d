import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import {
  CHECKLIST_DEPENDENT_ROWS,
  CHECKLIST_FORM,
  PASSPORT_DOCUMENT_IDS,
  recommendationSections,
  formatDate,
  isExpired,
  todayIn,
  type Fields,
} from '@crewing/domain';
import { MARINA_VERIFIED_FAMILIES, marinaCheckable, marinaMarkText } from '@crewing/domain/compliance/index';
import { crewMarinaMarks, markOf } from '../../compliance/marina.js';
import type { DB } from '../../platform/db/schema.js';
import { getCrew } from '../../crew/profile-query.js';
import { psgcName } from '../../psgc/data.js';
import { currentDocuments, type CurrentDocument } from '../current.js';
import { vesselFlags } from '../vessel-flag.js';
import { nameOf, namesOf, recordsOf } from '../../records/rows.js';
import { checklistFor, type ChecklistFor } from './prepared-for.js';

/** A section header row (001 §3.10: "an array holding one title"). */
export type ChecklistHeader = [string];
/** A document row (001 §3.10): submitted, expiry, initial and final remarks; colours follow `expired`. */
export interface ChecklistRow {
  key: string;
  document: string;
  mandatory: boolean;
  hasFile: boolean;
  fileId: string | null;
  fileName: string | null;
  submitted: string | null;
  expiryDate: string | null;
  expired: boolean;
  /** A result or number shown beside the dates (a PCR result, a PEME result). */
  detail: string | null;
  initialRemarks: string | null;
  finalRemarks: string | null;
  remarkRecordId: number | null;
  remarkVersion: number | null;
}
export type ChecklistLine = ChecklistHeader | ChecklistRow;

const ymd = (d: Date, tz: string) => todayIn(d, tz);

/** Issue 31 §3: a certificate's or license's MARINA mark, where MARINA's site could verify it or it was checked. */
function marinaDetail(marks: Awaited<ReturnType<typeof crewMarinaMarks>>, doc: Partial<CurrentDocument> | null) {
  if (!doc?.family || !doc.recordId || doc.crewId === undefined) return null;
  if (!(MARINA_VERIFIED_FAMILIES as readonly string[]).includes(doc.family)) return null;
  const mark = markOf(marks, { crewId: doc.crewId, family: doc.family, recordId: doc.recordId });
  return mark || marinaCheckable(doc.issuedDate) ? marinaMarkText(mark, formatDate) : null;
}
/**
 * The "Submitted" date (issue 25): the document's own date, its issue date (a medical's exam
 * date, a vaccine's date given, a PCR's test date: the date each family sorts its versions by).
 * No document family has a date-submitted field; one recorded without an issue date shows the day
 * it was recorded, the day the agency had it in hand.
 */
function submittedOf(doc: Partial<CurrentDocument> | null, tz: string): string | null {
  if (doc?.issuedDate) return doc.issuedDate;
  return doc?.recordedAt ? ymd(doc.recordedAt, tz) : null;
}

/**
 * The Crew Document Checklist (001 §2.6, §3.10) for the vessel and rank it is prepared for: page 1
 * (the crew's particulars, 7 legal dependent rows, the documents with the fixed rows picture,
 * passport / seaman's book holder, initial and final PCR), page 2 (certificates, the recommendation
 * form). Documents are those his rank's matrix requires (the crew's own rank when none is chosen)
 * plus the flag requirements of the chosen vessel's flag, each with his current version; the
 * screen, the PDF and the xlsx all draw from this.
 */
export async function crewChecklist(db: Kysely<DB>, asked: { crewId: number } & ChecklistFor, now: Date, tz: string) {
  const today = todayIn(now, tz);
  const crew = await getCrew(db, asked.crewId, now);
  const input = { crewId: asked.crewId, ...(await checklistFor(db, asked.crewId, asked)) };
  const rankId = input.rankId ?? crew.rankId;
  const [vessel, rank, records, current, required, files, marks] = await Promise.all([
    input.vesselId
      ? db.selectFrom('vessels').select(['id', 'name']).where('id', '=', input.vesselId).executeTakeFirst()
      : undefined,
    db.selectFrom('ranks').select(['id', 'name', 'alias']).where('id', '=', rankId).executeTakeFirst(),
    recordsOf(db, crew.id, [
      'address',
      'family',
      'checklist-remark',
      'checklist-recommendation',
      'covid-test',
      'covid-vaccine',
    ]),
    currentDocuments(db, [crew.id]),
    db
      .selectFrom('document_requirements')
      .innerJoin('documents', 'documents.id', 'document_requirements.document_id')
      .select([
        'document_requirements.owner',
        'document_requirements.owner_id',
        'documents.id',
        'documents.name',
        'documents.category',
        'document_requirements.mandatory',
        'documents.sort_order',
      ])
      .where((eb) =>
        eb.or([
          eb('document_requirements.owner', '=', 'rank').and('document_requirements.owner_id', '=', rankId),
          eb('document_requirements.owner', '=', 'flag'),
        ]),
      )
      .orderBy('documents.sort_order')
      .execute(),
    db
      .selectFrom('files')
      .select(['id', 'file_name'])
      .where('id', 'in', db.selectFrom('crew_record_files').select('file_id').where('crew_id', '=', input.crewId))
      .execute(),
    crewMarinaMarks(db, [asked.crewId]),
  ]);
  const fileName = new Map(files.map((f) => [f.id, f.file_name]));
  const flag = vessel ? (await vesselFlags(db, [vessel.id])).get(vessel.id) : undefined;
  const flagId = flag?.flagId;
  const needed = required.filter((r) => r.owner === 'rank' || (flagId !== undefined && r.owner_id === flagId));
  const of = (family: string) => records.filter((r) => r.family === family);
  const remarks = new Map(of('checklist-remark').map((r) => [r.fields.rowKey as string, r]));

  const row = (
    key: string,
    document: string,
    doc: Partial<CurrentDocument> | null,
    o: { mandatory?: boolean; detail?: string | null } = {},
  ): ChecklistRow => {
    const rem = remarks.get(key);
    return {
      key,
      document,
      mandatory: o.mandatory ?? false,
      hasFile: Boolean(doc?.fileId),
      fileId: doc?.fileId ?? null,
      fileName: doc?.fileId ? (fileName.get(doc.fileId) ?? null) : null,
      submitted: submittedOf(doc, tz),
      expiryDate: doc?.expiryDate ?? null,
      expired: isExpired(doc?.expiryDate ?? null, today),
      detail: o.detail ?? marinaDetail(marks, doc),
      initialRemarks: (rem?.fields.initialRemarks as string | undefined) ?? null,
      finalRemarks: (rem?.fields.finalRemarks as string | undefined) ?? null,
      remarkRecordId: rem?.id ?? null,
      remarkVersion: rem?.version ?? null,
    };
  };
  const held = (id: number) => current.find((d) => d.family !== 'crew-medical' && d.documentId === id) ?? null;
  const neededOf = (cats: string[]) =>
    needed.filter((r) => cats.includes(r.category) && !PASSPORT_DOCUMENT_IDS.includes(r.id));
  // Details: the document's number (SIRB, SID, COE...: issue 25), as the passport row shows its own.
  const docRows = (cats: string[]) =>
    neededOf(cats).map((r) => {
      const doc = held(r.id);
      return row(`document:${r.id}`, r.name, doc, { mandatory: r.mandatory, detail: doc?.number ?? null });
    });
  // What he holds beyond the matrix is listed too: nothing on file goes unseen.
  const extraRows = (families: string[]) =>
    current
      .filter(
        (d) =>
          families.includes(d.family) &&
          !needed.some((r) => r.id === d.documentId) &&
          !PASSPORT_DOCUMENT_IDS.includes(d.documentId),
      )
      .map((d) => row(`document:${d.documentId}`, d.name, d, { detail: d.number }));

  const passport =
    current
      .filter((d) => PASSPORT_DOCUMENT_IDS.includes(d.documentId))
      .sort((a, b) => (b.expiryDate ?? '').localeCompare(a.expiryDate ?? ''))[0] ?? null;
  const seamansBook = current.find((d) => d.code === 'SEAMANS_BOOK') ?? null;
  const medicals = current
    .filter((d) => d.family === 'crew-medical')
    .sort((a, b) => (b.issuedDate ?? '').localeCompare(a.issuedDate ?? ''));
  const peme = medicals.find((m) => /PEME|PRE-EMPLOYMENT/.test(m.name)) ?? null;
  const pemeRecord = peme?.fields;
  const tests = of('covid-test').sort((a, b) =>
    String(a.fields.conductedDate).localeCompare(String(b.fields.conductedDate)),
  );
  const pcr = (r: (typeof tests)[number] | undefined): Partial<CurrentDocument> | null =>
    r
      ? {
          recordedAt: new Date(`${String(r.fields.conductedDate)}T00:00:00Z`),
          fileId: (r.fields.file as Array<{ fileId: string }> | undefined)?.[0]?.fileId ?? null,
        }
      : null;
  const doses = of('covid-vaccine').length;

  const documents: ChecklistLine[] = [
    ['PERSONAL DOCUMENTS'],
    row('picture', 'PICTURE (2x2, WHITE BACKGROUND)', crew.photoFileId ? { fileId: crew.photoFileId } : null, {
      mandatory: true,
      detail: crew.photoFileId ? 'ON FILE' : null,
    }),
    row('passport-holder', "PASSPORT / SEAMAN'S BOOK HOLDER", passport ?? seamansBook, {
      mandatory: true,
      detail:
        [
          passport && `PASSPORT ${passport.number ?? ''}`.trim(),
          seamansBook && `SIRB ${seamansBook.number ?? ''}`.trim(),
        ]
          .filter(Boolean)
          .join(' / ') || null,
    }),
    row(`document:${PASSPORT_DOCUMENT_IDS[0]}`, 'PASSPORT', passport, {
      mandatory: true,
      detail: passport?.number ?? null,
    }),
    ...docRows(['document', 'license']),
    ...extraRows(['crew-document', 'crew-license']),
    ...(flag ? [[`FLAG REQUIREMENTS (${flag.name})`] as ChecklistHeader, ...docRows(['flag'])] : []),
    ['MEDICAL'],
    row('medical:peme', 'PRE-EMPLOYMENT MEDICAL EXAMINATION (PEME)', peme, {
      mandatory: true,
      detail: (pemeRecord?.result as string | undefined) ?? null,
    }),
    ...extraRows(['medical-document', 'international-vaccine']),
    ['COVID-19'],
    row('covid:vaccine', 'COVID-19 VACCINATION', null, {
      detail: doses ? `${doses} DOSE${doses > 1 ? 'S' : ''}` : 'NOT VACCINATED',
    }),
    row('pcr:initial', 'INITIAL PCR RESULT', pcr(tests.at(-2) ?? tests.at(-1)), {
      detail: tests.length ? String((tests.at(-2) ?? tests.at(-1))!.fields.result) : null,
    }),
    row('pcr:final', 'FINAL PCR RESULT', tests.length > 1 ? pcr(tests.at(-1)) : null, {
      detail: tests.length > 1 ? String(tests.at(-1)!.fields.result) : null,
    }),
  ];
  const certificates: ChecklistRow[] = [...docRows(['certificate']), ...extraRows(['crew-certificate'])];

  const family = of('family').map((r) => r.fields);
  const relationship = await namesOf(
    db,
    'relationship',
    family.map((f) => f.relationshipId),
  );
  const dependents = family
    .filter((f) => f.dependent === true && f.deceasedDate == null)
    .slice(0, CHECKLIST_DEPENDENT_ROWS)
    .map((f) => ({
      name: [f.lastName, f.firstName].filter(Boolean).join(', ') + (f.middleName ? ` ${String(f.middleName)}` : ''),
      sex: f.male === '1' ? 'MALE' : f.male === '0' ? 'FEMALE' : '',
      relationship: relationship.get(f.relationshipId as number) ?? '',
      birthdate: (f.birthdate as string | undefined) ?? null,
    }));
  const allottee = family.find((f) => f.allottee === true);
  const address = of('address')[0]?.fields;
  const addressText = address
    ? [
        address.address,
        address.barangayCode && psgcName(address.barangayCode as string),
        address.municipalityCode && psgcName(address.municipalityCode as string),
        address.provinceCode && psgcName(address.provinceCode as string),
      ]
        .filter(Boolean)
        .join(', ')
        .toUpperCase()
    : '';
  // Ex-Vessel (issue 25): the vessel of his latest in-house sea service, the one he serves on now
  // included (the sea service read model as the crew lifecycle writes it).
  const exVessel = await db
    .selectFrom('crew_sea_service')
    .innerJoin('vessels', 'vessels.id', 'crew_sea_service.vessel_id')
    .select('vessels.name')
    .where('crew_id', '=', crew.id)
    .orderBy('embark_date', 'desc')
    .orderBy('sign_on_version', 'desc')
    .executeTakeFirst();
  const recommendation = of('checklist-recommendation').find(
    (r) =>
      (r.fields.vesselId ?? null) === (input.vesselId ?? null) && (r.fields.rankId ?? null) === (input.rankId ?? null),
  );
  return {
    form: { ...CHECKLIST_FORM, revisionLabel: dayjs(CHECKLIST_FORM.revision).format('DD MMM YYYY').toUpperCase() },
    today,
    crewId: crew.id,
    /** What it is prepared for, his own when not chosen: the screen's selectors start on them. */
    vesselId: input.vesselId,
    rankId: input.rankId,
    rank: rank?.name ?? crew.rank,
    fullName:
      [crew.lastName, crew.firstName].join(', ') +
      (crew.middleName ? ` ${crew.middleName}` : '') +
      (crew.suffix ? ` ${crew.suffix}` : ''),
    vesselName: vessel?.name ?? '',
    address: addressText,
    email: crew.email ?? '',
    contact: crew.contactNumber ?? '',
    fbMail: crew.fbMail ?? '',
    civilStatus: (await nameOf(db, 'civil-status', crew.civilStatusId)) ?? '',
    allottee: allottee ? [allottee.lastName, allottee.firstName].filter(Boolean).join(', ') : '',
    pemeDate: peme?.issuedDate ?? null,
    pemeClinic: (await nameOf(db, 'clinic', pemeRecord?.clinicId)) ?? '',
    pemeRecommendation:
      (pemeRecord?.recommendation as string | undefined) ?? (pemeRecord?.result as string | undefined) ?? '',
    consent: '',
    bankName: '',
    accountNumber: '',
    exVessel: exVessel?.name ?? '',
    dependents,
    documents,
    certificates,
    recommendation: {
      recordId: recommendation?.id ?? null,
      version: recommendation?.version ?? null,
      sections: recommendationSections().map((s) => ({
        ...s,
        text: ((recommendation?.fields as Fields | undefined)?.[s.field] as string | undefined) ?? '',
      })),
    },
  };
}
export type CrewChecklist = Awaited<ReturnType<typeof crewChecklist>>;
export const isHeader = (l: ChecklistLine): l is ChecklistHeader => Array.isArray(l);
