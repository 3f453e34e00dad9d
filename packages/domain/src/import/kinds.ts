import { BLOOD_TYPES, CREW_SUFFIXES } from '../crew/schemas.js';

/**
 * What a column of an import sheet holds (issue 28 §2): text (upper-cased by the 002 §5 rule unless
 * the field keeps its case), a calendar date, a number, a key of a key list (by name or code), one of
 * a fixed set of choices, or a yes/no flag.
 */
export type ImportColumnType = 'text' | 'date' | 'number' | 'key' | 'choice' | 'flag';

export interface ImportColumn {
  /** The field of our command the value goes to. */
  field: string;
  /** Our field label, as the forms show it: also the template's header. */
  label: string;
  type: ImportColumnType;
  /** The key list a key column resolves through (`rank`, `civil-status`...). */
  list?: string;
  /** The values a choice column takes. */
  choices?: readonly string[];
  /** For a flag: what 1 and 0 read as ('MALE' / 'FEMALE'); yes/no, y/n, true/false, 1/0 are read too. */
  flag?: { yes: string; no: string; boolean?: boolean };
  required?: boolean;
  /** Other headers accepted: the legacy's own field names (002 §3) and common spellings. */
  aliases: readonly string[];
  /** The instructions sheet's line for the column. */
  hint?: string;
  /** Read and checked, matched as an identity (issue 28 §3), but not a field of the row's command. */
  matchOnly?: boolean;
  /** Names the crew a record row belongs to (crew code, applicant no., IPN): not a field of the record. */
  owner?: boolean;
  /** Names the row's scan in the zip uploaded beside the sheet: the server stores it and attaches it (issue 28 §1). */
  scan?: boolean;
}

/**
 * Whom the rows of a kind belong to: a crew of his own (crews), the crew a row names (his records), or
 * an entry of a settings list or a vessel (master data, a stream of its own per row).
 */
export type ImportTarget = 'crew' | 'crew-record' | 'master';

export interface ImportKind {
  name: string;
  label: string;
  target: ImportTarget;
  /** A crew-record kind: the record family of the crew 201 file each row adds a record of. */
  family?: string;
  /** A master kind: the master data kind each row creates an entry of (`vessel`, `port`, `rank`...). */
  master?: string;
  /** A master kind: the fields a row is matched on against the entries on file and the rows above (name, code). */
  matchOn?: readonly string[];
  /**
   * A record kind whose form is kept by fewer users than the import grant stands for (covid vaccines: DSS only,
   * 000 §6): the permission it takes besides 'import.manage'. Master kinds take their form's always.
   */
  permission?: string;
  columns: readonly ImportColumn[];
}

export const col = (
  field: string,
  label: string,
  type: ImportColumnType,
  aliases: readonly string[],
  o: Partial<
    Pick<ImportColumn, 'list' | 'choices' | 'flag' | 'required' | 'hint' | 'matchOnly' | 'owner' | 'scan'>
  > = {},
): ImportColumn => ({ field, label, type, aliases, ...o });

export const DATE_HINT = 'A date: 12 APR 1990, 1990-04-12, 12/04/1990 (day first) or a spreadsheet date';

/**
 * Crews: identity and personal data (issue 28 §1), the fields of Add Crew and the 201 profile
 * (crew/schemas.ts crewIdentitySchema). The legacy names are the 002 §3 possible-duplicate fields
 * (applicantno, crewcode, crewipn, last_name...) and the legacy's column names.
 */
export const CREWS_KIND: ImportKind = {
  name: 'crews',
  label: 'Crews (identity and personal data)',
  target: 'crew',
  columns: [
    col('applicantNo', 'Applicant No.', 'text', ['applicantno', 'applicant_no', 'applicant number'], {
      required: true,
      hint: 'Required: the applicant no. (a duplicate is matched on it)',
    }),
    col('crewCode', 'Crew Code', 'text', ['crewcode', 'crew_code']),
    col('ipn', 'IPN', 'text', ['crewipn', 'crew_ipn', 'ipn_no']),
    col('lastName', 'Last Name', 'text', ['last_name', 'lastname', 'surname', 'family name'], { required: true }),
    col('firstName', 'First Name', 'text', ['first_name', 'firstname', 'given name'], { required: true }),
    col('middleName', 'Middle Name', 'text', ['middle_name', 'middlename']),
    col('suffix', 'Suffix', 'choice', ['name_suffix'], { choices: CREW_SUFFIXES }),
    col('birthdate', 'Birthdate', 'date', ['birth_date', 'date_of_birth', 'dob', 'birthday'], {
      required: true,
      hint: DATE_HINT,
    }),
    col('rankId', 'Rank', 'key', ['rank_id', 'rank_name', 'rankname', 'rank_code', 'rankcode', 'position'], {
      list: 'rank',
      required: true,
      hint: 'The rank by name or code (2/O, SECOND OFFICER), as on Settings › Ranks',
    }),
    col('contactNumber', 'Contact Number', 'text', ['contact_number', 'contact_no', 'mobile', 'mobile_no']),
    col('email', 'Email', 'text', ['email_address', 'e-mail']),
    col('fbMail', 'Facebook', 'text', ['fb_mail', 'fbmail', 'facebook']),
    col('birthplace', 'Birthplace', 'text', ['birth_place', 'place_of_birth']),
    col('male', 'Gender', 'flag', ['male', 'sex'], { flag: { yes: 'MALE', no: 'FEMALE' }, hint: 'MALE or FEMALE' }),
    col('civilStatusId', 'Civil Status', 'key', ['civil_status_id', 'civil_status', 'civilstatus'], {
      list: 'civil-status',
    }),
    col('religionId', 'Religion', 'key', ['religion_id'], { list: 'religion' }),
    col('nationalityId', 'Nationality', 'key', ['nationality_id', 'citizenship'], { list: 'nationality' }),
    col('height', 'Height (cm)', 'number', ['height', 'height_cm']),
    col('weight', 'Weight (kg)', 'number', ['weight', 'weight_kg']),
    col('bloodType', 'Blood Type', 'choice', ['blood_type', 'bloodtype'], { choices: BLOOD_TYPES }),
    col('driversLicense', "Driver's License", 'text', ['drivers_license', 'driver_license']),
    col('telNo', 'Telephone', 'text', ['tel_no', 'telephone', 'telno']),
    col('recommendedBy', 'Recommended By', 'text', ['recommended_by']),
    col('availabilityDate', 'Availability Date', 'date', ['availability_date', 'available_date'], {
      hint: DATE_HINT,
    }),
    col('activityRemarks', 'Activity Remarks', 'text', ['activity_remarks', 'remarks']),
    col('passportNo', 'Passport No.', 'text', ['passport_no', 'passportno', 'passport_number', 'passport'], {
      matchOnly: true,
      hint: 'Matched against the passports on file (a duplicate); the passport itself is imported with Documents',
    }),
    col('sirbNo', "Seaman's Book No.", 'text', ['sirb_no', 'sirbno', 'sirb', 'seamans_book_no', 'seaman_book_no'], {
      matchOnly: true,
      hint: "Matched against the seaman's books on file (a duplicate); the book itself is imported with Documents",
    }),
  ],
};
