import type { AddCrewPayload } from './api-types';

/** What the inputs hold: text as typed, selects as strings; converted once on submit. */
export interface CrewFormValues {
  applicantNo: string;
  crewCode: string;
  ipn: string;
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string | null;
  birthdate: string;
  rankId: string | null;
  status: '0' | '1';
  contactNumber: string;
  email: string;
}

export const CREW_FIELDS = [
  'applicantNo',
  'crewCode',
  'ipn',
  'lastName',
  'firstName',
  'middleName',
  'suffix',
  'birthdate',
  'rankId',
  'status',
  'contactNumber',
  'email',
] as const;

export const emptyCrewForm: CrewFormValues = {
  applicantNo: '',
  crewCode: '',
  ipn: '',
  lastName: '',
  firstName: '',
  middleName: '',
  suffix: null,
  birthdate: '',
  rankId: null,
  status: '1',
  contactNumber: '',
  email: '',
};

/** Empty values are left out (002 §5): the schema then says 'This field is required' where it must. */
const text = (v: string | null) => (v === null || v.trim() === '' ? undefined : v.trim());

export function toAddPayload(v: CrewFormValues): Omit<AddCrewPayload, 'commandId'> {
  return {
    applicantNo: text(v.applicantNo) as string,
    crewCode: text(v.crewCode),
    ipn: text(v.ipn),
    lastName: text(v.lastName) as string,
    firstName: text(v.firstName) as string,
    middleName: text(v.middleName),
    suffix: text(v.suffix) as AddCrewPayload['suffix'],
    birthdate: text(v.birthdate) as string,
    rankId: (v.rankId ? Number(v.rankId) : undefined) as number,
    status: v.status === '1' ? 1 : 0,
    contactNumber: text(v.contactNumber),
    email: text(v.email),
  };
}

/** What the possible-duplicate check compares (002 §3), from the same form. */
export function toDuplicateQuery(v: CrewFormValues) {
  const p = toAddPayload(v);
  const q = {
    applicantNo: p.applicantNo,
    crewCode: p.crewCode,
    ipn: p.ipn,
    lastName: p.lastName,
    firstName: p.firstName,
    birthdate: p.birthdate,
  };
  return Object.fromEntries(Object.entries(q).filter(([, x]) => x !== undefined)) as Partial<typeof q>;
}
