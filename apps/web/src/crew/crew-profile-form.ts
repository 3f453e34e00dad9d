import { PERSONAL_INFO_FIELDS, updateCrewProfileInput } from '@crewing/domain';
import type { CrewDetail, CrewProfileChangesPayload } from './api-types';
import { CREW_FIELDS, type CrewFormValues } from './crew-form';

/** The 201 profile's labels, for the form and the edit history (000 §2 Crew 201). */
export const CREW_FIELD_LABELS: Record<string, string> = {
  applicantNo: 'Applicant No.',
  crewCode: 'Crew Code',
  ipn: 'IPN',
  lastName: 'Last Name',
  firstName: 'First Name',
  middleName: 'Middle Name',
  suffix: 'Suffix',
  birthdate: 'Birthdate',
  rankId: 'Rank',
  status: 'Status',
  principalId: 'Principal',
  contactNumber: 'Contact Number',
  email: 'Email',
  fbMail: 'FB Mail',
  photoFileId: 'Crew Image',
  ...Object.fromEntries(Object.entries(PERSONAL_INFO_FIELDS).map(([k, f]) => [k, f.label])),
};

/** The form's strings from the crew as the server has him. */
export function fromCrewDetail(c: CrewDetail): CrewFormValues {
  return {
    applicantNo: c.applicantNo ?? '',
    crewCode: c.crewCode ?? '',
    ipn: c.ipn ?? '',
    lastName: c.lastName,
    firstName: c.firstName,
    middleName: c.middleName ?? '',
    suffix: c.suffix,
    birthdate: c.birthdate ?? '',
    rankId: String(c.rankId),
    status: c.status === 1 ? '1' : '0',
    contactNumber: c.contactNumber ?? '',
    email: c.email ?? '',
  };
}

/** An emptied input clears the field (null); a required one then fails 'This field is required'. */
const text = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());

function toValue(field: (typeof CREW_FIELDS)[number], v: CrewFormValues): unknown {
  if (field === 'rankId') return v.rankId ? Number(v.rankId) : null;
  if (field === 'status') return v.status === '1' ? 1 : 0;
  return text(v[field]);
}

/** Only the fields the user changed since Edit: the server diffs and merges per field. */
export function changedCrewProfile(base: CrewFormValues, values: CrewFormValues): CrewProfileChangesPayload {
  const changes: Record<string, unknown> = {};
  for (const field of CREW_FIELDS) {
    const before = toValue(field, base);
    const after = toValue(field, values);
    if (before !== after) changes[field] = after;
  }
  return changes as CrewProfileChangesPayload;
}

/** The 201 profile card's edit (useEditCard): its values, what changed, the schema an update passes. */
export const crewProfileEdit = { from: fromCrewDetail, diff: changedCrewProfile, schema: updateCrewProfileInput };
