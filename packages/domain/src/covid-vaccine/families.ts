import { defineRecordFamily, type Collection } from '../records/family.js';
import { field } from '../records/fields.js';
import { choices, labelled, order, rule } from '../records/rules.js';
import { crewFile } from '../crew/permissions.js';

const { read } = crewFile;

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
  rules: rule.unique('doseNo', 'This dose number is already recorded for the crew'),
  sort: order.ascending('doseNo'),
});

/** 002 §3 crew covid test: type, result, conducted place, hospital (002 §2 crew-document/rt-pcr). */
export const covidTestFamily = defineRecordFamily({
  name: 'covid-test',
  title: 'RT-PCR / Covid Tests',
  singular: 'Covid Test',
  permissions: { read, manage: 'documents.manage' },
  fields: {
    testType: field.choice('Test Type', labelled({ 'RT-PCR': 'RT-PCR', ANTIGEN: 'Antigen', ANTIBODY: 'Antibody' }), {
      required: true,
      column: true,
    }),
    conductedDate: field.date('Date Conducted', { required: true, column: true }),
    result: field.choice('Result', choices('NEGATIVE', 'POSITIVE'), { required: true, column: true }),
    conductedPlace: field.choice('Conducted', labelled({ LOCAL: 'Philippines', ABROAD: 'Abroad' }), { column: true }),
    hospitalId: field.key('Hospital / Laboratory', 'covid-hospital', { column: true }),
    otherHospital: field.text('Other Hospital', { max: 150 }),
    file: field.files('File', 'attachment', { column: true, max: 1 }),
  },
  sort: order.newest('conductedDate'),
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
  rules: rule.inOrder('vaccinationDate', 'expiryDate', 'The validity cannot end before the vaccination date'),
  sort: order.newest('vaccinationDate'),
  versionsOf: 'documentId',
});
