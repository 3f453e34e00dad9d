import { formatDate, GRANT_LABELS, type Grant } from '@crewing/domain';
import { keyName } from '../key-lists/use-key-list';
import type { MasterKeys } from '../shared/trpc';

/** Field labels as the form shows them. */
export const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  suffix: 'Suffix',
  birthdate: 'Birthdate',
  employeeId: 'Employee ID',
  email: 'Personal Email',
  vmcEmail: 'Company Email',
  userTypeId: 'User Type',
  departmentId: 'Department',
  positionIds: 'Positions',
  fleetId: 'Fleet',
  vesselTypeId: 'Vessel Type',
  principalId: 'Principal ID',
  grants: 'Grants',
  status: 'Status',
  password: 'Password',
};

const nameOf = (rows: ReadonlyArray<{ id: number | string; name: string }> | undefined, id: unknown) =>
  rows?.find((r) => r.id === id)?.name ?? String(id);

/** A recorded value as a person reads it: names for ids, labels for grants, dates as DD MMM YYYY. */
export function showValue(field: string, value: unknown, keys: MasterKeys | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (field === 'positionIds') return value.map((id) => nameOf(keys?.positions, id)).join(', ');
    if (field === 'grants') return value.map((g) => GRANT_LABELS[g as Grant] ?? String(g)).join(', ');
    return value.map(String).join(', ');
  }
  switch (field) {
    case 'status':
      return value === 1 ? 'ACTIVE' : 'INACTIVE';
    case 'birthdate':
      return formatDate(String(value));
    case 'departmentId':
      return keys?.departments.find((d) => d.id === value)?.code ?? String(value);
    case 'userTypeId':
      return nameOf(keys?.userTypes, value);
    case 'fleetId':
      return keyName(keys, 'fleet', value);
    case 'vesselTypeId':
      return keyName(keys, 'vessel-type', value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
