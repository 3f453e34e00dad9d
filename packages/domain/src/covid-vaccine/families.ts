import { defineRecordFamily, errorIf, type Collection } from '../records/family.js';
import { field } from '../records/fields.js';
import { inOrder } from '../crew/records/profile.js';

const read = 'crew-change.read' as const;

/** 000 §5: dose options run from 1 to the count of the crew's records plus 20. */
export const doseOptions = (recordCount: number): number[] => Array.from({ length: recordCount + 20 }, (_, i) => i + 1);

/** The doses other vaccine records of the crew hold: disabled in the selection (the record's own stays selectable). */
export const takenDoses = (others: Collection): Set<number> =>
  new Set(Object.values(others).map((r) => r.doseNo as number));

/**
 * 000 §2 View Covid Vaccine Record and §5: brand and inoculate date required, a dose number used by
 * another record of the crew is refused, the file is a PDF. Edited by DSS only (000 §6).
 */
export const covidVaccineFamily = defineRecordFamily({
  name: 'covid-vaccine',
  title: 'Covid Vaccine',
  singular: 'Covid Vaccine',
  permissions: { read, manage: 'covid-vaccine.manage' },
  fields: {
    vaccineBrandId: field.key('Vaccine Brand', 'vaccine-brand', { required: true, column: true }),
    inoculateDate: field.date('Inoculate Date', { required: true, column: true }),
    doseNo: field.number('Dose Number', { required: true, column: true, int: true, min: 1, max: 200 }),
    countryId: field.key('Administering Country', 'country', { column: true }),
    file: field.files('PDF File', 'pdf', { column: true, max: 1 }),
  },
  rules: (r, { others }) =>
    errorIf(takenDoses(others).has(r.doseNo as number), 'doseNo', 'This dose number is already recorded for the crew'),
  sort: { field: 'doseNo', direction: 'asc' },
});

/** 002 §3 crew covid test: type, result, conducted place, hospital (002 §2 crew-document/rt-pcr). */
export const covidTestFamily = defineRecordFamily({
  name: 'covid-test',
  title: 'RT-PCR / Covid Tests',
  singular: 'Covid Test',
  permissions: { read, manage: 'documents.manage' },
  fields: {
    testType: field.choice(
      'Test Type',
      [
        { value: 'RT-PCR', label: 'RT-PCR' },
        { value: 'ANTIGEN', label: 'Antigen' },
        { value: 'ANTIBODY', label: 'Antibody' },
      ],
      { required: true, column: true },
    ),
    conductedDate: field.date('Date Conducted', { required: true, column: true }),
    result: field.choice(
      'Result',
      [
        { value: 'NEGATIVE', label: 'NEGATIVE' },
        { value: 'POSITIVE', label: 'POSITIVE' },
      ],
      { required: true, column: true },
    ),
    conductedPlace: field.choice(
      'Conducted',
      [
        { value: 'LOCAL', label: 'Philippines' },
        { value: 'ABROAD', label: 'Abroad' },
      ],
      { column: true },
    ),
    hospitalId: field.key('Hospital / Laboratory', 'covid-hospital', { column: true }),
    otherHospital: field.text('Other Hospital', { max: 150 }),
    file: field.files('File', 'attachment', { column: true, max: 1 }),
  },
  sort: { field: 'conductedDate', direction: 'desc' },
});

/** 002 §7 international vaccines (yellow fever, cholera...): the yellow card's entries, with expiry. */
export const internationalVaccineFamily = defineRecordFamily({
  name: 'international-vaccine',
  title: 'International Vaccines',
  singular: 'International Vaccine',
  permissions: { read, manage: 'documents.manage' },
  fields: {
    documentId: field.key('Vaccine', 'document:vaccine', { required: true, column: true }),
    vaccinationDate: field.date('Date of Vaccination', { required: true, column: true }),
    expiryDate: field.date('Valid Until', { column: true, expiry: true }),
    countryId: field.key('Country', 'country', { column: true }),
    file: field.files('File', 'attachment', { column: true, max: 1 }),
  },
  rules: (r) => inOrder(r, 'vaccinationDate', 'expiryDate', 'The validity cannot end before the vaccination date'),
  sort: { field: 'vaccinationDate', direction: 'desc' },
  versionsOf: 'documentId',
});
