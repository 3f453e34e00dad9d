import type { RecordFamily } from '../records/family.js';
import type { FieldSpec } from '../records/fields.js';
import { CREW_RECORD_FAMILIES_BY_NAME } from '../crew/records/index.js';
import { decideAddRecord, type RecordFacts } from '../records/collection.js';
import { col, DATE_HINT, type ImportColumn, type ImportKind } from './kinds.js';
import { rowRefusal } from './rows.js';

/**
 * The columns naming the crew a record row belongs to (issue 28 §3: rows keyed to a crew by crew
 * code, applicant no. or IPN; one is enough). The legacy names are those of 002 §3.
 */
const OWNER_HINT = 'The crew the row belongs to: his crew code, applicant no. or IPN (one is enough)';
const OWNER_COLUMNS: readonly ImportColumn[] = [
  col('crewCode', 'Crew Code', 'text', ['crewcode', 'crew_code'], { owner: true, hint: OWNER_HINT }),
  col('applicantNo', 'Applicant No.', 'text', ['applicantno', 'applicant_no'], { owner: true, hint: OWNER_HINT }),
  col('ipn', 'IPN', 'text', ['crewipn', 'crew_ipn', 'ipn_no'], { owner: true, hint: OWNER_HINT }),
];

/**
 * A record field as an import column: its form label is the template header, its field name (the
 * legacy's snake_case spelling meets it: `embark_date`, `manning_id`, `other_rank`) is read too.
 * A scan is named by its file name in the zip beside the sheet; links to other records are not
 * imported; PSGC fields take the code.
 */
export function fieldColumn(name: string, f: FieldSpec, aliases: readonly string[]): ImportColumn | null {
  const o = { required: f.required, ...(f.keys ? { list: f.keys } : {}) };
  switch (f.input) {
    case 'text':
    case 'textarea':
    case 'money':
      return col(name, f.label, 'text', aliases, o);
    case 'psgc':
      return col(name, f.label, 'text', aliases, { ...o, hint: `The PSGC code of the ${f.psgc}` });
    case 'date':
      return col(name, f.label, 'date', aliases, { ...o, hint: DATE_HINT });
    case 'number':
      return col(name, f.label, 'number', aliases, o);
    case 'key':
      return col(name, f.label, 'key', aliases, { ...o, hint: `By name or code, as on its key list` });
    case 'choice': {
      const choices = (f.options ?? []).map((x) => x.value);
      const labels = (f.options ?? []).map((x) => (x.label === x.value ? x.value : `${x.value} (${x.label})`));
      return col(name, f.label, 'choice', aliases, { ...o, choices, hint: labels.join(', ') });
    }
    case 'flag':
      return col(name, f.label, 'flag', aliases, { ...o, flag: { yes: 'YES', no: 'NO', boolean: true } });
    case 'files':
      // A scan: its file name in the zip of scans uploaded beside the sheet (checked and stored by the server).
      return col(
        name,
        `${f.label} (scan in the zip)`,
        'text',
        [...aliases, 'scan', 'scan_file', 'file_name', 'filename'],
        {
          scan: true,
          hint:
            f.files?.kind === 'pdf'
              ? 'The file name of the scan in the zip uploaded beside the sheet: a PDF of 6,000,000 bytes at most'
              : 'The file name of the scan in the zip uploaded beside the sheet: a PDF, JPEG or PNG of 600,000 bytes at most',
        },
      );
    case 'record':
      return null;
    default: {
      const never: never = f.input;
      throw new Error(`Unknown field input ${String(never)}`);
    }
  }
}

/** A kind of the crew 201 file's records: one row per record, of the family's own fields (issue 28 §1). */
function recordKind(
  name: string,
  label: string,
  familyName: string,
  aliases: Readonly<Record<string, readonly string[]>> = {},
  o: { ownPermission?: boolean } = {},
): ImportKind {
  const family = CREW_RECORD_FAMILIES_BY_NAME[familyName];
  if (!family) throw new Error(`No crew record family ${familyName}`);
  const own = Object.entries(family.fields).flatMap(([field, f]) => {
    const c = fieldColumn(field, f, aliases[field] ?? []);
    return c ? [c] : [];
  });
  return {
    name,
    label,
    target: 'crew-record',
    family: family.name,
    ...(o.ownPermission ? { permission: family.permissions.manage } : {}),
    columns: [...OWNER_COLUMNS, ...own],
  };
}

const DOC = { documentId: ['document', 'document_name', 'doc_name', 'doc_code'], number: ['doc_no', 'document_no'] };
const DATES = { issuedDate: ['date_issued', 'issue_date'], expiryDate: ['expiry_date', 'date_expiry', 'expiration'] };

/**
 * The 201 file's families an agency brings from the legacy (issue 28 §1): documents with their
 * expiry, outside sea service, family, education, addresses and contacts. Each row adds the record
 * its family's form adds, checked by the same decision (decideRecordRow).
 */
export const RECORD_KINDS: readonly ImportKind[] = [
  recordKind('documents', "Documents (passport, seaman's book, visas...)", 'crew-document', {
    ...DOC,
    ...DATES,
    issuedPlace: ['place_issued', 'issued_place'],
  }),
  recordKind('certificates', 'Certificates', 'crew-certificate', { ...DOC, ...DATES }),
  recordKind('licenses', 'Licenses', 'crew-license', { ...DOC, ...DATES }),
  recordKind('medicals', 'Medicals', 'crew-medical', { ...DATES }),
  recordKind('outside-sea-service', 'Outside sea service', 'outside-experience', {
    manningId: ['manning', 'manning_agency'],
    vesselName: ['vessel', 'vessel_name'],
  }),
  recordKind('family', 'Family', 'family', { relationshipId: ['relationship', 'relation'] }),
  recordKind('education', 'Education', 'education', { educationLevelId: ['education_level', 'level'] }),
  recordKind('addresses', 'Addresses', 'address', { addressTypeId: ['address_type'] }),
  recordKind('contacts', 'Contacts', 'contact', { contactTypeId: ['contact_type'] }),
  // Covid vaccine records are DSS's only (000 §6): importing them takes that permission too, not the grant alone.
  recordKind(
    'covid-vaccines',
    'Covid vaccines',
    'covid-vaccine',
    {
      vaccineBrandId: ['vaccine_brand', 'brand', 'vaccine'],
      inoculateDate: ['inoculate_date', 'date_inoculated', 'vaccination_date'],
      doseNo: ['dose_no', 'dose', 'dose_number'],
      countryId: ['country'],
    },
    { ownPermission: true },
  ),
  recordKind('international-vaccines', 'International vaccines (yellow card)', 'international-vaccine', {
    documentId: ['vaccine', 'vaccine_name'],
    vaccinationDate: ['vaccination_date', 'date_vaccinated'],
    expiryDate: ['expiry_date', 'valid_until', 'validity'],
    countryId: ['country'],
  }),
];

/**
 * A record row checked by the decision its family's Add meets (records/collection.ts decideAddRecord):
 * its keys were resolved (and found active) through the key lists already, so the facts say so; the
 * server's other facts (the PSGC chain of an address) come in `facts`.
 */
export function decideRecordRow(
  family: RecordFamily,
  values: Record<string, unknown>,
  facts: RecordFacts['known'] = {},
): Record<string, string[]> {
  const known: RecordFacts['known'] = { ...facts };
  for (const [field, f] of Object.entries(family.fields)) if (f.input === 'key' && field in values) known[field] = true;
  try {
    decideAddRecord(family, {}, 1, values, { known, files: {}, actorId: null });
    return {};
  } catch (e) {
    return rowRefusal(e);
  }
}
