import { Group, Tooltip } from '@mantine/core';
import type { MasterKeys } from '../shared/trpc';
import { filterInputs, ROWS_PER_PAGE, RowsPerPage } from '../shared/ui/FilterSelect';

export type SearchKey = 'all' | 'employee_id' | 'last_name' | 'name';
export interface UserFilterValues {
  searchKey: SearchKey;
  search: string;
  perPage: number;
  departmentId: string;
  /** '' = All, '1' = Active, '0' = Inactive. */
  status: '' | '0' | '1';
}

const SEARCH_KEYS = [
  { value: 'all', label: 'All' },
  { value: 'employee_id', label: 'Employee ID' },
  { value: 'last_name', label: 'Last Name' },
  { value: 'name', label: 'First Name' },
];
export const PER_PAGE_OPTIONS = ROWS_PER_PAGE;
const STATUSES = [
  { value: '', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

interface Props {
  values: UserFilterValues;
  departments: MasterKeys['departments'];
  onChange: (patch: Partial<UserFilterValues>) => void;
}

export function UserFilters({ values, departments, onChange }: Props) {
  const deptOptions = [
    { value: '', label: 'All Departments' },
    ...departments.map((d) => ({ value: String(d.id), label: d.code })),
  ];
  const deptName = new Map(departments.map((d) => [String(d.id), d.name]));
  const { select, text } = filterInputs(values, onChange);
  return (
    <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
      {select('searchKey', {
        label: 'Search by',
        data: SEARCH_KEYS,
        fallback: 'all',
        w: 150,
        'data-testid': 'user-search-key',
      })}
      {text('search', { label: 'Search', placeholder: 'Search', w: 240, 'data-testid': 'user-search' })}
      <RowsPerPage value={values.perPage} fallback={15} onChange={(perPage) => onChange({ perPage })} w={140} />
      {select('departmentId', {
        label: 'Department',
        data: deptOptions,
        renderOption: ({ option }) =>
          deptName.has(option.value) ? (
            <Tooltip label={deptName.get(option.value)} position="right" withinPortal>
              <span>{option.label}</span>
            </Tooltip>
          ) : (
            option.label
          ),
        w: 170,
      })}
      {select('status', { label: 'Status', data: STATUSES, w: 130, 'data-testid': 'user-status-filter' })}
    </Group>
  );
}
