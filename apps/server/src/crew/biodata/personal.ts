import type { Kysely } from 'kysely';

import { utilityLabel } from '@crewing/domain/crew/biodata';
import type { DB } from '../../platform/db/schema.js';
import { psgcName } from '../../psgc/data.js';
import { ageOn, crewRow } from '../profile-query.js';
import { listName } from '../list-query.js';
import { int, nameOf, namesOf, num, recordsOf, text, type CrewRecordRow } from '../../records/rows.js';

const byFamily = (rows: CrewRecordRow[], family: string) => rows.filter((r) => r.family === family);

/** An address record as one line: street, barangay, municipality / city, province, zip code. */
function addressLine(f: CrewRecordRow['fields']): string {
  const parts = [
    text(f.address),
    ...['barangayCode', 'municipalityCode', 'provinceCode'].map((k) => (text(f[k]) ? psgcName(f[k] as string) : null)),
    text(f.zipCode),
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * Sections 2, 4, 5 and 6 of the sheet (000 §2, 000 §3 Crew): who he is, his codes, photo and
 * category, and personal data, from the crews read model and the 201 file's records.
 */
export async function crewPart(db: Kysely<DB>, crewId: number, today: Date) {
  const c = await crewRow(db, crewId);
  const rows = await recordsOf(db, crewId, [
    'address',
    'contact',
    'emergency-contact',
    'family',
    'category',
    'crew-license',
  ]);
  const category = byFamily(rows, 'category')[0]?.fields ?? {};
  const [categoryName, programName, specialProgramName, religion, civilStatus] = await Promise.all([
    nameOf(db, 'category', category.categoryId),
    nameOf(db, 'program', category.programId),
    nameOf(db, 'program', category.specialProgramId),
    nameOf(db, 'religion', c.religion_id),
    nameOf(db, 'civil-status', c.civil_status_id),
  ]);
  // Next of kin (000 §3 kin): the family member marked so, else the emergency contact.
  const kin = byFamily(rows, 'family').find((r) => r.fields.kin === true)?.fields;
  const emergency = byFamily(rows, 'emergency-contact')[0]?.fields;
  const kinRelationship = await nameOf(db, 'relationship', kin?.relationshipId ?? emergency?.relationshipId);
  const kinName = kin
    ? [text(kin.firstName), text(kin.middleName), text(kin.lastName)].filter(Boolean).join(' ')
    : text(emergency?.name);
  // The address of the lowest address type (the seed's first is the permanent address).
  const address = byFamily(rows, 'address').sort(
    (a, b) => (int(a.fields.addressTypeId) ?? 0) - (int(b.fields.addressTypeId) ?? 0),
  )[0];
  const licenses = byFamily(rows, 'crew-license').sort(
    (a, b) => String(b.fields.issuedDate ?? '').localeCompare(String(a.fields.issuedDate ?? '')) || b.id - a.id,
  );
  const license = licenses[0]?.fields;
  const licenseName = license
    ? ((await namesOf(db, 'document', [license.documentId])).get(int(license.documentId) ?? 0) ?? null)
    : null;
  return {
    id: c.id,
    name: listName(c),
    ipn: c.ipn,
    crewCode: c.crew_code,
    applicantNo: c.applicant_no,
    /** 000 §2 item 4: '(S.O.T.)' / 'REGULAR', only when there is no category name. */
    utilityLabel: utilityLabel(c.utility, categoryName),
    rankId: c.rank_id,
    rankTypeId: c.rank_type_id ?? null,
    rank: c.rank_name ?? '',
    rankAlias: c.rank_alias ?? '',
    onboardVesselId: c.onboard_vessel_id,
    vessel: c.onboard_vessel_id === null ? 'STANDBY' : (c.vessel_name ?? ''),
    recommendedBy: c.recommended_by,
    /** The rank license: his latest-issued license (national licence of his rank). */
    rankLicense: license
      ? { name: licenseName ?? '', number: text(license.number), expiryDate: text(license.expiryDate) }
      : null,
    photoFileId: c.photo_file_id,
    categoryName,
    programName,
    specialProgramName,
    personal: {
      birthplace: c.birthplace,
      religion,
      nextOfKin: kinName ? (kinRelationship ? `${kinName} (${kinRelationship})` : kinName) : null,
      telephone: [c.tel_no, c.contact_number].filter(Boolean).join(' / ') || null,
      address: address ? addressLine(address.fields) : null,
      birthdate: c.birthdate,
      age: ageOn(c.birthdate, today),
      height: c.height === null ? null : Number(c.height),
      /** 000 §2 "disembark weight": the weight last recorded on his 201 file. */
      weight: c.weight === null ? null : Number(c.weight),
      civilStatus,
      driversLicense: c.drivers_license,
      bloodType: c.blood_type,
    },
  };
}

/** Section 7 (000 §3 latestPremed, latestPostmed): the latest exam of each kind by fitness date. */
export async function medicalPart(db: Kysely<DB>, crewId: number) {
  const rows = await recordsOf(db, crewId, ['crew-medical']);
  const kinds = await namesOf(
    db,
    'medical',
    rows.map((r) => r.fields.medicalId),
  );
  const clinics = await namesOf(
    db,
    'clinic',
    rows.map((r) => r.fields.clinicId),
  );
  const latest = (pattern: RegExp) =>
    rows
      .filter((r) => pattern.test(kinds.get(int(r.fields.medicalId) ?? 0) ?? ''))
      .sort((a, b) => String(b.fields.examDate ?? '').localeCompare(String(a.fields.examDate ?? '')) || b.id - a.id)[0]
      ?.fields;
  const pre = latest(/PRE-?EMPLOYMENT|PEME/i);
  const post = latest(/POST-?MEDICAL/i);
  return {
    preMedical: pre
      ? {
          fitnessDate: text(pre.examDate),
          clinic: clinics.get(int(pre.clinicId) ?? 0) ?? null,
          result: text(pre.result),
        }
      : null,
    postMedical: post ? { fitnessDate: text(post.examDate), result: text(post.result) } : null,
  };
}

/** Section 8: school, course and year graduated of each education record, latest year first. */
export async function educationPart(db: Kysely<DB>, crewId: number) {
  const rows = await recordsOf(db, crewId, ['education']);
  const [schools, courses, levels] = await Promise.all([
    namesOf(
      db,
      'school',
      rows.map((r) => r.fields.schoolId),
    ),
    namesOf(
      db,
      'course',
      rows.map((r) => r.fields.courseId),
    ),
    namesOf(
      db,
      'education-level',
      rows.map((r) => r.fields.educationLevelId),
    ),
  ]);
  return rows
    .map((r) => ({
      level: levels.get(int(r.fields.educationLevelId) ?? 0) ?? null,
      school: schools.get(int(r.fields.schoolId) ?? 0) ?? text(r.fields.otherSchool),
      course: courses.get(int(r.fields.courseId) ?? 0) ?? text(r.fields.otherCourse),
      yearGraduated: num(r.fields.yearGraduated),
    }))
    .sort((a, b) => (b.yearGraduated ?? 0) - (a.yearGraduated ?? 0));
}
