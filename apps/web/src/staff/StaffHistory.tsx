import { parseRecordFieldKey, STAFF_RECORD_FAMILIES_BY_NAME } from '@crewing/domain';
import { FieldHistoryTable } from '../audit/FieldHistoryTable';
import { showValue } from '../records/record-display';
import { trpc } from '../shared/trpc';
import { longDate } from './StaffHeader';

/** The staff's own fields as the cards name them. */
const LABELS: Record<string, string> = {
  employeeId: 'Employee ID',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  suffix: 'Suffix',
  birthdate: 'Birth Date',
  birthplace: 'Birth Place',
  male: 'Gender',
  civilStatusId: 'Civil Status',
  religionId: 'Religion',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  address: 'Address',
  email: 'Personal Email',
  vmcEmail: 'Company Email',
  userTypeId: 'User Type',
  departmentId: 'Department',
  positionIds: 'Positions',
  principalId: 'Principal',
  status: 'Status',
  dateHired: 'Date Hired',
  dateEnd: 'Date End',
  imageFileId: 'Staff Image',
  password: 'Password',
  grants: 'Grants',
  sssNo: 'SSS Number',
  tinNo: 'TIN Number',
  philhealthNo: 'PhilHealth Number',
  pagibigNo: 'PAGIBIG Number',
  fleetId: 'Fleet',
  vesselTypeId: 'Vessel Type',
};

function label(key: string): string {
  const k = parseRecordFieldKey(key);
  if (!k) return LABELS[key] ?? key;
  const family = STAFF_RECORD_FAMILIES_BY_NAME[k.family];
  return family ? `${family.title} #${k.recordId} — ${family.fields[k.field]?.label ?? k.field}` : key;
}

function show(key: string, value: unknown): string {
  const k = parseRecordFieldKey(key);
  if (k) {
    const spec = STAFF_RECORD_FAMILIES_BY_NAME[k.family]?.fields[k.field];
    if (spec?.input === 'files' && Array.isArray(value))
      return value.map((a: { fileName?: string }) => a.fileName ?? 'file').join(', ');
    return showValue(spec, value, typeof value === 'string' && spec?.input === 'key' ? value : undefined);
  }
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'birthdate' || key === 'dateHired' || key === 'dateEnd') return longDate(value as string);
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The History panel (issue 14): who changed what on the staff record, and when (device, browser and IP for administrators). */
export function StaffHistory({ userId }: { userId: number }) {
  const history = trpc.staff.history.useQuery({ userId }, { meta: { place: 'STAFF HISTORY' } });
  return (
    <FieldHistoryTable
      rows={history.data ?? []}
      loading={history.isPending}
      label={label}
      show={show}
      testId="staff-history"
    />
  );
}
